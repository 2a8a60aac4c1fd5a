/// What the integer literals at one place need from a Swift type beyond `Int`: a negative one
/// cannot join `UInt64`, and one `Double` cannot hold exactly (beyond ±2^53, most of them)
/// cannot join fractions without losing digits.
struct IntegerRange: Equatable {
  /// Some integer was below zero.
  var hasNegative = false
  /// Some integer has no exact `Double` (reading it as one would change its digits).
  var beyondDouble = false

  /// Nothing seen that narrows the choice (the range of a JSON Schema `integer`).
  init() {}

  /// The range of one literal.
  init(_ value: Int64) {
    hasNegative = value < 0
    beyondDouble = Double(exactly: value) == nil
  }

  /// What both places have seen.
  func merged(with other: IntegerRange) -> IntegerRange {
    var r = self
    r.hasNegative = hasNegative || other.hasNegative
    r.beyondDouble = beyondDouble || other.beyondDouble
    return r
  }
}
