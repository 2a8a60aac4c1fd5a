import BricksJSON
import Foundation
import Testing

@testable import BricksScaffold

/// Objects told apart by a discriminator become an enum with one case per tag, when the
/// evidence is clear or a hint says so.
@Suite struct TaggedUnionTests {
  func schema(_ samples: String..., options: InferenceOptions = InferenceOptions()) throws -> Schema {
    let parsed = try samples.enumerated().map { ("sample\($0.offset).json", try JSON(parsing: $0.element)) }
    return try SchemaInferrer(rootName: "Model", options: options).infer(parsed)
  }

  func infer(_ samples: String..., options: InferenceOptions = InferenceOptions()) throws -> String {
    let parsed = try samples.enumerated().map { ("sample\($0.offset).json", try JSON(parsing: $0.element)) }
    return try SchemaInferrer(rootName: "Model", options: options).infer(parsed).description
  }

  static let blocks = #"""
    {"blocks": [
      {"type": "header", "text": "Hi"},
      {"type": "image", "image_url": "https://example.com/a.png", "alt_text": "a"},
      {"type": "divider"},
      {"type": "header", "text": "Again"}
    ]}
    """#

  @Test func disjointKeysMakeAnEnumWithOneCasePerTag() throws {
    #expect(
      try infer(Self.blocks) == """
        struct Model
          blocks: [Block]
        struct Header
          text: String
        struct Image
          imageUrl: URL  <- "image_url"
          altText: String  <- "alt_text"
        enum Block on "type"
          case header(Header) = "header"
          case image(Image) = "image"
          case divider = "divider"
          case unknown(JSON)

        """)
  }

  @Test func eachTagIsInferredOnItsOwn() throws {
    // `text` is required in every header although the other tags lack it.
    let s = try schema(Self.blocks)
    let header = try #require(s.types.first { $0.name == "Header" })
    #expect(header.properties.map(\.isOptional) == [false])
    let union = try #require(s.taggedUnions.first)
    #expect(union.cases.map(\.count) == [2, 1, 1])
    #expect(union.reason.contains("4 objects, with 3 values (header ×2, image ×1, divider ×1)"))
  }

  @Test func aSharedKeyOfDifferentStructureTellsTagsApart() throws {
    // GeoJSON: every geometry has `type` and `coordinates`, nested differently.
    let text = #"""
      [{"type": "Point", "coordinates": [1.5, 2]},
       {"type": "LineString", "coordinates": [[1, 2], [3, 4]]},
       {"type": "Polygon", "coordinates": [[[1, 2], [3, 4], [1, 2]]]}]
      """#
    let s = try schema(text)
    let union = try #require(s.taggedUnions.first)
    #expect(union.cases.map(\.name) == ["point", "lineString", "polygon"])
    #expect(union.reason.contains(#""coordinates" holds [number] under Point and [[number]] under LineString"#))
    // A top-level array of tagged objects: the root holds them all.
    #expect(s.rootForm == .single)
    #expect(union.name == "Item")
  }

  @Test func sharedKeysStayOneStructWithAnEnumForTheTag() throws {
    let text = #"""
      {"users": [{"type": "admin", "name": "Ann", "email": "a@x"},
       {"type": "user", "name": "Bo", "email": "b@x", "avatar": null},
       {"type": "user", "name": "Cy", "email": "c@x"}]}
      """#
    let s = try schema(text)
    #expect(s.taggedUnions.isEmpty)
    #expect(s.description.contains("type: UserType"))
    let users = try #require(s.types.first?.properties.first)
    #expect(
      users.whyType.hasSuffix(
        #"not a tagged union: "type" is a string in all 3 objects, with 2 values (admin ×1, user ×2), but the tags share 2 of their 3 other keys: one struct"#
      ))
  }

  @Test(arguments: [
    #"[{"type": "a", "x": 1}, {"type": "a", "y": 2}]"#,  // one tag
    #"[{"type": "a", "x": 1}, {"y": 2}]"#,  // not in every object
    #"[{"type": "a", "x": 1}, {"type": 3, "y": 2}]"#,  // not always a string
    #"[{"name": "a", "x": 1}, {"name": "b", "y": 2}]"#,  // not a discriminator key
    #"[{"type": "a"}, {"type": "b"}]"#,  // no other key: an enum
  ])
  func unclearEvidenceKeepsOneStruct(sample: String) throws {
    #expect(try schema(sample).taggedUnions.isEmpty)
  }

  @Test func overlappingKeySetsStillMakeAUnionWhenMostKeysDiffer() throws {
    let text = #"""
      [{"kind": "post", "id": 1, "author": "a", "body": "b"},
       {"kind": "photo", "id": 2, "author": "c", "url": "https://x.io/p", "width": 3, "height": 4}]
      """#
    let union = try #require(try schema(text).taggedUnions.first)
    #expect(union.key == "kind")
    #expect(union.reason.contains("4 of the 6 other keys are not in every tag"))
  }

  @Test func unionsNest() throws {
    let text = #"""
      {"blocks": [
        {"type": "actions", "elements": [{"type": "button", "label": "A"}, {"type": "select", "options": [1, 2]}]},
        {"type": "header", "text": "H"}]}
      """#
    let s = try schema(text)
    #expect(s.taggedUnions.map(\.name) == ["Block", "Element"])
    #expect(s.taggedUnions[1].path == "$.blocks[*].elements[*]")
  }

  @Test func noUnionsAndStructKeepTheStruct() throws {
    var options = InferenceOptions()
    options.detectUnions = false
    #expect(try schema(Self.blocks, options: options).taggedUnions.isEmpty)
    options = InferenceOptions()
    options.hints.structs = ["$.blocks[*]"]
    let s = try schema(Self.blocks, options: options)
    #expect(s.taggedUnions.isEmpty)
    #expect(s.description.contains("struct Block\n  type: BlockType"))
  }

  @Test func unionForcesAUnionOnAnyKey() throws {
    var options = InferenceOptions()
    options.hints.unions = ["$.items[*]": "shape"]
    let text = #"{"items": [{"shape": "a", "x": 1}, {"shape": "b", "x": 2}, {"x": 3}]}"#
    let union = try #require(try schema(text, options: options).taggedUnions.first)
    #expect(union.key == "shape")
    #expect(union.reason.hasPrefix("--union $.items[*]=shape: "))
    #expect(
      union.reason
        == #"--union $.items[*]=shape: "shape" is a string in 2 of 3 objects, with 2 values (a ×1, b ×1); the 1 without it read as unknown"#
    )
  }

  @Test func aForcedKeyNoObjectHasIsAnError() throws {
    var options = InferenceOptions()
    options.hints.unions = ["$.items[*]": "kind"]
    #expect(throws: ScaffoldError.self) { try schema(#"{"items": [{"x": 1}]}"#, options: options) }
    do {
      _ = try schema(#"{"items": [{"x": 1}]}"#, options: options)
    } catch {
      #expect("\(error)".contains(#"no object there has a string "kind""#))
    }
  }

  @Test func aKeyNamedAfterAMemberGetsAnotherCaseName() throws {
    let text = #"[{"type": "unknown", "a": 1}, {"type": "tagged", "b": 2}, {"type": "self", "c": 3}]"#
    let union = try #require(try schema(text).taggedUnions.first)
    #expect(union.cases.map(\.name) == ["unknown2", "tagged2", "self2"])
  }

  @Test func aUnionIsIndirectOnlyWhenItHoldsItselfInline() throws {
    // Cases hold structs that hold the union through an array: inline, no box per value.
    let text = #"""
      {"root": [{"type": "group", "name": "g", "children": [{"type": "leaf", "value": 1}]},
        {"type": "leaf", "value": 2}]}
      """#
    #expect(try schema(text).taggedUnions.map(\.isIndirect) == [false])
    // A case's struct holding the union in a plain property: indirect.
    let group = SchemaType(
      name: "Group", path: "$", isRoot: false, isClass: false,
      properties: [SchemaProperty(name: "child", key: "child", type: .model("Block"), isOptional: true)])
    var unions = [
      SchemaTaggedUnion(
        name: "Block", path: "$", key: "type", cases: [("group", "group", "Group", 1), ("leaf", "leaf", nil, 1)],
        isIndirect: false, reason: "")
    ]
    TypeNamer.markIndirectTaggedUnions(&unions, types: [group], unions: [])
    #expect(unions[0].isIndirect)
  }

  @Test func recursionDoesNotFoldATaggedPlaceIntoAnUntaggedOne() throws {
    // The nested object looks like its parent, but its blocks have one tag: folding it into
    // the parent would lose the union (or the discriminator), so it keeps its own type.
    let text = #"""
      {"id": 1, "a": 1, "b": 2, "c": 3, "blocks": [{"type": "x", "p": 1}, {"type": "y", "q": "z"}],
       "child": {"id": 2, "a": 1, "b": 2, "c": 3, "blocks": [{"type": "x", "p": 1}]}}
      """#
    let description = try infer(text)
    #expect(description.contains("blocks: [Block]"))
    #expect(description.contains("child: Child"))
    #expect(!description.contains("JSON]"))
  }

  @Test func tagsAreFoundAgainInDictionariesPositionsAndNestedArrays() throws {
    let pair = #"{"type": "a", "x": 1}, {"type": "b", "y": "z"}"#
    // The values of an id-keyed dictionary.
    let map = try schema(#"{"byId": {"1": {"type": "a", "x": 1}, "2": {"type": "b", "y": "z"}}}"#)
    #expect(map.taggedUnions.first?.path == "$.byId.*")
    // A position of a top-level array read position by position.
    let positional = try schema(#"[{"page": 1}, [\#(pair)]]"#)
    #expect(positional.rootForm == .positional)
    #expect(positional.taggedUnions.first?.path == "$[1][*]")
    // Arrays of arrays at the top level.
    let nested = try schema("[[\(pair)], [\(pair)]]")
    #expect(nested.taggedUnions.first?.path == "$[*][*]")
    #expect(nested.taggedUnions.first?.cases.map(\.count) == [2, 2])
  }

  @Test func aUnionUnderAKindUnionIsFoundToo() throws {
    // The objects sit beside strings at one place: only the objects are told apart.
    let s = try schema(#"{"items": ["plain", {"type": "a", "x": 1}, {"type": "b", "y": 2}]}"#)
    #expect(s.taggedUnions.count == 1)
  }

  @Test func taggedShapesMergeTagByTagOnOneKeyOnly() throws {
    func object(_ key: String) -> ObjectShape {
      let o = ObjectShape()
      o.declare(key, shape: .int(epoch: nil), required: true, nullable: false)
      return o
    }
    let a = TaggedShape(key: "type", variants: [("x", object("p"), 2)], reason: "")
    let b = TaggedShape(key: "type", variants: [("x", object("q"), 1), ("y", object("r"), 3)], reason: "")
    guard case .tagged(let merged) = Shape.merge(.tagged(a), .tagged(b)) else {
      Issue.record("expected a tagged union")
      return
    }
    #expect(merged.variants.map(\.tag) == ["x", "y"])
    #expect(merged.variants.map(\.count) == [3, 3])
    #expect(merged.variants[0].shape.target.keys == ["p", "q"])
    // Another discriminator, or an untagged object, can no longer be told apart: JSON.
    let c = TaggedShape(key: "kind", variants: [("x", object("p"), 1)], reason: "")
    guard case .tooDeep = Shape.merge(.tagged(a), .tagged(c)) else {
      Issue.record("expected JSON")
      return
    }
    guard case .tooDeep = Shape.merge(.tagged(a), .object(object("p"))) else {
      Issue.record("expected JSON")
      return
    }
  }
}
