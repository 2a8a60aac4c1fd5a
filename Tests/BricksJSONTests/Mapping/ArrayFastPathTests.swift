import BricksJSON
import Foundation
import TestSupport
import Testing

/// Arrays of `Int`, `Int64`, `Double`, `String`, `Bool` and `[Double]` are read straight off the
/// tape, and an empty array of any element type is decided before the element type is looked
/// at. Each must give exactly what the element-by-element path gives — the same values, or the
/// same error (message and path) — on every kind of input. The oracle is that path itself:
/// `[Plain<T>]`, whose elements map one by one through `T(json:)`.
@Suite struct ArrayFastPathTests {
  /// Maps through `T(json:)` without being a type any fast path knows.
  struct Plain<T: JSONDecodable>: JSONDecodable {
    var value: T
    init(json: borrowing JSON) throws { value = try T(json: json) }
  }

  /// A model type (no fast path): `[]` is decided early for it too.
  struct Point: JSONDecodable, Equatable {
    var x: Int
    init(json: borrowing JSON) throws { x = try json.decode("x") }
  }

  enum Kind: String, CaseIterable {
    case empty, ints, doubles, mixedIntAndDouble, hugeInteger, bigNumber, strings, escapedString
    case bools, nulls, nestedArrays, emptyNested, objects, pair, notAnArray, emptyObject
  }

  @Test func everyFastPathGivesWhatTheElementByElementPathGives() throws {
    var rng = SeededGenerator(seed: 0xFA57_A77A)
    var kinds: [Kind: Int] = [:]
    var compared = 0
    for _ in 0..<3_000 {
      let (text, used) = Self.randomArray(&rng)
      for kind in used { kinds[kind, default: 0] += 1 }
      let json = try JSON(parsing: text)
      compared += 1
      try Self.agree(json, Int.self, text)
      try Self.agree(json, Int64.self, text)
      try Self.agree(json, Double.self, text)
      try Self.agree(json, String.self, text)
      try Self.agree(json, Bool.self, text)
      try Self.agree(json, [Double].self, text)
      // The early `[]` for a type with no fast path, against its own path.
      let points = Self.outcome { try [Point](json: json) }
      let plainPoints = Self.outcome { try [Plain<Point>](json: json).map(\.value) }
      #expect(points == plainPoints.replacingOccurrences(of: "Plain<Point>", with: "Point"), "\(text)")
    }
    for kind in Kind.allCases { #expect(kinds[kind, default: 0] > 0, "no \(kind) input") }
    #expect(compared == 3_000)
  }

  @Test func anEmptyArrayIsEmptyForEveryElementTypeAndAnythingElseIsNot() throws {
    let empty = try JSON(parsing: "[]")
    #expect(try [Int](json: empty) == [])
    #expect(try [[[Double]]](json: empty) == [])
    #expect(try [Point](json: empty) == [])
    #expect(try [String: [Int]](json: JSON(parsing: #"{"a": [], "b": [1]}"#)) == ["a": [], "b": [1]])
    for text in ["{}", "null", "0", #""""#, "[null]", "[[]]"] {
      let json = try JSON(parsing: text)
      let e = Self.outcome { try [Int](json: json) }
      #expect(e.hasPrefix("error"), "\(text): \(e)")
      #expect(
        e
          == Self.outcome { try [Plain<Int>](json: json).map(\.value) }.replacingOccurrences(
            of: "Plain<Int>", with: "Int"))
    }
  }

  /// The fast path and the element-by-element path agree on `json` as `[T]`.
  static func agree<T: JSONDecodable & Equatable>(_ json: JSON, _ type: T.Type, _ text: String) throws {
    let fast = outcome { try [T](json: json) }
    let plain = outcome { try [Plain<T>](json: json).map(\.value) }
    #expect(fast == plain.replacingOccurrences(of: "Plain<\(T.self)>", with: "\(T.self)"), "[\(T.self)] of \(text)")
  }

  /// The value, or the error's message and path, as text (bit patterns for doubles, so that
  /// -0.0 and 0.0 differ).
  static func outcome<T>(_ read: () throws -> T) -> String {
    do {
      let value = try read()
      if let doubles = value as? [Double] { return "value \(doubles.map(\.bitPattern))" }
      if let rings = value as? [[Double]] { return "value \(rings.map { $0.map(\.bitPattern) })" }
      return "value \(value)"
    } catch let error as JSONMappingError {
      return "error \(error) at \(error.pathString)"
    } catch {
      return "other error \(error)"
    }
  }

  static func randomArray(_ rng: inout SeededGenerator) -> (String, [Kind]) {
    var used: [Kind] = []
    switch Int.random(in: 0..<12, using: &rng) {
    case 0:
      used.append(.notAnArray)
      return ([#"{"x": 1}"#, "null", "3", #""[1]""#, "true"].randomElement(using: &rng)!, used)
    case 1:
      used.append(.empty)
      return ("[]", used)
    default: break
    }
    // Mostly one kind of element per array (the fast paths' case), now and then a stray one.
    let main = Int.random(in: 0..<7, using: &rng)
    let count = Int.random(in: 1..<9, using: &rng)
    if count == 2 { used.append(.pair) }
    var elements: [String] = []
    for _ in 0..<count {
      let k = Int.random(in: 0..<8, using: &rng) == 0 ? Int.random(in: 0..<10, using: &rng) : main
      switch k {
      case 0:
        used.append(.ints)
        elements.append(String(Int64.random(in: -1_000...1_000, using: &rng)))
      case 1:
        used.append(.doubles)
        elements.append(["0.5", "-0.0", "1e3", "2.0", "-1.25e-3", "3.5"].randomElement(using: &rng)!)
      case 2:
        used.append(.strings)
        if Bool.random(using: &rng) {
          used.append(.escapedString)
          elements.append(#""a\"é\n\u00e9""#)
        } else {
          elements.append("\"s\(Int.random(in: 0..<100, using: &rng))\"")
        }
      case 3:
        used.append(.bools)
        elements.append(Bool.random(using: &rng) ? "true" : "false")
      case 4:
        used.append(.nestedArrays)
        let inner = Int.random(in: 0..<4, using: &rng)
        if inner == 0 { used.append(.emptyNested) }
        elements.append(
          "[" + (0..<inner).map { _ in ["1", "2.5", "-3", "1e-2"].randomElement(using: &rng)! }.joined(separator: ",")
            + "]")
      case 5:
        used.append(.mixedIntAndDouble)
        elements.append(Bool.random(using: &rng) ? "7" : "7.25")
      case 6:
        used.append(.objects)
        if Bool.random(using: &rng) {
          used.append(.emptyObject)
          elements.append("{}")
        } else {
          elements.append(#"{"x": \#(Int.random(in: 0..<9, using: &rng))}"#)
        }
      case 7:
        used.append(.nulls)
        elements.append("null")
      case 8:
        used.append(.hugeInteger)
        elements.append(
          ["9223372036854775808", "18446744073709551615", "9007199254740993"].randomElement(using: &rng)!)
      default:
        used.append(.bigNumber)
        elements.append(["1e400", "123456789012345678901234567890"].randomElement(using: &rng)!)
      }
    }
    return ("[" + elements.joined(separator: ", ") + "]", used)
  }
}
