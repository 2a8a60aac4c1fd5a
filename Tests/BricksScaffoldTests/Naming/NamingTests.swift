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

  @Test(arguments: [("tweet", "tweets"), ("category", "categories"), ("status", "statuses"), ("box", "boxes"), ("day", "days"), ("person", "people")])
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
