extension JSON {
  /// A Boolean.
  public init(_ value: Bool) { self = value ? JSON.true : JSON.false }
  /// An integer.
  public init(_ value: Int) { self.init(Int64(value)) }
  /// An integer.
  public init(_ value: Int64) {
    var b = JSONBuilder()
    b.append(value)
    self = b.finish()
  }
  /// An unsigned integer.
  public init(_ value: UInt64) {
    var b = JSONBuilder()
    b.append(value)
    self = b.finish()
  }
  /// A floating-point number. NaN and infinities have no JSON form and are written as
  /// `null` (as JavaScript's `JSON.stringify` does).
  public init(_ value: Double) {
    var b = JSONBuilder()
    b.append(value)
    self = b.finish()
  }
  /// A string.
  public init(_ value: String) {
    var b = JSONBuilder()
    b.append(value)
    self = b.finish()
  }
  /// A number kept exactly as `number` says (an integer beyond 64 bits stays exact).
  public init(_ number: Number) {
    var b = JSONBuilder()
    switch number {
    case .int(let v): b.append(v)
    case .uint(let v): b.append(v)
    case .double(let v): b.append(v)
    case .big(let text): b.appendBigNumber(text)
    }
    self = b.finish()
  }

  /// An array of these elements.
  public init<S: Sequence<JSON>>(array elements: S) {
    var b = JSONBuilder()
    let start = b.begin(object: false)
    var n = 0
    for e in elements {
      b.append(e)
      n += 1
    }
    b.end(start, count: n)
    self = b.finish()
  }

  /// An object with these members, in this order.
  public init<S: Sequence<(String, JSON)>>(object members: S) {
    var b = JSONBuilder()
    let start = b.begin(object: true)
    var n = 0
    for (k, v) in members {
      b.append(k)
      b.append(v)
      n += 1
    }
    b.end(start, count: n)
    self = b.finish()
  }

  /// An object from a dictionary; its keys are sorted so that output is deterministic.
  public init(object dictionary: [String: JSON]) {
    self.init(object: dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
  }

  static let `true` = JSON(document: JSONDocument(tape: [TapeEntry(.true)], bytes: []), index: 0)
  static let `false` = JSON(document: JSONDocument(tape: [TapeEntry(.false)], bytes: []), index: 0)
}

extension JSON: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  /// `null`.
  public init(nilLiteral: ()) { self = .null }
  /// `true` or `false`.
  public init(booleanLiteral value: Bool) { self.init(value) }
  /// An integer literal.
  public init(integerLiteral value: Int64) { self.init(value) }
  /// A floating-point literal.
  public init(floatLiteral value: Double) { self.init(value) }
  /// A string literal.
  public init(stringLiteral value: String) { self.init(value) }
  /// An array literal.
  public init(arrayLiteral elements: JSON...) { self.init(array: elements) }
  /// A dictionary literal; its order is kept.
  public init(dictionaryLiteral elements: (String, JSON)...) { self.init(object: elements) }
}
