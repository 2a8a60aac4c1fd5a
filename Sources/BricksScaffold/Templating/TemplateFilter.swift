/// The filters a template can apply with `{{ value|filter }}`.
///
/// Case filters split their input into words at separators (`_`, `-`, spaces, any other
/// punctuation), at lower-to-upper transitions and at acronym ends (`URLString` → `URL`,
/// `String`).
public enum TemplateFilter: String, CaseIterable, Sendable {
  /// `user_mentions` → `UserMentions`.
  case upperCamel
  /// `user_mentions` → `userMentions`.
  case lowerCamel
  /// `userMentions` → `user_mentions`.
  case snake
  /// `userMentions` → `user-mentions`.
  case kebab
  /// `Tweet` → `TWEET`.
  case upper
  /// `Tweet` → `tweet`.
  case lower
  /// `user_mentions` → `user_mention` (the last word only).
  case singular
  /// `tweet` → `tweets` (the last word only).
  case plural
  /// Any text → a Swift string literal, quotes included, with everything escaped.
  case literal
  /// Any text → a valid Swift identifier (lower camel case, backticked if a keyword).
  case identifier
  /// A list → the number of its elements.
  case count

  func apply(to value: TemplateValue) -> Result<TemplateValue, FilterFailure> {
    if self == .count {
      switch value {
      case .list(let l): return .success(.string(String(l.count)))
      case .dictionary(let d): return .success(.string(String(d.count)))
      case .string(let s): return .success(.string(String(s.count)))
      default: return .failure(FilterFailure(message: "'count' needs a list, found \(value.kindName)"))
      }
    }
    guard case .string(let s) = value else {
      return .failure(FilterFailure(message: "'\(rawValue)' needs a string, found \(value.kindName)"))
    }
    switch self {
    case .upperCamel: return .success(.string(Words.upperCamel(s)))
    case .lowerCamel: return .success(.string(Words.lowerCamel(s)))
    case .snake: return .success(.string(Words.split(s).map { $0.lowercased() }.joined(separator: "_")))
    case .kebab: return .success(.string(Words.split(s).map { $0.lowercased() }.joined(separator: "-")))
    case .upper: return .success(.string(s.uppercased()))
    case .lower: return .success(.string(s.lowercased()))
    case .singular: return .success(.string(Inflector.singularize(s)))
    case .plural: return .success(.string(Inflector.pluralize(s)))
    case .literal: return .success(.string(SwiftLiteral.string(s)))
    case .identifier: return .success(.string(SwiftName.property(fromKey: s)))
    case .count: return .success(value)
    }
  }
}

struct FilterFailure: Error {
  var message: String
}
