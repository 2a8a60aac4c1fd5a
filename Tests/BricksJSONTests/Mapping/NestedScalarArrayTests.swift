import BricksJSON
import Foundation
import TestSupport
import Testing

/// `[[Double]]` (coordinate rings, matrices), `[Int]` and `[Int64]` are read in one loop over the tape. Judged against
/// `Double(String)` on the generated literals, and, where an element does not fit, against the
/// error the element-by-element path reports (its path names the outer and inner index).
@Suite struct NestedScalarArrayTests {
  enum Kind: String, CaseIterable {
    case doubles, integers, hugeIntegers, emptyInner, emptyOuter
    case notAnArray, notANumber, beyondDoubleRange, nullElement
    /// Inner arrays of two, which take a path of their own (a coordinate pair): two doubles
    /// (read without optionals), or another mix of numbers.
    case pairOfDoubles, mixedPair, pairWithBadElement
  }

  @Test func mapsArraysOfNumberArraysExactlyAndReportsTheElementThatDoesNotFit() throws {
    var rng = SeededGenerator(seed: 0xCA_4ADA)
    var kinds: [Kind: Int] = [:]
    for _ in 0..<2_000 {
      let outer = Int.random(in: 0..<8, using: &rng)
      if outer == 0 { kinds[.emptyOuter, default: 0] += 1 }
      var literals: [[String]] = []
      for _ in 0..<outer {
        let inner = Int.random(in: 0..<5, using: &rng)
        if inner == 0 { kinds[.emptyInner, default: 0] += 1 }
        let elements: [String] = (0..<inner).map { _ in
          switch Int.random(in: 0..<4, using: &rng) {
          case 0:
            kinds[.integers, default: 0] += 1
            return String(Int64.random(in: -1_000_000...1_000_000, using: &rng))
          case 1:
            kinds[.hugeIntegers, default: 0] += 1
            return String(UInt64.random(in: UInt64(Int64.max) + 1...UInt64.max, using: &rng))
          default:
            kinds[.doubles, default: 0] += 1
            return "\(Double.random(in: -180...180, using: &rng))e\(Int.random(in: -5...5, using: &rng))"
          }
        }
        if inner == 2 { kinds[elements.allSatisfy { $0.contains("e") } ? .pairOfDoubles : .mixedPair, default: 0] += 1 }
        literals.append(elements)
      }
      // Now and then, one element that does not fit, at a known place.
      var bad: (outer: Int, inner: Int?, kind: Kind)?
      var texts = literals.map { "[" + $0.joined(separator: ",") + "]" }
      if !literals.isEmpty && Int.random(in: 0..<3, using: &rng) == 0 {
        let o = Int.random(in: 0..<literals.count, using: &rng)
        let kind = [Kind.notAnArray, .notANumber, .beyondDoubleRange, .nullElement].randomElement(using: &rng)!
        switch kind {
        case .notAnArray:
          texts[o] = #"{"x": 1}"#
          bad = (o, nil, kind)
        case .nullElement:
          texts[o] = "null"
          bad = (o, nil, kind)
        default:
          var inner = literals[o]
          let i = Int.random(in: 0...inner.count, using: &rng)
          inner.insert(kind == .notANumber ? #""1.5""# : "1e400", at: i)
          if inner.count == 2 { kinds[.pairWithBadElement, default: 0] += 1 }
          texts[o] = "[" + inner.joined(separator: ",") + "]"
          bad = (o, i, kind)
        }
        kinds[kind, default: 0] += 1
      }
      let json = try JSON(parsing: "[" + texts.joined(separator: ",") + "]")
      if let bad {
        do {
          _ = try [[Double]](json: json)
          Issue.record("expected an error at \(bad) in \(texts)")
        } catch let error as JSONMappingError {
          let expected: [JSONMappingError.PathComponent] = [.index(bad.outer)] + (bad.inner.map { [.index($0)] } ?? [])
          #expect(error.path == expected, "\(error) in \(texts)")
        }
      } else {
        let mapped = try [[Double]](json: json)
        let oracle = literals.map { $0.map { Double($0)! } }
        #expect(mapped.map { $0.map(\.bitPattern) } == oracle.map { $0.map(\.bitPattern) }, "\(texts)")
      }
    }
    for kind in Kind.allCases { #expect(kinds[kind, default: 0] > 0, "no \(kind) case") }
  }

  enum IntegerKind: String, CaseIterable {
    case integer, exactDouble, empty, fraction, beyondInt64, string
  }

  /// `[Int]` and `[Int64]` read off the tape: every element an integer (or a double that is
  /// exactly one) in range, judged by `Int64(String)`; else the error names the element.
  @Test func mapsIntegerArraysExactlyAndReportsTheElementThatDoesNotFit() throws {
    var rng = SeededGenerator(seed: 0x1_4A_77)
    var kinds: [IntegerKind: Int] = [:]
    for _ in 0..<2_000 {
      let n = Int.random(in: 0..<6, using: &rng)
      if n == 0 { kinds[.empty, default: 0] += 1 }
      var texts: [String] = []
      var values: [Int64] = []
      for _ in 0..<n {
        let v = Int64.random(in: Int64.min...Int64.max, using: &rng) >> Int64.random(in: 0...63, using: &rng)
        if Bool.random(using: &rng) || v.magnitude > 1 << 52 {
          texts.append(String(v))
          kinds[.integer, default: 0] += 1
        } else {
          texts.append("\(v).0")
          kinds[.exactDouble, default: 0] += 1
        }
        values.append(v)
      }
      var badIndex: Int?
      if Int.random(in: 0..<3, using: &rng) == 0 {
        let kind = [IntegerKind.fraction, .beyondInt64, .string].randomElement(using: &rng)!
        let i = Int.random(in: 0...texts.count, using: &rng)
        texts.insert(kind == .fraction ? "1.5" : kind == .beyondInt64 ? "9223372036854775808" : #""7""#, at: i)
        badIndex = i
        kinds[kind, default: 0] += 1
      }
      let json = try JSON(parsing: "[" + texts.joined(separator: ",") + "]")
      if let badIndex {
        for decode in [{ _ = try [Int](json: json) }, { _ = try [Int64](json: json) }] {
          do {
            try decode()
            Issue.record("expected an error at [\(badIndex)] in \(texts)")
          } catch let error as JSONMappingError {
            #expect(error.path == [.index(badIndex)], "\(error) in \(texts)")
          }
        }
      } else {
        #expect(try [Int64](json: json) == values, "\(texts)")
        #expect(try [Int](json: json) == values.map { Int($0) }, "\(texts)")
      }
    }
    for kind in IntegerKind.allCases { #expect(kinds[kind, default: 0] > 0, "no \(kind) case") }
  }
}
