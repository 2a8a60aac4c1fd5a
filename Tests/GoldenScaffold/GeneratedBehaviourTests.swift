import Bricks
import BricksTesting
import Foundation
import Testing

/// What the generated goldens do beyond their samples: open enums keep values the samples
/// never showed; unions and positional roots read and write back other payloads too.
@Suite struct GeneratedBehaviourTests {
  @Test func anOpenEnumKeepsAndWritesBackAnUnknownValue() throws {
    let state = try GitHubEvent.State(json: JSON(parsing: #""merged""#))
    #expect(state == .unknown("merged"))
    #expect(state.toJSON() == JSON("merged"))
    #expect(GitHubEvent.State(rawValue: "open") == .open)
    #expect(GitHubEvent.State.open.rawValue == "open")
  }

  @Test func anOpenEnumRejectsOnlyWhatIsNotAString() throws {
    #expect(throws: JSONMappingError.self) { try GitHubEvent.State(json: JSON(parsing: "3")) }
  }

  @Test func aUnionReadsEachKindAndWritesItBack() throws {
    let text = #"[1, "two", [3], {"x": 4}]"#
    let tags = try [Union.Tag](json: JSON(parsing: text))
    #expect(tags.count == 4)
    #expect(try tags.toJSON() == JSON(parsing: text))
    #expect(throws: JSONMappingError.self) { try Union.Tag(json: JSON(parsing: "true")) }
  }

  @Test func aPositionalRootChecksItsLength() throws {
    #expect(throws: JSONMappingError.self) { try WorldBank.parse(JSON(parsing: #"[{"page": 1}]"#)) }
  }

  @Test func aPositionalRootSaysWhichPositionFailed() throws {
    do {
      _ = try WorldBank.parse(JSON(parsing: #"[{"page": "one"}, []]"#))
      Issue.record("expected an error")
    } catch let error as JSONMappingError {
      #expect(error.pathString == "$[0].page")
    }
  }

  @Test func aWorldBankPageWithOtherRecordsRoundTrips() throws {
    let page = #"{"page":2,"pages":9,"per_page":1,"total":9,"sourceid":"2","lastupdated":"2024-07-01"}"#
    let record = #"{"indicator":{"id":"NY.GDP","value":"GDP"},"country":{"id":"DE","value":"Germany"},"countryiso3code":"DEU","date":"2020","value":null,"unit":"","obs_status":"","decimal":1}"#
    let text = "[\(page), [\(record)]]"
    let model = try WorldBank.parse(Data(text.utf8))
    #expect(model.item2.first?.country.value == "Germany")
    #expect(try model.toJSON() == JSON(parsing: text))
  }

  /// The stamp golden's `iso` field was `+08:00` in both samples; a value at another offset,
  /// with other digits, comes back exactly as it was, not as the same instant at `+08:00`.
  @Test func aDateAtAnotherOffsetThanTheSamplesComesBackAtItsOwn() throws {
    let text =
      #"[{"id": 1, "created_at": 1409444955, "timestamp": 1409444955123, "expires": 4102444799, "seen_at": 12, "#
      + #""iso": "2024-01-15T09:30:00+01:00", "utc": "2014-08-31T00:29:15Z", "micro": "2014-08-31T00:29:15.123456Z", "#
      + #""offset": "2024-07-15T09:30:00.5+0200", "rfc": "Sun, 06 Nov 1994 08:49:37 GMT", "#
      + #""tw": "Sun Aug 31 00:29:15 +0000 2014", "day": "2014-08-31"}]"#
    let stamps = try Stamp.parseArray(Data(text.utf8))
    #expect(stamps[0].iso.offset == .colon(secondsFromGMT: 3600))
    #expect(stamps[0].iso.date == ISO8601DateFormatter().date(from: "2024-01-15T08:30:00Z"))
    #expect(try stamps.toJSON() == JSON(parsing: text))
    #expect(stamps.toJSON()[0]?["iso"] == JSON("2024-01-15T09:30:00+01:00"))
  }
}

/// A type of 302 fields stores them in parts of 64: reading, writing, errors, `==`, hashing,
/// `Codable` and setters behave as for a plain type.
@Suite struct WideModelBehaviourTests {
  /// The sample, with some members replaced.
  func payload(_ edit: (inout [String: JSON]) -> Void = { _ in }) throws -> JSON {
    let sample = try Fixture("Inputs/wide.json").json()
    var replaced: [String: JSON] = [:]
    edit(&replaced)
    return JSON(object: sample.members.map { ($0.key, replaced[$0.key] ?? $0.value) })
  }

  @Test func readsAndWritesBackEveryField() throws {
    let json = try payload()
    let wide = try Wide(json: json)
    #expect(wide.field000 == 0)
    #expect(wide.field001 == "text 1")
    #expect(wide.field297 == 297.25)
    #expect(wide.field299 == [299, 300])
    #expect(wide.fields1 == "a key named like the storage of the first part")
    #expect(wide.toJSON() == json)
    let object = try WideClass(json: json)
    #expect(object.field299 == [299, 300])
    #expect(object.toJSON() == json)
  }

  @Test func reportsTheFieldOfALaterPartThatDoesNotFit() throws {
    let json = try payload { $0["field_199"] = "one hundred ninety-nine" }
    let error = #expect(throws: JSONMappingError.self) { try Wide(json: json) }
    #expect(error?.pathString == "$.field_199")
  }

  @Test func comparesHashesCodesAndSetsThroughItsParts() throws {
    let a = try Wide(json: payload())
    var b = a
    #expect(a == b)
    b.field297 = 1.5
    #expect(a != b)
    #expect(b.toJSON()["field_297"] == JSON(1.5))
    #expect(Set([a, b, a]).count == 2)
    let decoded = try JSONDecoder().decode(Wide.self, from: JSONEncoder().encode(b))
    #expect(decoded == b)
    let c = try WideClass(json: payload())
    #expect(try c == WideClass(json: payload()))
    #expect(try c != WideClass(json: payload { $0["field_297"] = JSON(1.5) }))
  }
}
