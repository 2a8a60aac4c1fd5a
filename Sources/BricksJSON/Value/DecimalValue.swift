/// The exact value of a decimal number in one canonical form, so that two spellings of one
/// number compare and hash alike: `1e400`, `1E400`, `1.0e400`, `10e399` and `0.1E+401` all
/// become the digits `1` and the exponent `401` (value `0.1 × 10^401`).
///
/// ``JSON`` keeps numbers beyond 64-bit integers and `Double`'s range as their text; this is
/// how it compares them by value (``JSON/==(_:_:)``), and how `Decimal` mapping checks that no
/// digit was lost. The exponent is kept as decimal digits too, so an exponent of any length
/// (JSON allows `1e99999999999999999999999`) is exact.
///
/// - Complexity: O(n) in the length of the text.
struct DecimalValue: Hashable, Sendable {
  /// Whether the value is below zero (never set for zero).
  var negative = false
  /// The significant digits (0...9), the first and last not zero; empty for zero.
  var digits: [UInt8] = []
  /// Whether the exponent is below zero. The value is `0.digits × 10^exponent`.
  var exponentNegative = false
  /// The exponent's decimal digits, most significant first, no leading zero (empty for 0, and
  /// for the number zero).
  var exponentDigits: [UInt8] = []

  /// The value of a JSON number literal (`-`, digits, an optional fraction and exponent); nil
  /// for text that is not one.
  init?(literal text: some Collection<UInt8>) {
    var bytes = Array(text)[...]
    if bytes.first == UInt8(ascii: "-") {
      negative = true
      bytes.removeFirst()
    }
    var integerPart: [UInt8] = []
    var fractionPart: [UInt8] = []
    while let b = bytes.first, b &- 0x30 <= 9 {
      integerPart.append(b &- 0x30)
      bytes.removeFirst()
    }
    guard !integerPart.isEmpty else { return nil }
    if bytes.first == UInt8(ascii: ".") {
      bytes.removeFirst()
      while let b = bytes.first, b &- 0x30 <= 9 {
        fractionPart.append(b &- 0x30)
        bytes.removeFirst()
      }
      guard !fractionPart.isEmpty else { return nil }
    }
    var exponent: (negative: Bool, digits: [UInt8]) = (false, [])
    if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      bytes.removeFirst()
      if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        exponent.negative = sign == UInt8(ascii: "-")
        bytes.removeFirst()
      }
      while let b = bytes.first, b &- 0x30 <= 9 {
        exponent.digits.append(b &- 0x30)
        bytes.removeFirst()
      }
      guard !exponent.digits.isEmpty else { return nil }
    }
    guard bytes.isEmpty else { return nil }
    // value = 0.(integerPart fractionPart) × 10^(exponent + integerPart.count); the first
    // significant digit moves the point left by one per leading zero.
    let all = integerPart + fractionPart
    guard let first = all.firstIndex(where: { $0 != 0 }) else {
      negative = false
      return
    }
    let last = all.lastIndex(where: { $0 != 0 })!
    digits = Array(all[first...last])
    let shift = integerPart.count - first
    (exponentNegative, exponentDigits) = DecimalValue.add(exponent, shift)
  }

  /// The exact value of a finite double (zero for infinity and NaN, which have none).
  init(_ d: Double) {
    guard d != 0, d.isFinite else { return }
    // |d| = significand × 2^e with an integer significand; as a decimal that is
    // significand × 5^-e × 10^e for e < 0, or significand × 2^e for e >= 0.
    let e = d.isNormal ? Int(d.exponent) - Double.significandBitCount : -1074
    let significand = d.isNormal ? d.significandBitPattern | 1 << 52 : d.significandBitPattern
    var value = Array(String(significand).utf8).map { $0 - 0x30 }  // most significant first
    for _ in 0..<e.magnitude { value = DecimalValue.multiply(value, by: e < 0 ? 5 : 2) }
    let text = (d < 0 ? [UInt8(ascii: "-")] : []) + value.map { $0 + 0x30 } + (e < 0 ? Array("e-\(-e)".utf8) : [])
    self = DecimalValue(literal: text)!
  }

  /// `digits × factor` (factor < 10), most significant digit first.
  private static func multiply(_ digits: [UInt8], by factor: UInt8) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: digits.count + 1)
    var carry: UInt8 = 0
    for i in stride(from: digits.count - 1, through: 0, by: -1) {
      let p = digits[i] * factor + carry
      out[i + 1] = p % 10
      carry = p / 10
    }
    out[0] = carry
    return carry == 0 ? Array(out.dropFirst()) : out
  }

  /// `exponent + shift` (|shift| below a JSON number's length), as a sign and digits without
  /// leading zeros.
  private static func add(_ exponent: (negative: Bool, digits: [UInt8]), _ shift: Int) -> (Bool, [UInt8]) {
    let a = Array(exponent.digits.drop { $0 == 0 })
    let b = Array(String(shift.magnitude).utf8).map { $0 - 0x30 }
    let bNegative = shift < 0
    if a.isEmpty { return shift == 0 ? (false, []) : (bNegative, b) }
    if exponent.negative == bNegative { return (bNegative, sum(a, b)) }
    // Opposite signs: the larger magnitude minus the smaller, with the larger's sign.
    switch compare(a, b) {
    case 0: return (false, [])
    case 1: return (exponent.negative, difference(a, b))
    default: return (bNegative, difference(b, a))
    }
  }

  private static func compare(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.count != b.count { return a.count < b.count ? -1 : 1 }
    for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
    return 0
  }

  private static func sum(_ a: [UInt8], _ b: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var carry: UInt8 = 0
    var i = a.count - 1
    var j = b.count - 1
    while i >= 0 || j >= 0 || carry > 0 {
      let s = (i >= 0 ? a[i] : 0) + (j >= 0 ? b[j] : 0) + carry
      out.append(s % 10)
      carry = s / 10
      i -= 1
      j -= 1
    }
    return Array(out.reversed().drop { $0 == 0 })
  }

  /// `a - b` for `a > b`.
  private static func difference(_ a: [UInt8], _ b: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var borrow: Int = 0
    var j = b.count - 1
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      var d = Int(a[i]) - borrow - (j >= 0 ? Int(b[j]) : 0)
      borrow = d < 0 ? 1 : 0
      if d < 0 { d += 10 }
      out.append(UInt8(d))
      j -= 1
    }
    return Array(out.reversed().drop { $0 == 0 })
  }
}
