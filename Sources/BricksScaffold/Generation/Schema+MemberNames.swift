/// Property names the generated code, Bricks or a protocol already gives a meaning to, and
/// the pass that renames properties away from them (`json2`, `jsonData2`, `hashValue2`).
///
/// A property must neither shadow a member the generated code or its users call, nor become
/// a protocol's witness by accident: a stored `hashValue` under `Hashable` would be the hash
/// (with a compiler warning), and a type whose one field is `json` would have a memberwise
/// `init(json: Int)` beside `init(json: borrowing JSON)`, which the compiler finds ambiguous.
enum MemberNames {
  /// Members every generated type has or gets from `JSONMappable` and `JSONEncodable`.
  static let always: Set<String> = ["toJSON", "jsonData", "asDictionary", "asArrayOfDictionaries", "encode"]

  /// Members a protocol of `--protocols` (or one written by hand) looks for by name.
  static let byProtocol: [String: Set<String>] = [
    "Hashable": ["hashValue"],
    "CustomStringConvertible": ["description"],
    "CustomDebugStringConvertible": ["debugDescription"],
  ]

  /// The names a type with `fieldCount` fields must not give a property.
  static func reserved(protocols: [String], fieldCount: Int) -> Set<String> {
    var names = always
    for p in protocols { names.formUnion(byProtocol[p] ?? []) }
    // One field named `json`: its memberwise initializer would be `init(json:)`.
    if fieldCount == 1 { names.insert("json") }
    // A wide type's parts (see `ModelContext.partThreshold`).
    if fieldCount > ModelContext.partThreshold {
      for i in 0..<(fieldCount + ModelContext.partSize - 1) / ModelContext.partSize {
        names.insert(ModelContext.partStorage(i))
      }
    }
    return names
  }
}

extension Schema {
  /// The schema with every property named like a reserved member renamed (a number appended,
  /// as for two keys with one name); the JSON key is unchanged.
  func avoidingReservedMembers(protocols: [String]) -> Schema {
    var copy = self
    for t in copy.types.indices {
      let properties = copy.types[t].properties
      let reserved = MemberNames.reserved(protocols: protocols, fieldCount: properties.count)
      guard properties.contains(where: { reserved.contains(SwiftName.bare($0.name)) }) else { continue }
      var allocator = NameAllocator(reserved: reserved.union(properties.map { SwiftName.bare($0.name) }))
      for p in properties.indices where reserved.contains(SwiftName.bare(properties[p].name)) {
        copy.types[t].properties[p].name = allocator.claim(SwiftName.bare(properties[p].name))
      }
    }
    return copy
  }
}
