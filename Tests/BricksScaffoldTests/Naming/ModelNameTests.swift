import Foundation
import TestSupport
import Testing

@testable import BricksScaffold

/// Refused model names come with a suggestion only when the suggestion itself is accepted.
@Suite struct ModelNameTests {
  enum Kind: String, CaseIterable {
    case keyword, reserved, lowercasedReserved, leadingDigit, punctuation, ordinary, lowercase, stubType, stubCell,
      caseless, plural, empty
  }

  static func name(of kind: Kind, _ rng: inout SeededGenerator) -> String {
    let words = [
      "tweet", "user", "status", "place", "event", "item", "box", "lives", "data", "date", "url", "type", "string",
      "json",
    ]
    let word = words.randomElement(using: &rng)!
    let cap = word.prefix(1).uppercased() + word.dropFirst()
    switch kind {
    case .keyword:
      return ["class", "struct", "self", "Self", "init", "protocol", "Type", "Any", "some"].randomElement(using: &rng)!
    case .reserved: return SwiftName.reservedTypeNames.sorted().randomElement(using: &rng)!
    case .lowercasedReserved: return SwiftName.reservedTypeNames.sorted().randomElement(using: &rng)!.lowercased()
    case .leadingDigit: return "\(Int.random(in: 0...99, using: &rng))\(Bool.random(using: &rng) ? cap : word)"
    case .punctuation: return word + ["-", " ", ".", "!", "$"].randomElement(using: &rng)! + word
    case .ordinary: return cap + ["", "Item", "2", "View"].randomElement(using: &rng)!
    case .lowercase: return word
    case .stubType: return ModelName.stubTypeNames.sorted().randomElement(using: &rng)!
    case .stubCell: return ["UITableView", "UICollectionViewList", "Configurable"].randomElement(using: &rng)!
    case .caseless: return ["名前", "_tweet", "é", "ü" + cap].randomElement(using: &rng)!
    case .plural: return Inflector.pluralize(cap)
    case .empty: return ""
    }
  }

  @Test func everySuggestionIsAnAcceptedName() throws {
    var rng = SeededGenerator(seed: 12)
    var kinds: [Kind: Int] = [:]
    var suggested = 0
    var refusedWithoutSuggestion = 0
    let quoted = try Regex("(?:such as|did you mean) '([^']*)'")
    for _ in 0..<2_000 {
      let kind = Kind.allCases.randomElement(using: &rng)!
      kinds[kind, default: 0] += 1
      let name = Self.name(of: kind, &rng)
      var warnings: [String] = []
      do {
        _ = try Scaffolder.checkedName(name, forcePlural: false, warnings: &warnings)
      } catch {
        guard case .invalidModelName(_, let reason) = error else { throw error }
        guard let match = reason.firstMatch(of: quoted), let suggestion = match.output[1].substring.map(String.init)
        else {
          refusedWithoutSuggestion += 1
          continue
        }
        suggested += 1
        // The independent check: an ASCII-or-letter UpperCamelCase identifier ...
        #expect(
          suggestion.first?.isUppercase == true && suggestion.allSatisfy { $0.isLetter || $0.isNumber },
          "\(name) → \(suggestion)")
        // ... that the scaffold then accepts.
        var again: [String] = []
        #expect(throws: Never.self, "\(name) → \(suggestion): \(reason)") {
          _ = try Scaffolder.checkedName(suggestion, forcePlural: true, warnings: &again)
        }
      }
    }
    for kind in Kind.allCases { #expect(kinds[kind, default: 0] > 0, "\(kind) never generated") }
    #expect(suggested > 0 && refusedWithoutSuggestion > 0)
  }

  @Test(arguments: [
    ("date", "type names start with an upper-case letter; did you mean 'DateObject'?"),
    (
      "9Lives",
      "not a Swift type name; use UpperCamelCase letters and digits and cannot start with a digit, such as 'T9Lives'"
    ),
    (
      "UITableViewCell",
      "it would shadow a type the generated code uses; pick another name, such as 'UITableViewCellModel'"
    ),
    (
      "ConfigurableCell",
      "it would shadow a type the generated code uses; pick another name, such as 'ConfigurableCellModel'"
    ),
    (
      "UICollectionViewListCell",
      "it would shadow a type the generated code uses; pick another name, such as 'UICollectionViewListCellModel'"
    ),
    (
      "UITableView",
      "its cell stub would be 'UITableViewCell', a type the generated code uses; pick another name, such as 'UITableViewModel'"
    ),
    (
      "Configurable",
      "its cell stub would be 'ConfigurableCell', a type the generated code uses; pick another name, such as 'ConfigurableModel'"
    ),
  ])
  func refusedNamesSayWhyAndSuggestOnlyValidNames(name: String, reason: String) {
    var warnings: [String] = []
    #expect(throws: ScaffoldError.invalidModelName(name, reason: reason)) {
      _ = try Scaffolder.checkedName(name, forcePlural: false, warnings: &warnings)
    }
  }

  @Test func aPluralWhoseSingularIsRefusedIsKept() throws {
    var warnings: [String] = []
    #expect(
      try Scaffolder.checkedName("ConfigurableCells", forcePlural: false, warnings: &warnings) == "ConfigurableCells")
    #expect(warnings.isEmpty)
  }
}
