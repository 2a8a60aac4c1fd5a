import BricksJSON

/// The shape of a JSON document as a printable tree: at every place, which kinds of value
/// occur and how often, array lengths, and object keys with how many objects hold them.
///
/// Array elements are merged into one `[*]` child, and objects whose keys are all ids (digits
/// or UUIDs) into one `{id}` child, so a 100-element array or a 1,000-key dictionary prints
/// as one branch.
///
/// ```
/// $: object 1
/// ├─ statuses: array 1 (100 elements)
/// │  └─ [*]: object 100
/// │     ├─ in_reply_to_status_id: int 12, null 88
/// ```
public struct ShapeTree: Sendable, CustomStringConvertible {
  private let root: Node

  /// Describes `json`.
  ///
  /// - Complexity: O(n) in the number of values in the document.
  public init(_ json: JSON) {
    let node = Node()
    node.add(json)
    root = node
  }

  /// The tree, one line per place, ending with a newline.
  public var description: String {
    var out = ""
    root.write(label: "$", prefix: "", childPrefix: "", into: &out)
    return out
  }

  final class Node: @unchecked Sendable {
    var counts: [String: Int] = [:]
    var order: [String] = []  // kinds in first-seen order
    var keys: [String] = []
    var children: [ExactKey: Node] = [:]  // look-alike (NFC/NFD) keys stay apart
    var element: Node?
    var idValues: Node?  // values of id-keyed objects
    var idKeyCount = 0
    var minLength = Int.max
    var maxLength = 0

    func bump(_ kind: String) {
      if counts[kind] == nil { order.append(kind) }
      counts[kind, default: 0] += 1
    }

    func add(_ json: JSON) {
      switch json.kind {
      case .null: bump("null")
      case .bool: bump("bool")
      case .string: bump("string")
      case .number:
        switch json.numberValue {
        case .int: bump("int")
        case .uint: bump("uint64")
        case .double: bump("double")
        case .big, nil: bump("big integer")
        }
      case .array:
        bump("array")
        minLength = min(minLength, json.count)
        maxLength = max(maxLength, json.count)
        for item in json.elements {
          if element == nil { element = Node() }
          element!.add(item)
        }
      case .object:
        let members = Array(json.members)
        if !members.isEmpty, members.allSatisfy({ SchemaInferrer.isIDLike($0.key) }) {
          bump("object with id keys")
          idKeyCount += members.count
          if idValues == nil { idValues = Node() }
          for (_, value) in members { idValues!.add(value) }
          return
        }
        bump("object")
        for (key, value) in members {
          let exact = ExactKey(key)
          if children[exact] == nil {
            keys.append(key)
            children[exact] = Node()
          }
          children[exact]!.add(value)
        }
      }
    }

    var summary: String {
      order.map { kind in
        var s = "\(kind) \(counts[kind]!)"
        if kind == "array" {
          s +=
            minLength == maxLength
            ? " (\(maxLength) element\(maxLength == 1 ? "" : "s"))" : " (\(minLength)–\(maxLength) elements)"
        } else if kind == "object with id keys" {
          s += " (\(idKeyCount) key\(idKeyCount == 1 ? "" : "s"))"
        }
        return s
      }.joined(separator: ", ")
    }

    func write(label: String, prefix: String, childPrefix: String, into out: inout String) {
      out += prefix + label + ": " + summary + "\n"
      var items: [(String, Node)] = keys.map { (Self.label($0), children[ExactKey($0)]!) }
      if let element { items.append(("[*]", element)) }
      if let idValues { items.append(("{id}", idValues)) }
      for (i, (name, node)) in items.enumerated() {
        let last = i == items.count - 1
        node.write(
          label: name, prefix: childPrefix + (last ? "└─ " : "├─ "),
          childPrefix: childPrefix + (last ? "   " : "│  "), into: &out)
      }
    }

    /// Keys printed as they are when plain, else as `JSONPath` quotes them (`["first name"]`),
    /// so that the tree and every error name a key the same way.
    static func label(_ key: String) -> String {
      let component = JSONMappingError.PathComponent.key(key).description
      return component.hasPrefix(".") ? String(component.dropFirst()) : component
    }
  }
}
