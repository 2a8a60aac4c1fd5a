import Testing

@testable import BricksScaffold

@Suite struct NamingTests {
  @Test(arguments: [
    ("screen_name", "screenName"), ("user-mentions", "userMentions"), ("full name", "fullName"),
    ("1st_place", "_1stPlace"), ("", "empty"), ("!!!", "field"), ("class", "`class`"),
    ("default", "`default`"), ("self", "`self`"), ("Type", "type"), ("protocol", "`protocol`"),
    ("init", "`init`"), ("ID", "id"), ("URLString", "urlString"), ("SCREEN_NAME", "screenName"),
    ("café_au_lait", "caféAuLait"), ("名前", "名前"), ("emoji😀key", "emojiKey"),
    ("profile_image_url_https", "profileImageUrlHttps"), ("$ref", "ref"), ("a.b.c", "aBC"),
  ])
  func propertyNamesCompile(key: String, expected: String) {
    #expect(SwiftName.property(fromKey: key) == expected)
  }

  @Test(arguments: [
    ("user", "User"), ("user_mentions", "UserMentions"), ("data", "DataObject"), ("url", "Url"),
    ("URL", "URLObject"), ("string", "StringObject"), ("date", "DateObject"), ("type", "TypeObject"),
    ("self", "SelfObject"), ("9lives", "T9lives"), ("", "Empty"), ("json", "Json"), ("JSON", "JSONObject"),
  ])
  func typeNamesNeverShadowWhatGeneratedCodeUses(key: String, expected: String) {
    #expect(SwiftName.type(fromKey: key) == expected)
  }

  @Test(arguments: [
    ("statuses", "status"), ("user_mentions", "user_mention"), ("categories", "category"),
    ("addresses", "address"), ("boxes", "box"), ("people", "person"), ("media", "media"),
    ("data", "data"), ("status", "status"), ("UserMentions", "UserMention"), ("HASHTAGS", "HASHTAG"),
    ("cases", "case"), ("houses", "house"), ("matches", "match"), ("urls", "url"), ("indices", "index"),
    ("news", "news"), ("tweet", "tweet"), ("movies", "movie"), ("bus", "bus"),
  ])
  func singularizesTheLastWord(plural: String, singular: String) {
    #expect(Inflector.singularize(plural) == singular)
  }

  @Test(arguments: [
    ("tweet", "tweets"), ("category", "categories"), ("status", "statuses"), ("box", "boxes"), ("day", "days"),
    ("person", "people"),
  ])
  func pluralizes(singular: String, plural: String) {
    #expect(Inflector.pluralize(singular) == plural)
  }

  @Test func splitsWordsAtCaseAndSeparators() {
    #expect(Words.split("profileImageURLHttps") == ["profile", "Image", "URL", "Https"])
    #expect(Words.split("__a--b  c__") == ["a", "b", "c"])
    #expect(Words.upperCamel("id_str") == "IdStr")
  }

  @Test func escapesEveryKeySoItCannotBreakTheLiteral() {
    #expect(SwiftLiteral.string(#"a"b"#) == #""a\"b""#)
    #expect(SwiftLiteral.string(#"\(exit(1))"#) == #""\\(exit(1))""#)
    #expect(SwiftLiteral.string("line\nbreak\r\t\0") == #""line\nbreak\r\t\0""#)
    #expect(SwiftLiteral.string("\u{7}\u{202E}\u{2028}\u{00A0}") == #""\u{7}\u{202E}\u{2028}\u{A0}""#)
    #expect(SwiftLiteral.string("café 名前 😀") == "\"café 名前 😀\"")
    #expect(SwiftLiteral.string(#""""#) == #""\"\"""#)
  }

  @Test func allocatesCollidingNamesDeterministically() {
    var names = NameAllocator()
    #expect(names.claim("userName") == "userName")
    #expect(names.claim("userName") == "userName2")
    #expect(names.claim("userName") == "userName3")
    #expect(names.claim("`default`") == "`default`")
    #expect(names.claim("`default`") == "default2")
  }

  @Test func validatesModelNames() {
    #expect(SwiftName.isValidTypeName("Tweet"))
    #expect(!SwiftName.isValidTypeName("class"))
    #expect(!SwiftName.isValidTypeName("String"))
    #expect(!SwiftName.isValidTypeName("1Tweet"))
    #expect(!SwiftName.isValidTypeName("My-Tweet"))
    #expect(!SwiftName.isValidTypeName(""))
  }
}

/// Random keys, including quotes, backslashes, controls, bidi and non-BMP characters.
struct RandomKeys {
  static let alphabet: [Unicode.Scalar] =
    Array("aZ_-. 0\"\\'$(){}#/*\n\r\t".unicodeScalars)
    + [
      "\u{0}", "\u{7}", "\u{1B}", "\u{7F}", "\u{85}", "\u{A0}", "\u{AD}", "\u{200B}", "\u{202E}", "\u{2028}",
      "\u{FEFF}", "\u{E000}", "é", "名", "😀", "\u{301}", "\u{10FFFF}", "\u{1F1FA}",
    ]

  static func make(count: Int, seed: UInt64) -> [String] {
    var state = seed
    func next() -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int(truncatingIfNeeded: state >> 33)
    }
    return (0..<count).map { _ in
      var s = String.UnicodeScalarView()
      for _ in 0..<(next() % 12) { s.append(alphabet[next() % alphabet.count]) }
      return String(s)
    }
  }
}

extension NamingTests {
  /// Reads back a literal made by ``SwiftLiteral/string(_:)`` as Swift would.
  func unescape(_ literal: String) -> String? {
    var scalars = Array(literal.unicodeScalars)
    guard scalars.first == "\"", scalars.last == "\"", scalars.count >= 2 else { return nil }
    scalars = Array(scalars.dropFirst().dropLast())
    var out = String.UnicodeScalarView()
    var i = 0
    while i < scalars.count {
      let c = scalars[i]
      if c == "\"" || c == "\n" || c == "\r" { return nil }  // would end or break the literal
      guard c == "\\" else {
        out.append(c)
        i += 1
        continue
      }
      guard i + 1 < scalars.count else { return nil }
      switch scalars[i + 1] {
      case "\"": out.append("\""); i += 2
      case "\\": out.append("\\"); i += 2
      case "n": out.append("\n"); i += 2
      case "r": out.append("\r"); i += 2
      case "t": out.append("\t"); i += 2
      case "0": out.append("\0"); i += 2
      case "u":
        guard let close = scalars[(i + 2)...].firstIndex(of: "}"), scalars[i + 2] == "{",
          let value = UInt32(String(String.UnicodeScalarView(scalars[(i + 3)..<close])), radix: 16),
          let scalar = Unicode.Scalar(value)
        else { return nil }
        out.append(scalar)
        i = close + 1
      default: return nil  // `\(` would be an interpolation
      }
    }
    return String(out)
  }

  @Test func everyKeyRoundTripsThroughItsLiteral() {
    for key in RandomKeys.make(count: 5_000, seed: 7) {
      let literal = SwiftLiteral.string(key)
      #expect(unescape(literal) == key, "\(literal)")
      #expect(
        !literal.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\t" }, "\(literal)")
    }
  }

  @Test func everyKeyGivesAValidPropertyName() {
    for key in RandomKeys.make(count: 5_000, seed: 11) {
      let name = SwiftName.bare(SwiftName.property(fromKey: key))
      let scalars = Array(name.unicodeScalars)
      #expect(!scalars.isEmpty)
      #expect(scalars.first.map { $0 == "_" || $0.properties.isXIDStart } == true, "\(key.debugDescription) -> \(name)")
      #expect(scalars.allSatisfy { $0.properties.isXIDContinue }, "\(key.debugDescription) -> \(name)")
      #expect(SwiftName.property(fromKey: key).hasPrefix("`") == SwiftName.keywords.contains(name))
    }
  }
}
