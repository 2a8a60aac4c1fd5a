/// English singular and plural forms, enough for JSON keys (`statuses`, `user_mentions`,
/// `categories`, `people`).
///
/// Only the last word changes and its separator and case are kept: `user_mentions` →
/// `user_mention`, `UserMentions` → `UserMention`.
enum Inflector {
  private static let irregular: [(singular: String, plural: String)] = [
    ("person", "people"), ("child", "children"), ("man", "men"), ("woman", "women"),
    ("mouse", "mice"), ("goose", "geese"), ("foot", "feet"), ("tooth", "teeth"),
    ("index", "indices"), ("status", "statuses"), ("alias", "aliases"), ("bus", "buses"),
    ("campus", "campuses"), ("virus", "viruses"), ("movie", "movies"), ("cookie", "cookies"),
    ("leaf", "leaves"), ("life", "lives"), ("wife", "wives"), ("knife", "knives"),
    ("half", "halves"), ("shelf", "shelves"), ("analysis", "analyses"), ("axis", "axes"),
    ("crisis", "crises"), ("quiz", "quizzes"), ("vertex", "vertices"), ("matrix", "matrices"),
  ]
  private static let uncountable: Set<String> = [
    "media", "data", "metadata", "news", "series", "species", "info", "information", "equipment",
    "feedback", "sheep", "fish", "deer", "money", "rice", "software", "hardware", "settings",
    "analytics", "physics",
  ]

  /// `statuses` → `status`, `user_mentions` → `user_mention`, `categories` → `category`;
  /// singular words and uncountable ones (`media`, `data`, `news`) come back unchanged.
  static func singularize(_ text: String) -> String {
    transformLastWord(text) { word in
      let lower = word.lowercased()
      if uncountable.contains(lower) { return nil }
      if let hit = irregular.first(where: { $0.plural == lower }) { return hit.singular }
      if irregular.contains(where: { $0.singular == lower }) { return nil }
      for suffix in ["sses", "shes", "ches", "xes", "zzes"] where lower.hasSuffix(suffix) {
        return String(lower.dropLast(2))
      }
      if lower.hasSuffix("ies"), lower.count > 4 { return String(lower.dropLast(3)) + "y" }
      if lower.hasSuffix("ss") || lower.hasSuffix("us") || lower.hasSuffix("is") || lower.count < 3 { return nil }
      if lower.hasSuffix("s") { return String(lower.dropLast()) }
      return nil
    }
  }

  /// `tweet` → `tweets`, `category` → `categories`, `status` → `statuses`, `person` → `people`.
  static func pluralize(_ text: String) -> String {
    transformLastWord(text) { word in
      let lower = word.lowercased()
      if uncountable.contains(lower) { return nil }
      if let hit = irregular.first(where: { $0.singular == lower }) { return hit.plural }
      if irregular.contains(where: { $0.plural == lower }) { return nil }
      for suffix in ["s", "sh", "ch", "x", "z"] where lower.hasSuffix(suffix) { return lower + "es" }
      if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
        return String(lower.dropLast()) + "ies"
      }
      return lower + "s"
    }
  }

  /// Applies `change` (which sees and returns lower case, or nil for "no change") to the last
  /// word of `text`, keeping that word's original capitalisation pattern.
  private static func transformLastWord(_ text: String, _ change: (String) -> String?) -> String {
    let chars = Array(text)
    var end = chars.count
    while end > 0, !Words.isWordCharacter(chars[end - 1]) { end -= 1 }
    var start = end
    while start > 0, Words.isWordCharacter(chars[start - 1]) {
      // Stop at a lower-to-upper boundary: the last camel-case word.
      if chars[start - 1].isUppercase, start < end, chars[start].isLowercase {
        start -= 1
        break
      }
      if chars[start - 1].isLowercase, start < end, chars[start].isUppercase { break }
      start -= 1
    }
    guard start < end else { return text }
    let word = String(chars[start..<end])
    guard let changed = change(word) else { return text }
    let cased: String
    if word.allSatisfy({ !$0.isLetter || $0.isUppercase }), word.count > 1 {
      cased = changed.uppercased()
    } else if word.first?.isUppercase == true {
      cased = changed.prefix(1).uppercased() + changed.dropFirst()
    } else {
      cased = changed
    }
    return String(chars[..<start]) + cased + String(chars[end...])
  }
}
