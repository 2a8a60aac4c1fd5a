/// An element of a fuzzed list: a small identity (so that matches and duplicates are common) and
/// a content version.
public struct FuzzedElement: Identifiable, Hashable, CustomStringConvertible {
  /// The identity.
  public var id: Int
  /// The content; a different value with the same `id` is a content change.
  public var content: Int
  /// Creates an element.
  public init(id: Int, content: Int) {
    self.id = id
    self.content = content
  }
  /// `id` or `id'content`.
  public var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

/// Two sectioned lists read from fuzzer bytes.
///
/// Each byte is one token, read in order:
/// - `0xFF` (the first one): the old list ends, the new list begins (later ones are ignored);
/// - `0xE0...0xFE`: a new section with identifier `byte & 0x0F` (16 identifiers, so sections are
///   matched, inserted, deleted, moved and duplicated);
/// - `0x00...0xDF`: an element with identifier `byte & 0x3F` and content `byte >> 6` in the
///   current section (a section with identifier 100 is opened if there is none yet).
///
/// Every byte string is a valid pair, so libFuzzer's mutations never waste a run on a parse error.
public struct FuzzedSections {
  /// A section as `Changeset(fromSections:toSections:)` takes it.
  public typealias Section = (id: Int, elements: [FuzzedElement])
  /// The list before the update.
  public var old: [Section] = []
  /// The list after the update.
  public var new: [Section] = []

  /// Reads two lists from `bytes`.
  public init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    var inNew = false
    var current: [Section] = []
    for byte in bytes {
      switch byte {
      case 0xFF:
        if !inNew {
          old = current
          current = []
          inNew = true
        }
      case 0xE0...0xFE:
        current.append((id: Int(byte & 0x0F), elements: []))
      default:
        if current.isEmpty { current.append((id: 100, elements: [])) }
        current[current.count - 1].elements.append(FuzzedElement(id: Int(byte & 0x3F), content: Int(byte >> 6)))
      }
    }
    if inNew { new = current } else { old = current }
  }
}
