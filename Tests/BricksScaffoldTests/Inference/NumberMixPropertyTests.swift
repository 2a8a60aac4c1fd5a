import BricksJSON
import Foundation
import Testing

@testable import BricksScaffold

/// Every kind of JSON number mixed with every other, at every place a number can sit and across
/// samples: the scaffold must succeed and pick the Swift type an independent oracle expects.
@Suite struct NumberMixPropertyTests {
  /// The number kinds the inference tells apart.
  enum Kind: String, CaseIterable {
    case negative, int64, int64BeyondDouble, aboveInt64, fraction, exponent, beyond64Bits
  }

  /// Where the numbers sit.
  enum Layout: String, CaseIterable {
    /// `[n1, n2, …]`, split over one or two samples.
    case topLevelArray
    /// `{"v": n}`, one sample per number.
    case memberAcrossSamples
    /// `{"v": [n1, n2]}`, split over one or two samples.
    case arrayInMember
    /// `[{"v": n1}, {"v": n2}]` in one sample.
    case arrayOfObjects
    /// `{"deep": {"v": n}}`, one sample per number.
    case nestedMember
    /// `{"v": n}` per number and one `{"v": "text"}`: a union's number case.
    case besideAString
  }

  struct Literal {
    var kind: Kind
    var text: String
  }

  /// A deterministic generator (SplitMix64), so that a failure names a reproducible case.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func pick<T>(_ list: [T]) -> T { list[Int(next() % UInt64(list.count))] }

    mutating func literal(_ kind: Kind) -> Literal {
      let text: String
      switch kind {
      case .negative: text = pick(["-1", "-42", "-\(next() % 1_000_000 + 1)", String(Int64.min)])
      case .int64: text = pick(["0", "7", "\(next() % 9_007_199_254_740_992)", "9007199254740992"])
      case .int64BeyondDouble:
        text = pick([String(Int64.max), "9007199254740993", String(Int64(1 << 53) + 1 + Int64(next() % 1000) * 2)])
      case .aboveInt64:
        text = pick(["10000000000000000000", String(UInt64.max), String(UInt64(Int64.max) + 1 + next() % 1000)])
      case .fraction: text = pick(["0.5", "-12.25", "3.14159", "1.0"])
      case .exponent: text = pick(["1e5", "-2.5E-3", "6.02e23", "1E+2"])
      case .beyond64Bits:
        text = pick(["18446744073709551616", "-9223372036854775809", "123456789012345678901234567890"])
      }
      return Literal(kind: kind, text: text)
    }
  }

  /// The oracle: the Swift type that holds every literal exactly, decided from the literals'
  /// text and magnitudes (not from the inference's shapes).
  static func expectedType(_ literals: [Literal]) -> String {
    var hasFraction = false, hasNegative = false, hasAboveInt64 = false, hasInexactInteger = false
    for literal in literals {
      let text = literal.text
      if text.contains(where: { ".eE".contains($0) }) {
        hasFraction = true
        continue
      }
      let negative = text.hasPrefix("-")
      let digits = negative ? String(text.dropFirst()) : text
      guard let magnitude = UInt64(digits), !negative || magnitude <= UInt64(Int64.max) + 1 else {
        return "JSON"  // beyond 64 bits
      }
      if negative { hasNegative = true }
      if !negative && magnitude > UInt64(Int64.max) { hasAboveInt64 = true }
      // A Double holds an integer exactly when its significant bits fit 53 bits.
      if magnitude != 0, magnitude >> UInt64(magnitude.trailingZeroBitCount) >= 1 << 53 { hasInexactInteger = true }
    }
    if hasAboveInt64 { return hasFraction || hasNegative ? "JSON" : "UInt64" }
    if hasFraction { return hasInexactInteger ? "JSON" : "Double" }
    return "Int"
  }

  /// The sample files for `literals` laid out as `layout`.
  static func samples(_ literals: [Literal], _ layout: Layout, split: Bool) -> [String] {
    let texts = literals.map(\.text)
    let halves =
      split && texts.count > 1 ? [Array(texts[..<(texts.count / 2)]), Array(texts[(texts.count / 2)...])] : [texts]
    switch layout {
    case .topLevelArray: return halves.map { "[" + $0.joined(separator: ", ") + "]" }
    case .memberAcrossSamples: return texts.map { #"{"v": \#($0)}"# }
    case .arrayInMember: return halves.map { #"{"v": [\#($0.joined(separator: ", "))]}"# }
    case .arrayOfObjects: return ["[" + texts.map { #"{"v": \#($0)}"# }.joined(separator: ", ") + "]"]
    case .nestedMember: return texts.map { #"{"deep": {"v": \#($0)}}"# }
    case .besideAString: return texts.map { #"{"v": \#($0)}"# } + [#"{"v": "text"}"#]
    }
  }

  /// The line of the generated model that shows the numbers' type.
  static func expectedLine(_ type: String, _ layout: Layout) -> String {
    switch layout {
    case .topLevelArray: return "let values: [\(type)]"
    case .memberAcrossSamples, .arrayOfObjects, .nestedMember: return "let v: \(type)"
    case .arrayInMember: return "let v: [\(type)]"
    case .besideAString: return "(\(type))"  // `case int(Int)`, `case number(JSON)`
    }
  }

  /// The generated model for `samples`; throws what the scaffold throws.
  static func model(_ samples: [String], in dir: String) throws -> String {
    var paths: [String] = []
    for (i, text) in samples.enumerated() {
      let path = dir + "/sample-\(i + 1).json"
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      paths.append(path)
    }
    var options = ScaffoldOptions(name: "Reading", samples: paths)
    options.cell = .none
    options.generateTests = false
    let plan = try Scaffolder(
      options: options, templates: TemplateSet(templatesDirectory: nil, projectDirectory: "/nonexistent")
    ).plan()
    for path in paths { try FileManager.default.removeItem(atPath: path) }
    return String(decoding: plan.files[0].contents, as: UTF8.self)
  }

  @Test func everyMixOfNumberKindsScaffoldsToATypeThatHoldsEveryValue() throws {
    var generator = Generator(state: 0x5EED_0028)
    let dir = NSTemporaryDirectory() + "bricks-numbers-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var kinds: [String: Int] = [:]
    var failures: [String] = []
    // Every pair of kinds in both orders, at every layout, then random mixes of up to five.
    var cases: [([Kind], Layout)] = []
    for a in Kind.allCases {
      for b in Kind.allCases {
        for layout in Layout.allCases { cases.append(([a, b], layout)) }
      }
    }
    for _ in 0..<150 {
      let n = 1 + Int(generator.next() % 5)
      cases.append(((0..<n).map { _ in generator.pick(Kind.allCases) }, generator.pick(Layout.allCases)))
    }
    for (index, (mix, layout)) in cases.enumerated() {
      let literals = mix.map { generator.literal($0) }
      let split = generator.next() % 2 == 0
      let samples = Self.samples(literals, layout, split: split)
      for literal in literals { kinds["kind \(literal.kind)", default: 0] += 1 }
      kinds["layout \(layout)", default: 0] += 1
      if samples.count > 1 { kinds["across samples", default: 0] += 1 }
      if Set(mix).count > 1 { kinds["mixed kinds", default: 0] += 1 }
      let expected = Self.expectedType(literals)
      kinds["expected \(expected)", default: 0] += 1
      let line = Self.expectedLine(expected, layout)
      do {
        let model = try Self.model(samples, in: dir)
        if !model.contains(line) {
          failures.append("case \(index) \(layout) \(samples): expected `\(line)` in the model")
        }
      } catch {
        failures.append("case \(index) \(layout) \(samples): the scaffold failed: \(error)")
      }
    }
    #expect(
      failures.isEmpty, "\(failures.count) of \(cases.count) cases:\n\(failures.prefix(10).joined(separator: "\n"))")
    let required =
      Kind.allCases.map { "kind \($0)" } + Layout.allCases.map { "layout \($0)" }
      + ["across samples", "mixed kinds", "expected Int", "expected UInt64", "expected Double", "expected JSON"]
    for name in required {
      #expect(kinds[name, default: 0] > 0, "the generator made no '\(name)'; widen it")
    }
  }
}
