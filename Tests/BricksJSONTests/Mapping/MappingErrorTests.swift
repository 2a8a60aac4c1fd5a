import BricksJSON
import Foundation
import Testing

/// One failure kind per test, each checking where (the path) as well as what.
@Suite struct MappingErrorTests {
  struct Account: JSONMappable, Equatable {
    var id: Int64
    var handle: String
    init(id: Int64, handle: String) {
      self.id = id
      self.handle = handle
    }
    init(json: JSON) throws {
      id = try json.decode("id")
      handle = try json.decode("screen_name")
    }
    func encode(into builder: inout JSON.Builder) {
      builder.appendObject { o in
        o["id"] = id; o["screen_name"] = handle
      }
    }
  }

  struct Tweet: JSONDecodable {
    var user: Account
    init(json: JSON) throws { user = try json.decode("user") }
  }

  struct Timeline: JSONDecodable {
    var statuses: [Tweet]
    init(json: JSON) throws { statuses = try json.decode("statuses") }
  }

  func error(_ body: () throws -> Void) -> JSONMappingError? {
    do {
      try body()
      return nil
    } catch let e as JSONMappingError {
      return e
    } catch {
      Issue.record("not a JSONMappingError: \(error)")
      return nil
    }
  }

  @Test func wrongTypeDeepInAnArrayNamesTheFullPath() throws {
    let json = try JSON(
      parsing:
        #"{"statuses": [{"user": {"id": 1, "screen_name": "a"}}, {"user": {"id": 2, "screen_name": "b"}}, {"user": {"id": 3, "screen_name": "c"}}, {"user": {"id": "12", "screen_name": "d"}}]}"#
    )
    let e = error { _ = try Timeline(json: json) }
    #expect(e?.description == #"at $.statuses[3].user.id: expected Int64, found String "12""#)
    #expect(e?.path == [.key("statuses"), .index(3), .key("user"), .key("id")])
    #expect(e?.reason == .typeMismatch)
  }

  @Test func missingKeyNamesTheObjectAndTheKey() throws {
    let json: JSON = ["user": ["id": 1]]
    let e = error { _ = try Tweet(json: json) }
    #expect(e?.description == #"at $.user: missing required key "screen_name" (expected String)"#)
    #expect(e?.reason == .missingKey("screen_name"))
  }

  @Test func nullForARequiredFieldIsATypeMismatch() throws {
    let e = error { _ = try Account(json: ["id": nil, "screen_name": "a"]) }
    #expect(e?.description == "at $.id: expected Int64, found null")
  }

  @Test func missingAndNullStayDistinguishable() throws {
    let json: JSON = ["a": nil, "b": 3]
    #expect(try json.decodePresence("a", as: Int.self) == .null)
    #expect(try json.decodePresence("b", as: Int.self) == .value(3))
    #expect(try json.decodePresence("c", as: Int.self) == .missing)
    #expect(try json.decodeIfPresent("a", as: Int.self) == nil)
    #expect(try json.decodeIfPresent("c", as: Int.self) == nil)
    #expect(try json.decode("a", default: 7) == 7)
    #expect(try json.decode("c", default: 7) == 7)
    #expect(try json.decode("b", default: 7) == 3)
  }

  @Test func optionalFieldOfTheWrongTypeIsStillAnError() throws {
    let e = error { _ = try (["n": "x"] as JSON).decodeIfPresent("n", as: Int.self) }
    #expect(e?.description == #"at $.n: expected Int, found String "x""#)
  }

  @Test func readingAKeyOfSomethingThatIsNotAnObjectFails() throws {
    let e = error { _ = try Account(json: [1, 2]) }
    #expect(e?.description == #"at $: expected an object with key "id", found Array of 2"#)
  }

  @Test func badElementOfANestedArrayNamesBothIndices() throws {
    let json: JSON = ["matrix": [[1, 2], [3, 4, "five"]]]
    let e = error { let _: [[Int]] = try json.decode("matrix") }
    #expect(e?.pathString == "$.matrix[1][2]")
    #expect(e?.found == #"String "five""#)
  }

  @Test func keyPathReadsNestedValues() throws {
    let json: JSON = ["user": ["name": "ada", "a.b": ["c": 1]]]
    #expect(try json.decode(at: "user.name") == "ada")
    #expect(try json.decode(at: ["user", "a.b", "c"]) == 1)
    #expect(try json.decodeIfPresent(at: "user.nope.deeper", as: Int.self) == nil)
  }

  @Test func keyPathMissingAnIntermediateObjectSaysWhere() throws {
    let json: JSON = ["user": ["name": "ada"]]
    let e = error { let _: String = try json.decode(at: "user.profile.bio") }
    #expect(e?.description == #"at $.user: missing required key "profile" (expected an object)"#)
  }

  @Test func keyPathThroughANonObjectSaysWhere() throws {
    let json: JSON = ["user": ["name": "ada"]]
    let e = error { let _: String = try json.decode(at: "user.name.first") }
    #expect(e?.description == #"at $.user.name: expected an object with key "first", found String "ada""#)
  }

  @Test func keysWithDotsArePrintedQuoted() throws {
    let json: JSON = ["a.b": ["x": true]]
    let e = error { let _: Int = try json.decode(at: ["a.b", "x"]) }
    #expect(e?.description == #"at $["a.b"].x: expected Int, found Bool true"#)
    #expect(JSONKeyPath(["a.b", "c"]).description == #"$["a.b"].c"#)
  }

  /// A path component prints as errors print it, so other printers of paths can reuse it.
  @Test(arguments: [
    (JSONMappingError.PathComponent.key("user"), ".user"), (.key("screen_name"), ".screen_name"), (.key("a-b"), ".a-b"),
    (.key("a.b"), #"["a.b"]"#), (.key("first name"), #"["first name"]"#), (.key("9lives"), #"["9lives"]"#),
    (.key(""), #"[""]"#), (.key("q\"\n"), #"["q\"\n"]"#), (.key("été"), #"["été"]"#), (.index(3), "[3]"),
    // Keys that would not print as themselves: not in NFC, or holding invisible scalars.
    (.key("e\u{301}t\u{E9}"), #"["e\u0301t\u00E9"]"#), (.key("\u{212B}"), #"["\u212B"]"#),
    (.key("a\u{200B}b"), #"["a\u200Bb"]"#),
    (.key("a\u{A0}b\u{7F}"), #"["a\u00A0b\u007F"]"#), (.key("x\u{E0001}"), #"["x\uDB40\uDC01"]"#),
    (.key("नाम"), #"["नाम"]"#),
  ])
  func pathComponentsPrintAsInErrors(_ component: JSONMappingError.PathComponent, _ printed: String) {
    #expect(component.description == printed)
    let error = JSONMappingError(
      reason: .typeMismatch, expected: "Int", found: "null", path: [.key("root"), component])
    #expect(error.pathString == "$.root" + printed)
  }

  @Test func transformFailureSaysWhatFormatWasExpected() throws {
    let json: JSON = ["created_at": "yesterday"]
    let e = error { _ = try json.decode("created_at", using: .twitter) }
    #expect(e?.pathString == "$.created_at")
    #expect(
      e?.description.hasPrefix(#"at $.created_at: expected Date, found String "yesterday": not a date in"#) == true)
  }

  @Test func aDateThatIsNotAStringIsATypeMismatch() throws {
    let json: JSON = ["created_at": 5]
    let e = error { _ = try json.decode("created_at", using: .iso8601) }
    #expect(e?.pathString == "$.created_at")
    #expect(
      e?.description.hasPrefix(#"at $.created_at: expected a date string in"#) == true, "\(String(describing: e))")
  }

  /// A date member is read from the document's bytes; a `DateFormatter` format still gets a
  /// `String`. Each agrees with `date(from:)` on the same text.
  @Test func dateMembersReadFromBytesAgreeWithDateFromString() throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "yyyy/MM/dd HH:mm"
    let cases: [(JSONDateFormat, String)] = [
      (.iso8601, "2014-08-31T00:29:15Z"), (.isoDate, "2014-08-31"),
      (.twitter, "Sun Aug 31 00:29:15 +0000 2014"), (.rfc1123, "Sun, 31 Aug 2014 00:29:15 GMT"),
      (.formatter(formatter), "2014/08/31 00:29"),
    ]
    for (format, text) in cases {
      let json: JSON = ["at": JSON(text)]
      let expected = try #require(format.date(from: text), "\(format) \(text)")
      #expect(try json.decode("at", using: format) == expected, "\(format)")
    }
  }

  @Test func lossyArraysKeepGoodElementsAndReportEachBadOne() throws {
    let json: JSON = ["users": [["id": 1, "screen_name": "a"], ["id": 2], ["id": 3, "screen_name": "c"], "junk"]]
    var skipped: [JSONMappingError] = []
    let users: [Account] = try json.decodeLossy("users", skipped: &skipped)
    #expect(users == [Account(id: 1, handle: "a"), Account(id: 3, handle: "c")])
    #expect(skipped.map(\.pathString) == ["$.users[1]", "$.users[3]"])
    #expect(skipped.first?.reason == .missingKey("screen_name"))
  }

  @Test func lossyArrayThatIsNotAnArrayIsAnError() throws {
    var skipped: [JSONMappingError] = []
    let e = error { let _: [Int] = try (["xs": 5] as JSON).decodeLossy("xs", skipped: &skipped) }
    #expect(e?.pathString == "$.xs")
    #expect(skipped.isEmpty)
  }

  enum Color: String, JSONMappable, CaseIterable { case red, green }
  enum Shape: String, JSONMappable, JSONUnknownCaseFallback {
    case circle, square, other
    static var unknownCase: Shape { .other }
  }

  @Test func unknownEnumCaseListsTheKnownOnes() throws {
    let e = error { _ = try (["c": "blue"] as JSON).decode("c", as: Color.self) }
    #expect(e?.description == #"at $.c: expected Color, found String "blue": unknown case; known: red, green"#)
  }

  @Test func unknownEnumCaseMapsToTheFallbackWhenOptedIn() throws {
    #expect(try (["s": "hexagon"] as JSON).decode("s", as: Shape.self) == .other)
    #expect(try (["s": "square"] as JSON).decode("s", as: Shape.self) == .square)
    let e = error { _ = try (["s": 3] as JSON).decode("s", as: Shape.self) }
    #expect(e?.description == "at $.s: expected String, found Number 3")
  }

  @Test func integerOutOfRangeNamesTheType() throws {
    let e = error { _ = try (["n": 300] as JSON).decode("n", as: UInt8.self) }
    #expect(e?.description == "at $.n: expected UInt8, found Number 300: not an integer in UInt8's range")
    let f = error { _ = try (["n": 1.5] as JSON).decode("n", as: Int.self) }
    #expect(f?.reason == .invalidValue("not an integer in Int's range"))
    #expect(try (["n": 2.0] as JSON).decode("n", as: Int.self) == 2)
  }

  @Test func decimalKeepsEveryDigit() throws {
    let json = try JSON(parsing: #"{"a": 12.34, "b": 123456789012345678901234567890, "c": "1"}"#)
    #expect(try json.decode("a", as: Decimal.self) == Decimal(string: "12.34"))
    #expect(try json.decode("b", as: Decimal.self) == Decimal(string: "123456789012345678901234567890"))
    let e = error { _ = try json.decode("c", as: Decimal.self) }
    #expect(e?.description == #"at $.c: expected Decimal, found String "1""#)
    #expect(try Decimal.parse(Decimal(string: "0.1")!.toJSON()) == Decimal(string: "0.1"))
  }

  @Test func floatOutOfRangeIsAnErrorAndInRangeRoundsToNearest() throws {
    let json = try JSON(parsing: #"{"big": 1e300, "x": 0.1}"#)
    let e = error { _ = try json.decode("big", as: Float.self) }
    #expect(e?.description == "at $.big: expected Float, found Number 1e+300: out of Float's range")
    #expect(try json.decode("x", as: Float.self) == Float(0.1))
    #expect(Float(0.1).toJSON().serializedString() == "0.1")
  }

  @Test func urlMustBeAStringThatParses() throws {
    #expect(
      try (["u": "https://example.com/a?b=1"] as JSON).decode("u", as: URL.self)
        == URL(string: "https://example.com/a?b=1"))
    let e = error { _ = try (["u": 5] as JSON).decode("u", as: URL.self) }
    #expect(e?.description == "at $.u: expected URL, found Number 5")
    let f = error { _ = try (["u": "http://[::1"] as JSON).decode("u", as: URL.self) }
    #expect(f?.reason == .invalidValue("not a valid URL"))
  }

  @Test func lenientCoercionIsOptInPerField() throws {
    let json: JSON = ["n": "12", "b": 1, "s": 7, "bad": "12abc"]
    #expect(error { _ = try json.decode("n", as: Int.self) }?.pathString == "$.n")
    #expect(try json.decode("n", using: .lenient(Int.self)) == 12)
    #expect(try json.decode("b", using: .lenient(Bool.self)) == true)
    #expect(try json.decode("s", using: .lenient(String.self)) == "7")
    #expect(try json.decode("n", using: .lenient(Double.self)) == 12)
    let e = error { _ = try json.decode("bad", using: .lenient(Int.self)) }
    #expect(e?.description == #"at $.bad: expected Int (leniently), found String "12abc""#)
  }

  @Test func dictionaryOfModelsNamesTheKeyOfTheBadValue() throws {
    let json: JSON = ["users": ["ada": ["id": 1, "screen_name": "ada"], "bob": ["id": "2", "screen_name": "bob"]]]
    let e = error { let _: [String: Account] = try json.decode("users") }
    #expect(e?.description == #"at $.users.bob.id: expected Int64, found String "2""#)
    let good: JSON = ["users": ["ada": ["id": 1, "screen_name": "ada"]]]
    #expect(try good.decode("users") == ["ada": Account(id: 1, handle: "ada")])
  }

  @Test func dictionaryWithDuplicateKeysKeepsTheFirst() throws {
    let json = try JSON(parsing: #"{"a": 1, "b": 2, "a": "not read"}"#)
    #expect(try [String: Int](json: json) == ["a": 1, "b": 2])
  }

  @Test func modelValidationErrorsGetThePath() throws {
    struct Positive: JSONDecodable {
      struct NotPositive: Error, CustomStringConvertible { var description: String { "must be > 0" } }
      var n: Int
      init(json: JSON) throws {
        n = try Int(json: json)
        if n <= 0 { throw NotPositive() }
      }
    }
    let e = error { _ = try (["xs": [1, -2]] as JSON).decode("xs", as: [Positive].self) }
    #expect(e?.description == "at $.xs[1]: expected Positive, found Number -2: must be > 0")
  }

  @Test func parseOfInvalidJSONThrowsAParseError() throws {
    #expect(throws: JSONParseError.self) { try Account.parse(Data("{\"id\": 1,".utf8)) }
    #expect(throws: JSONParseError.self) { try Account.parseArray(Data("[1, 2".utf8)) }
  }
}
