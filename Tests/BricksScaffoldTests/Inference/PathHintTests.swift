import BricksJSON
import Foundation
import Testing

@testable import BricksScaffold

/// `--map`, `--enum`, `--string`, `--union` and `--struct` name one place each; a path that
/// names nothing, or a place of the wrong kind, is an error that says so.
@Suite struct PathHintTests {
  func infer(_ sample: String, _ edit: (inout PathHints) -> Void) throws -> String {
    var options = InferenceOptions()
    edit(&options.hints)
    return try SchemaInferrer(rootName: "Model", options: options).infer([("s.json", try JSON(parsing: sample))])
      .description
  }

  func error(_ sample: String, _ edit: (inout PathHints) -> Void) -> String? {
    do {
      _ = try infer(sample, edit)
      return nil
    } catch {
      return "\(error)"
    }
  }

  static let charge = #"""
    {"id": "ch_1", "currency": "usd", "metadata": {"order_id": "6735", "note": "gift"},
     "address": {"state": "CA", "city": "SF"}, "items": [{"tag": "a"}, {"tag": "b"}]}
    """#

  @Test func explainNamesTheHint() throws {
    var options = InferenceOptions()
    options.hints.maps = ["$.metadata"]
    let schema = try SchemaInferrer(rootName: "Model", options: options).infer([
      ("s.json", try JSON(parsing: Self.charge))
    ])
    let metadata = try #require(schema.types[0].properties.first { $0.key == "metadata" })
    #expect(metadata.whyType.hasSuffix("(as --map '$.metadata' asks)"))
  }

  @Test func mapMakesAFreeFormObjectADictionary() throws {
    let schema = try infer(Self.charge) { $0.maps = ["$.metadata"] }
    #expect(schema.contains("metadata: [String: String]"))
    #expect(!schema.contains("struct Metadata"))
  }

  @Test func enumMakesOneValueAnEnumAndStringKeepsAString() throws {
    let forced = try infer(Self.charge) { $0.enums = ["$.address.state"] }
    #expect(forced.contains("state: State"))
    #expect(forced.contains("case ca = \"CA\""))
    let kept = try infer(#"[{"status": "a"}, {"status": "b"}]"#) { $0.strings = ["$[*].status"] }
    #expect(kept.contains("status: String"))
  }

  @Test func aHintOnAnArrayNamesItsStrings() throws {
    let schema = try infer(#"{"tags": ["a", "b", "a", "b"]}"#) { $0.enums = ["$.tags"] }
    #expect(schema.contains("tags: [Tag]"))
  }

  @Test func aPathThatNamesNothingIsAnError() throws {
    let message = try #require(error(Self.charge) { $0.maps = ["$.meta"] })
    #expect(message.hasPrefix("error: --map '$.meta': no place in the samples has this path"))
    let near = try #require(error(Self.charge) { $0.maps = ["$.x.metadata"] })
    #expect(near.contains("places with a similar path: $.metadata"))
  }

  @Test func aPlaceOfTheWrongKindIsAnError() throws {
    let message = try #require(error(Self.charge) { $0.maps = ["$.currency"] })
    #expect(message.contains("the place holds strings, and --map needs an object to read as a dictionary there"))
    let enumOnObjects = try #require(error(Self.charge) { $0.enums = ["$.address"] })
    #expect(enumOnObjects.contains("--enum needs strings there"))
    let unionOnRoot = try #require(error(Self.charge) { $0.unions = ["$": "id"] })
    #expect(unionOnRoot.contains("the top level is one object per sample"))
  }

  @Test func aHintOnADiscriminatorSaysHowToKeepTheField() throws {
    let blocks = #"{"blocks": [{"type": "a", "x": 1}, {"type": "b", "y": 2}]}"#
    let message = try #require(error(blocks) { $0.enums = ["$.blocks[*].type"] })
    #expect(message.contains("the discriminator of the tagged union at $.blocks[*]"))
    #expect(message.contains("--struct '$.blocks[*]'"))
    let kept = try infer(blocks) {
      $0.enums = ["$.blocks[*].type"]
      $0.structs = ["$.blocks[*]"]
    }
    #expect(kept.contains("type: BlockType"))
  }

  @Test func aHintAtAPlaceOfSeveralKindsNeedsFitOnlyOne() throws {
    let mixed = #"[{"v": "a", "o": 1}, {"v": 1, "o": {"k": "x"}}, {"v": "b", "o": {"k": "y"}}]"#
    // --map fits the object member of `o`; --string the string member of `v`.
    let schema = try infer(mixed) {
      $0.maps = ["$[*].o"]
      $0.strings = ["$[*].v"]
    }
    #expect(schema.contains("case dictionary([String: String])"))
    // --enum cannot: strings inside a union stay String.
    let message = try #require(error(mixed) { $0.enums = ["$[*].v"] })
    #expect(message.contains("values of different kinds (number, string)"))
  }

  @Test func contradictoryHintsAreAnError() throws {
    let both = try #require(
      error(Self.charge) {
        $0.enums = ["$.currency"]
        $0.strings = ["$.currency"]
      })
    #expect(both.contains("keep one of the two"))
  }

  @Test func enumOnStringsThatAreNotASmallSetIsAnError() throws {
    let many = "[" + (0..<12).map { #"{"code": "c\#($0)"}"# }.joined(separator: ",") + "]"
    let message = try #require(error(many) { $0.enums = ["$[*].code"] })
    #expect(message.contains("not a small set"))
  }

  @Test func hintsNeedSamplesNotASchema() throws {
    var options = InferenceOptions()
    options.hints.maps = ["$.x"]
    #expect(throws: ScaffoldError.self) {
      try SchemaInferrer(rootName: "Model", options: options).infer(
        schema: try JSON(parsing: #"{"type": "object"}"#), path: "s.json")
    }
  }
}

/// One value never makes an enum; free text never does; `--explain` says why each exists.
@Suite struct EnumEvidenceTests {
  func infer(_ samples: String...) throws -> Schema {
    let parsed = try samples.enumerated().map { ("s\($0.offset).json", try JSON(parsing: $0.element)) }
    return try SchemaInferrer(rootName: "Model", options: InferenceOptions()).infer(parsed)
  }

  @Test func oneValueIsNotAnEnumEvenUnderACategoryKey() throws {
    let schema = try infer(PathHintTests.charge, PathHintTests.charge)
    #expect(schema.enums.isEmpty)
    #expect(schema.description.contains("currency: String"))
    #expect(schema.description.contains("state: String"))
  }

  @Test func twoValuesUnderACategoryKeyAreAnEnumWithItsReason() throws {
    let schema = try infer(#"{"currency": "usd"}"#, #"{"currency": "eur"}"#)
    let e = try #require(schema.enums.first)
    #expect(e.reason == #"2 distinct strings in 2, under "currency", a key that names a category"#)
  }

  @Test(arguments: ["title", "display_name", "description", "avatar_url", "comment"])
  func freeTextKeysNeverMakeAnEnum(key: String) throws {
    let values = (0..<8).map { #"{"\#(key)": "\#(["a", "b"][$0 % 2])"}"# }.joined(separator: ",")
    #expect(try infer("[\(values)]").enums.isEmpty)
  }

  @Test func repeatedValuesSayTheyRepeat() throws {
    let values = (0..<8).map { #"{"size": "\#(["s", "m"][$0 % 2])"}"# }.joined(separator: ",")
    let e = try #require(try infer("[\(values)]").enums.first)
    #expect(e.reason.hasPrefix("2 distinct strings in 8: each value repeats"))
  }

  @Test func identicalShapesPoolTheirValues() throws {
    // Each place shows one value; the one type they share has seen two.
    let schema = try infer(#"{"thumb": {"mode": "crop", "w": 1}, "large": {"mode": "fit", "w": 2}}"#)
    #expect(schema.description.contains("mode: Mode"))
    #expect(schema.enums.first?.cases.map(\.raw) == ["crop", "fit"])
  }
}
