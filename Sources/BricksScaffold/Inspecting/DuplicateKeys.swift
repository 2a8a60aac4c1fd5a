import BricksJSON

/// Keys that occur more than once in one object of a sample. JSON allows them, but a model
/// holds one value per key: Bricks' lookups (and so the generated `init(json:)`) read the
/// first, and `toJSON()` writes one, so the sample's round-trip test cannot pass as it stands.
enum DuplicateKeys {
  /// At most this many warnings per sample; one more line counts the rest.
  static let limit = 10

  private enum Cursor {
    case object(JSON.Members.Iterator)
    case array(JSON.Elements.Iterator, next: Int)
  }

  private struct Frame {
    var cursor: Cursor
    /// Where this container is in its parent; nil for the document.
    var component: JSONMappingError.PathComponent?
  }

  /// One warning per duplicated key, naming the sample, the object's path, the key, the value
  /// read and those ignored:
  /// `tweet.json: $.user has the key "id" 2 times: the first value, 1, is the one read ...`.
  ///
  /// - Complexity: O(n) in the number of values; iterative, so any depth the parser accepts.
  static func warnings(in json: JSON, file: String) -> [String] {
    var lines: [String] = []
    var total = 0
    var frames: [Frame] = []

    func enter(_ value: JSON, at component: JSONMappingError.PathComponent?) {
      switch value.kind {
      case .object:
        if value.count > 1 {
          var seen = Set<ExactKey>()
          var anyRepeated = false
          for (key, _) in value.members where !seen.insert(ExactKey(key)).inserted { anyRepeated = true }
          // In the order the keys first occur.
          var counts: [ExactKey: Int] = [:]
          var order: [ExactKey] = []
          for (key, _) in anyRepeated ? Array(value.members) : [] {
            if counts[ExactKey(key)] == nil { order.append(ExactKey(key)) }
            counts[ExactKey(key), default: 0] += 1
          }
          for key in order where counts[key]! > 1 {
            total += 1
            guard lines.count < limit else { continue }
            let path =
              "$" + (frames.compactMap(\.component) + [component].compactMap { $0 }).map(\.description).joined()
            let values = value.members.filter { ExactKey($0.key) == key }.map { short($0.value) }
            lines.append(
              "\(file): \(path) has the key \(JSON(key.string).serializedString()) \(values.count) times: "
                + "the first value, \(values[0]), is the one read (as every JSON lookup in Bricks reads the first); "
                + "\(values.dropFirst().joined(separator: ", ")) \(values.count == 2 ? "is" : "are") ignored, "
                + "and the generated round-trip test of this sample fails until the key occurs once")
          }
        }
        frames.append(Frame(cursor: .object(value.members.makeIterator()), component: component))
      case .array:
        frames.append(Frame(cursor: .array(value.elements.makeIterator(), next: 0), component: component))
      default:
        break
      }
    }

    enter(json, at: nil)
    while let top = frames.indices.last {
      switch frames[top].cursor {
      case .object(var members):
        guard let (key, value) = members.next() else {
          frames.removeLast()
          continue
        }
        frames[top].cursor = .object(members)
        enter(value, at: .key(key))
      case .array(var elements, let index):
        guard let value = elements.next() else {
          frames.removeLast()
          continue
        }
        frames[top].cursor = .array(elements, next: index + 1)
        enter(value, at: .index(index))
      }
    }
    if total > lines.count { lines.append("\(file): \(total - lines.count) more duplicated keys not listed") }
    return lines
  }

  /// A value as JSON text, cut at 40 characters.
  static func short(_ value: JSON) -> String {
    let text = value.serializedString()
    return text.count <= 40 ? text : String(text.prefix(39)) + "…"
  }
}
