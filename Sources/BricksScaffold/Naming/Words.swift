/// Splits names into words and joins them back in the case conventions Swift and JSON use.
enum Words {
  /// The words of `text`: runs of letters and digits, split at every other character, at
  /// lower-to-upper transitions (`screenName`) and at the end of an acronym (`URLString`),
  /// which keeps a plural `s` (`URLs`, `imageIDs`).
  ///
  /// - Complexity: O(n) in the length of `text`.
  static func split(_ text: String) -> [String] {
    var words: [String] = []
    var current: [Character] = []
    let chars = Array(text)
    for (i, c) in chars.enumerated() {
      guard isWordCharacter(c) else {
        if !current.isEmpty { words.append(String(current)) }
        current.removeAll()
        continue
      }
      if let prev = current.last {
        let next = i + 1 < chars.count ? chars[i + 1] : nil
        let lowerToUpper = (prev.isLowercase || prev.isNumber) && c.isUppercase
        // `URLString` splits before `S`, but `URLs` and `IDsCount` keep the plural `s` on the
        // acronym (an `s` then the end or an upper-case letter).
        let afterNext = i + 2 < chars.count ? chars[i + 2] : nil
        let plural = next == "s" && !(afterNext?.isLowercase ?? false)
        let acronymEnd = prev.isUppercase && c.isUppercase && (next?.isLowercase ?? false) && !plural
        if lowerToUpper || acronymEnd {
          words.append(String(current))
          current.removeAll()
        }
      }
      current.append(c)
    }
    if !current.isEmpty { words.append(String(current)) }
    return words
  }

  /// `user_mentions` → `UserMentions`; `URL_string` → `URLString`; `SCREEN_NAME` → `ScreenName`.
  static func upperCamel(_ text: String) -> String {
    normalized(text).map(capitalizeFirst).joined()
  }

  /// `user_mentions` → `userMentions`; `URLString` → `urlString`; `ID` → `id`.
  static func lowerCamel(_ text: String) -> String {
    let words = normalized(text)
    guard let first = words.first else { return "" }
    return first.lowercased() + words.dropFirst().map(capitalizeFirst).joined()
  }

  /// Words written in capitals after the first word with ``AcronymStyle/upper``
  /// (`user_id` → `userID`, `avatar_url` → `avatarURL`, `image_urls` → `imageURLs`).
  public static let acronyms: [String: String] = [
    "id": "ID", "ids": "IDs", "url": "URL", "urls": "URLs", "uri": "URI", "uris": "URIs", "html": "HTML",
    "http": "HTTP", "https": "HTTPS", "json": "JSON", "api": "API", "uuid": "UUID", "uuids": "UUIDs",
    "ip": "IP", "xml": "XML", "utc": "UTC", "sms": "SMS", "pdf": "PDF", "iso": "ISO",
  ]

  /// `user_id` → `userID` (after the first word, known acronyms in capitals).
  public static func lowerCamel(_ text: String, style: AcronymStyle) -> String {
    guard style == .upper else { return lowerCamel(text) }
    let words = normalized(text)
    guard let first = words.first else { return "" }
    return first.lowercased() + words.dropFirst().map { acronyms[$0.lowercased()] ?? capitalizeFirst($0) }.joined()
  }

  /// Words, lowercased first when the whole text is upper case (`SCREEN_NAME`).
  private static func normalized(_ text: String) -> [String] {
    let shouting = !text.contains(where: \.isLowercase) && split(text).count > 1
    return split(shouting ? text.lowercased() : text)
  }

  private static func capitalizeFirst(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst()
  }

  /// Letters and digits that may appear in a Swift identifier.
  static func isWordCharacter(_ c: Character) -> Bool {
    guard c.isLetter || c.isNumber else { return false }
    return c.unicodeScalars.allSatisfy { $0.properties.isXIDContinue }
  }
}

/// How known acronyms are written in property names.
public enum AcronymStyle: String, Sendable, CaseIterable {
  /// Like any other word: `userId`, `avatarUrl` (the default, as most JSON mappers do).
  case camel
  /// In capitals, as Apple's API guidelines write them: `userID`, `avatarURL`.
  case upper
}
