/// Turns arbitrary JSON keys into Swift identifiers that always compile.
///
/// The original key is never lost: generated mapping code reads and writes it through a
/// string literal made by ``SwiftLiteral``.
enum SwiftName {
  /// Words that must be backticked to be used as a property name.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
    "Protocol", "consume", "copy", "discard", "borrowing", "consuming", "some", "any", "macro",
    "package",
  ]

  /// Type names a generated type must not take: they would shadow the standard library,
  /// Foundation or Bricks inside the generated namespace and break the generated code.
  static let reservedTypeNames: Set<String> = [
    "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
    "UInt64", "Double", "Float", "Bool", "Character", "Decimal", "Data", "Date", "URL", "UUID",
    "Array", "Dictionary", "Set", "Optional", "Result", "Error", "Never", "Void", "Any",
    "AnyObject", "Self", "Type", "Protocol", "Sendable", "Equatable", "Hashable", "Codable",
    "Encoder", "Decoder", "CodingKeys", "CodingKey", "JSON", "JSONDecodable", "JSONEncodable",
    "JSONMappable", "JSONDateFormat", "JSONMappingError", "Foundation", "BricksJSON", "Bricks",
    "Swift", "Testing", "XCTest", "BricksTesting", "NSObject", "Cell", "Model",
    // Named by the templates: the mapping's writer and the builder `encode(into:)` takes (`JSON.Builder`),
    // date units and zoned dates, `hash(into:)`'s hasher, and the tests' `@Suite` and `@Test`.
    "JSONObjectEncoder", "Builder", "JSONEpochDate", "JSONZonedDate", "Hasher", "Suite", "Test",
  ]

  /// A property name for `key`: lower camel case, `_` before a leading digit, backticks around
  /// keywords; `empty` for the empty key and `field` for a key with no usable character.
  ///
  /// Uniqueness within a type is the caller's job (see ``NameAllocator``).
  static func property(fromKey key: String, acronyms: AcronymStyle = .camel) -> String {
    var name = Words.lowerCamel(key, style: acronyms)
    if name.isEmpty { name = key.isEmpty ? "empty" : "field" }
    if let first = name.unicodeScalars.first, !first.properties.isXIDStart { name = "_" + name }
    return keywords.contains(name) ? "`\(name)`" : name
  }

  /// A type name for `key`: upper camel case, `T` before a leading digit, `Object` after a
  /// name that is reserved (`Data`, `URL`, `String`, `Type`, ...) or a keyword.
  static func type(fromKey key: String) -> String {
    var name = Words.upperCamel(key)
    if name.isEmpty { name = key.isEmpty ? "Empty" : "Object" }
    // `T` rather than `_`: a property from the same key gets the `_` (`_9lives: T9lives`).
    if let first = name.unicodeScalars.first, !first.properties.isXIDStart { name = "T" + name }
    if reservedTypeNames.contains(name) || keywords.contains(name) { name += "Object" }
    return name
  }

  /// Whether `name` is usable as written for a generated type: an identifier, not a keyword
  /// and not a reserved type name.
  static func isValidTypeName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first,
      first.properties.isXIDStart || first == "_",
      name.unicodeScalars.allSatisfy({ $0.properties.isXIDContinue })
    else { return false }
    return !keywords.contains(name) && !reservedTypeNames.contains(name)
  }

  /// `name` without surrounding backticks.
  static func bare(_ name: String) -> String {
    name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
  }
}

/// Hands out unique names, deterministically: the first claimant keeps a name and later ones
/// get `2`, `3`, ... appended.
struct NameAllocator: Sendable {
  private var used: Set<String>

  /// Creates an allocator with `reserved` names already taken.
  init(reserved: Set<String> = []) { used = reserved }

  /// Returns `name`, or `name2`, `name3`, ... if taken; keeps backticks only where needed.
  mutating func claim(_ name: String) -> String {
    let bare = SwiftName.bare(name)
    if used.insert(bare).inserted { return name }
    var n = 2
    while !used.insert("\(bare)\(n)").inserted { n += 1 }
    return "\(bare)\(n)"
  }

  /// Whether `name` is already taken.
  func isTaken(_ name: String) -> Bool { used.contains(SwiftName.bare(name)) }
}
