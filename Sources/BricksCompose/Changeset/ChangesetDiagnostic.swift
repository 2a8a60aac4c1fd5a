/// Something about the input of a changeset that a caller should know about.
///
/// Diagnostics never make a changeset invalid: duplicated identifiers are matched in order of
/// appearance (the first old "a" with the first new "a", and so on), which still yields a batch
/// update UIKit accepts. Containers use them to decide to reload instead of animating.
///
/// An unchanged list (same sections, identifiers and contents, in the same order) is recognised
/// in one pass without hashing and gives the empty changeset with no diagnostics, duplicated
/// identifiers or not.
public struct ChangesetDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What was noticed.
  public enum Kind: Hashable, Sendable {
    /// Some element identifiers occur more than once in the old or new list.
    case duplicateElementIdentifiers
    /// Some section identifiers occur more than once in the old or new list.
    case duplicateSectionIdentifiers
  }

  /// What was noticed.
  public var kind: Kind
  /// How many extra occurrences there were in the old list (0 if none).
  public var duplicatesInOld: Int
  /// How many extra occurrences there were in the new list (0 if none).
  public var duplicatesInNew: Int
  /// Up to three of the duplicated identifiers, as `String(describing:)` prints them.
  public var examples: [String]

  /// Creates a diagnostic.
  public init(kind: Kind, duplicatesInOld: Int, duplicatesInNew: Int, examples: [String]) {
    self.kind = kind
    self.duplicatesInOld = duplicatesInOld
    self.duplicatesInNew = duplicatesInNew
    self.examples = examples
  }

  /// A sentence that says what happened, where, and what to do.
  public var description: String {
    let what = kind == .duplicateElementIdentifiers ? "element" : "section"
    var whereText: [String] = []
    if duplicatesInOld > 0 { whereText.append("\(duplicatesInOld) in the old list") }
    if duplicatesInNew > 0 { whereText.append("\(duplicatesInNew) in the new list") }
    let sample = examples.map { "\"\($0)\"" }.joined(separator: ", ")
    return "duplicated \(what) identifiers (\(whereText.joined(separator: ", ")); e.g. \(sample)); "
      + "duplicates are matched in order of appearance; give every \(what) a unique identifier"
  }
}
