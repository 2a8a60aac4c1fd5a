import BricksJSON
import Foundation
import Testing

@testable import BricksScaffold

@Suite struct SchemaInferenceTests {
  func infer(_ samples: String..., name: String = "Model", options: InferenceOptions = InferenceOptions()) throws
    -> String
  {
    let parsed = try samples.enumerated().map { ("sample\($0.offset).json", try JSON(parsing: $0.element)) }
    return try SchemaInferrer(rootName: name, options: options).infer(parsed).description
  }

  @Test func keyMissingFromSomeElementsIsOptional() throws {
    #expect(
      try infer(#"[{"a": 1, "b": "x"}, {"a": 2}]"#) == """
        struct Model (array root)
          a: Int
          b: String?

        """)
  }

  @Test func nullInSomeSamplesIsOptionalAndNullEverywhereIsJSON() throws {
    #expect(
      try infer(#"{"a": null, "b": null}"#, #"{"a": 3, "b": null}"#) == """
        struct Model
          a: Int?
          b: JSON?  // Always null in the samples

        """)
  }

  @Test func intWithDoubleGivesDoubleAndUnrelatedKindsGiveAUnion() throws {
    #expect(
      try infer(#"[{"n": 1, "m": 1, "z": 0.0}, {"n": 2.5, "m": "one", "z": 1.0}]"#) == """
        struct Model (array root)
          n: Double
          m: IntOrString
          z: Double
        enum IntOrString
          case int(Int)
          case string(String)

        """)
  }

  @Test func numbersByHowTheyAreWritten() throws {
    #expect(
      try infer(
        #"{"i": 9007199254740993, "u": 18446744073709551615, "big": 1234567890123456789012, "d": 1e2, "b": true}"#)
          == """
          struct Model
            i: Int
            u: UInt64
            big: JSON  // Integers beyond 64 bits, or numbers no one Swift number type holds exactly, in the samples
            d: Double
            b: Bool

          """)
  }

  @Test func emptyArrayGivesArrayOfJSON() throws {
    #expect(
      try infer(#"{"tags": []}"#) == """
        struct Model
          tags: [JSON]  // Always empty in the samples

        """)
  }

  @Test func nestedObjectsBecomeNestedTypesWithSingularNames() throws {
    #expect(
      try infer(#"{"user": {"id": 1}, "user_mentions": [{"screen_name": "a"}], "statuses": [{"text": "t"}]}"#) == """
        struct Model
          user: User
          userMentions: [UserMention]  <- "user_mentions"
          statuses: [Status]
        struct User
          id: Int
        struct UserMention
          screenName: String  <- "screen_name"
        struct Status
          text: String

        """)
  }

  @Test func identicalShapesBecomeOneType() throws {
    #expect(
      try infer(#"{"author": {"id": 1, "name": "a"}, "editor": {"name": "b", "id": 2}}"#) == """
        struct Model
          author: Author
          editor: Author
        struct Author
          id: Int
          name: String

        """)
  }

  @Test func collidingTypeNamesTakeTheParentsName() throws {
    #expect(
      try infer(#"{"url": {"a": 1}, "entities": {"url": {"b": "x"}}}"#) == """
        struct Model
          url: Url
          entities: Entities
        struct Url
          a: Int
        struct Entities
          url: EntitiesUrl
        struct EntitiesUrl
          b: String

        """)
  }

  @Test func idKeyedObjectsBecomeDictionaries() throws {
    let json =
      #"{"events": {"138586341": {"id": 138586341, "name": "a"}, "138586345": {"id": 138586345, "name": null}}, "areaNames": {"205705993": "x"}}"#
    #expect(
      try infer(json) == """
        struct Model
          events: [String: Event]
          areaNames: [String: String]
        struct Event
          id: Int
          name: String?

        """)
    #expect(try infer(json, options: InferenceOptions(detectMaps: false)).contains("struct Events"))
  }

  @Test func manyKeysWithOneShapeBecomeADictionary() throws {
    let members = (1...9).map { #""k\#($0)": {"x": \#($0)}"# }.joined(separator: ", ")
    #expect(
      try infer("{\"m\": {\(members)}}") == """
        struct Model
          m: [String: M]
        struct M
          x: Int

        """)
  }

  @Test func recursiveShapesPointBackAndBecomeClasses() throws {
    let json =
      #"{"id": 1, "text": "a", "user": {"id": 2}, "lang": "en", "retweeted_status": {"id": 3, "text": "b", "user": {"id": 4}, "lang": "fr"}}"#
    #expect(
      try infer(json, name: "Status") == """
        final class Status
          id: Int
          text: String
          user: User
          lang: Lang
          retweetedStatus: Status?  <- "retweeted_status"
        struct User
          id: Int
        enum Lang
          case en = "en"
          case fr = "fr"
          case unknown(String)

        """)
  }

  @Test func recursionThroughArraysKeepsStructs() throws {
    let json =
      #"{"name": "root", "size": 1, "kind": "dir", "mode": "r", "children": [{"name": "leaf", "size": 2, "kind": "file", "mode": "r", "children": []}]}"#
    #expect(try infer(json, name: "Node").hasPrefix("struct Node\n"))
    #expect(try infer(json, name: "Node").contains("children: [Node]"))
  }

  @Test func detectsURLsAndDatesUnlessTurnedOff() throws {
    let json =
      #"{"home": "https://example.com/a", "when": "Tue May 31 17:46:55 +0800 2011", "iso": "2014-08-31T00:29:15Z", "plain": "hello"}"#
    #expect(
      try infer(json) == """
        struct Model
          home: URL
          when: Date  @ .twitter(offsetSeconds: 28800)
          iso: Date  @ .iso8601
          plain: String

        """)
    #expect(
      try infer(json, options: InferenceOptions(detectDates: false, detectURLs: false)) == """
        struct Model
          home: String
          when: String
          iso: String
          plain: String

        """)
  }

  @Test func datesInDifferentLayoutsStayStrings() throws {
    #expect(
      try infer(#"[{"d": "2014-08-31T00:29:15Z"}, {"d": "Sun Aug 31 00:29:15 +0000 2014"}]"#).contains("d: String"))
    #expect(try infer(#"[{"d": "2014-08-31T00:29:15Z"}, {"d": "2014-08-31"}]"#).contains("d: String"))
  }

  /// ISO 8601 date-times at an offset other than Z, or at several offsets or precisions, keep
  /// each value's own (`JSONZonedDate`); those all at Z in one precision stay `Date`.
  @Test(arguments: [
    (
      #"["2024-01-15T09:30:00+01:00", "2024-07-15T09:30:00+02:00"]"#,
      "JSONZonedDate  @ ISO 8601, each value's own offset"
    ),
    (
      #"["2024-01-15T09:30:00+01:00", "2024-07-15T09:30:00+01:00"]"#,
      "JSONZonedDate  @ ISO 8601, each value's own offset"
    ),
    (#"["2024-01-15T09:30:00Z", "2024-07-15T09:30:00+0200"]"#, "JSONZonedDate  @ ISO 8601, each value's own offset"),
    (#"["2014-08-31T00:29:15Z", "2014-08-31T00:29:15.5Z"]"#, "JSONZonedDate  @ ISO 8601, each value's own offset"),
    (#"["2014-08-31T00:29:15.25Z", "2014-08-31T00:29:15.50Z"]"#, "Date  @ .iso8601(fractionalDigits: 2)"),
  ])
  func isoDateTimesKeepEachValuesOffsetUnlessAllAreUTC(values: String, type: String) throws {
    let objects = try JSON(parsing: values).elements.map { #"{"d": \#($0.serializedString())}"# }
    let schema = try infer("[" + objects.joined(separator: ", ") + "]")
    #expect(schema.contains("  d: \(type)\n"), "\(schema)")
  }

  @Test(arguments: [#"42"#, #""text""#, #"[]"#, #"null"#])
  func rejectsSamplesThatAreNotObjectsOrArrays(sample: String) throws {
    #expect(throws: ScaffoldError.self) { try infer(sample) }
  }

  @Test func topLevelScalarAndEmptyArrayErrorsSayWhatToDo() throws {
    do {
      _ = try SchemaInferrer(rootName: "M", options: .init()).infer([("x.json", try JSON(parsing: "[]"))])
    } catch {
      #expect(
        String(describing: error)
          == "x.json:1:1: error: the top level is an empty array; give a sample with at least one element")
    }
    do {
      _ = try SchemaInferrer(rootName: "M", options: .init()).infer([("x.json", try JSON(parsing: "3"))])
    } catch {
      #expect(
        String(describing: error) == "x.json:1:1: error: the top level is a number; expected an object or an array")
    }
  }

  @Test func twitterTimelineInfersRecursiveStatus() throws {
    let url = TestPaths.sharedBench.appendingPathComponent("twitter.json")
    guard FileManager.default.fileExists(atPath: url.path) else {
      print("skipping: ../shared/data/bench/twitter.json is absent (a user's clone)")
      return
    }
    let schema = try SchemaInferrer(rootName: "Timeline", options: .init()).infer([
      ("twitter.json", try JSON(parsing: Data(contentsOf: url)))
    ])
    let status = try #require(schema.types.first { $0.name == "Status" })
    #expect(status.isClass)
    #expect(status.properties.contains { $0.key == "retweeted_status" && $0.type == .model("Status") && $0.isOptional })
  }
}
