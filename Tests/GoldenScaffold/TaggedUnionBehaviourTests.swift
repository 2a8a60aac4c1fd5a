import Bricks
import Foundation
import Testing

/// What the generated tagged unions do beyond their samples: unknown tags and objects with no
/// tag are kept verbatim, every known case writes its discriminator back, and a value that is
/// not an object is an error.
@Suite struct TaggedUnionBehaviourTests {
  @Test func anUnknownTagIsKeptAndWrittenBackVerbatim() throws {
    let text = #"{"type": "video", "video_url": "https://x.io/v.mp4", "extra": [1, {"a": null}]}"#
    let block = try Message.Block(json: JSON(parsing: text))
    #expect(block == .unknown(try JSON(parsing: text)))
    #expect(try block.toJSON() == JSON(parsing: text))
  }

  @Test func anObjectWithoutTheDiscriminatorIsUnknown() throws {
    let text = #"{"text": "no type"}"#
    #expect(try Message.Block(json: JSON(parsing: text)) == .unknown(try JSON(parsing: text)))
  }

  @Test func aKnownTagWritesItsDiscriminatorBack() throws {
    #expect(Message.Block.divider.toJSON() == JSON(object: [("type", JSON("divider"))]))
    let header = try Message.Block(json: JSON(parsing: #"{"text": {"type": "plain_text", "text": "T", "emoji": false}, "type": "header"}"#))
    guard case .header(let value) = header else {
      Issue.record("expected a header, got \(header)")
      return
    }
    #expect(value.text.text == "T")
    #expect(try header.toJSON() == JSON(parsing: #"{"type": "header", "text": {"type": "plain_text", "text": "T", "emoji": false}}"#))
  }

  @Test func aValueThatIsNotAnObjectIsAnError() throws {
    #expect(throws: JSONMappingError.self) { try Message.Block(json: JSON(parsing: #""header""#)) }
  }

  @Test func aKnownTagWithFieldsThatDoNotFitSaysWhere() throws {
    do {
      _ = try Message.parse(JSON(parsing: #"{"blocks": [{"type": "header", "text": 3}]}"#))
      Issue.record("expected an error")
    } catch let error as JSONMappingError {
      #expect(error.pathString == "$.blocks[0].text")
    }
  }

  @Test func aGeometryTheSamplesDidNotShowRoundTrips() throws {
    let text = #"""
      {"type": "FeatureCollection", "features": [
        {"type": "Feature", "geometry": {"type": "MultiPoint", "coordinates": [[1, 2], [3, 4]]}, "properties": null},
        {"type": "Feature", "geometry": {"type": "Point", "coordinates": [5, 6]}, "properties": {"prop0": "x", "prop1": 2}}]}
      """#
    let collection = try FeatureCollection.parse(JSON(parsing: text))
    guard case .point(let point) = collection.features[1].geometry else {
      Issue.record("expected a point")
      return
    }
    #expect(point.coordinates == [5, 6])
    #expect(try collection.toJSON() == JSON(parsing: text))
  }

  @Test func aTopLevelArrayOfTaggedObjectsRoundTrips() throws {
    let text = #"""
      [{"kind": "post", "id": 9, "author": "z", "body": "b", "created_at": "2024-03-01T09:00:00+01:00"},
       {"kind": "story", "id": 10, "frames": 3}]
      """#
    let activity = try Activity.parse(JSON(parsing: text))
    #expect(activity.values.count == 2)
    #expect(try activity.toJSON() == JSON(parsing: text))
  }
}
