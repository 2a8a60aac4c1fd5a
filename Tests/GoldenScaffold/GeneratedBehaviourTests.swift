import Bricks
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
}
