import Foundation
import Testing

@testable import BricksScaffold

/// One golden case: a model name, its samples in Tests/GoldenScaffold/Inputs and the options.
struct GoldenCase: CustomTestStringConvertible, Sendable {
  var directory: String
  var model: String
  var inputs: [String]
  var cell: ScaffoldOptions.CellStyle = .table
  var codable = false
  var access: ScaffoldOptions.AccessLevel = .internal
  var mutable = false
  var classes = false
  var protocols: [String] = []
  var acronyms = AcronymStyle.camel
  var schema = false
  var testDescription: String { directory }

  static let all: [GoldenCase] = [
    GoldenCase(directory: "tweet", model: "Tweet", inputs: ["tweet.json"]),
    GoldenCase(directory: "github_events", model: "GitHubEvent", inputs: ["github_events.json"], cell: .collection),
    GoldenCase(directory: "hostile", model: "Hostile", inputs: ["hostile.json"], protocols: ["Equatable", "Hashable"]),
    GoldenCase(directory: "timeline", model: "Timeline", inputs: ["timeline.json"], access: .public),
    GoldenCase(directory: "catalog", model: "Catalog", inputs: ["catalog.json"], cell: .none),
    GoldenCase(directory: "profile", model: "Profile", inputs: ["profile-1.json", "profile-2.json"], codable: true),
    GoldenCase(directory: "place", model: "Place", inputs: ["place.json"], codable: true, access: .public),
    // Keys named like members of the protocols, of Codable's synthesis and of the generated types.
    GoldenCase(directory: "clash", model: "Clash", inputs: ["clash.json"], codable: true, access: .public),
    // Top-level arrays of other than objects: positions of different kinds (World Bank), arrays
    // of arrays, elements of different kinds; fields of different kinds across samples.
    GoldenCase(
      directory: "worldbank", model: "WorldBank", inputs: ["worldbank.json"], cell: .none, codable: true,
      access: .public),
    // An object, an array of objects and a string at the top level (the shape of quicktype's
    // bug863 input): three positions, each read back from its own sample.
    GoldenCase(directory: "guild", model: "Guild", inputs: ["guild.json"], protocols: ["Equatable", "Hashable"]),
    GoldenCase(directory: "matrix", model: "Matrix", inputs: ["matrix.json"]),
    GoldenCase(directory: "grid", model: "Grid", inputs: ["grid.json"], cell: .collection),
    GoldenCase(directory: "mixed", model: "Mixed", inputs: ["mixed-1.json", "mixed-2.json"], cell: .none),
    GoldenCase(
      directory: "union", model: "Union", inputs: ["union-1.json", "union-2.json"], codable: true,
      protocols: ["Equatable", "Hashable"]),
    // Options: --var --acronyms upper --public --protocols Equatable; --class --protocols Hashable
    // (recursive and plain types as classes, == and hash(into:) written out).
    GoldenCase(
      directory: "account", model: "Account", inputs: ["profile-1.json", "profile-2.json"], access: .public,
      mutable: true,
      protocols: ["Equatable"], acronyms: .upper),
    // Dates per field: ISO 8601 (fractions, offsets), RFC 1123, Twitter, Unix seconds and ms.
    GoldenCase(directory: "stamp", model: "Stamp", inputs: ["stamp.json"], cell: .none),
    // --schema: a JSON Schema (enum, $ref with recursion, oneOf with null, additionalProperties,
    // format uri and date-time) and a payload the schema's enum does not list.
    GoldenCase(directory: "pet", model: "Pet", inputs: ["pet.schema.json", "pet.json"], schema: true),
    GoldenCase(
      directory: "feed", model: "Feed", inputs: ["timeline.json"], cell: .none, classes: true,
      protocols: ["Equatable", "Hashable"]),
    // Tagged unions: Slack blocks (nested unions, a tag with no other key), GeoJSON geometries
    // (told apart by the structure of `coordinates`), a top-level array of tagged objects.
    GoldenCase(
      directory: "slack", model: "Message", inputs: ["slack.json"], codable: true, protocols: ["Equatable", "Hashable"]),
    GoldenCase(
      directory: "geojson", model: "FeatureCollection", inputs: ["geojson.json"], cell: .none, access: .public),
    GoldenCase(directory: "activity", model: "Activity", inputs: ["activity.json"], cell: .none),
    // An object of 302 keys: fields stored in parts of 64 (a struct with --var --public
    // --codable --protocols Hashable; a class with --codable --protocols Hashable).
    GoldenCase(
      directory: "wide", model: "Wide", inputs: ["wide.json"], cell: .none, codable: true, access: .public,
      mutable: true, protocols: ["Equatable", "Hashable"]),
    GoldenCase(
      directory: "wideclass", model: "WideClass", inputs: ["wide.json"], cell: .none, codable: true, classes: true,
      protocols: ["Equatable", "Hashable"]),
  ]

  func plan() throws -> ScaffoldPlan {
    let inputs = TestPaths.goldens.appendingPathComponent("Inputs")
    var options = ScaffoldOptions(name: model, samples: self.inputs.map { inputs.appendingPathComponent($0).path })
    options.cell = cell
    options.codable = codable
    options.access = access
    options.mutableProperties = mutable
    options.classes = classes
    options.protocols = protocols
    options.inference.acronyms = acronyms
    options.schemaInput = schema
    let templates = try TemplateSet(templatesDirectory: nil, projectDirectory: "/nonexistent")
    return try Scaffolder(options: options, templates: templates).plan()
  }
}

/// Every generated file equals its checked-in golden under Tests/GoldenScaffold/<case>/;
/// the GoldenScaffoldTests target compiles those goldens and runs their tests.
@Suite struct GoldenFileTests {
  @Test(arguments: GoldenCase.all)
  func generatedFilesMatchGoldens(golden: GoldenCase) throws {
    let plan = try golden.plan()
    let dir = TestPaths.goldens.appendingPathComponent(golden.directory)
    for file in plan.files {
      let url = dir.appendingPathComponent(file.path)
      if file.path.hasSuffix(".json") {
        // Fixtures are byte-for-byte copies of the inputs.
        if ProcessInfo.processInfo.environment["BRICKS_RECORD_GOLDENS"] == "1" {
          try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
          try file.contents.write(to: url)
        }
        #expect(try Data(contentsOf: url) == file.contents, "\(file.path)")
      } else {
        try expectGolden(String(decoding: file.contents, as: UTF8.self), at: url)
      }
    }
  }

  @Test func outputIsDeterministic() throws {
    let a = try GoldenCase.all[3].plan().files
    let b = try GoldenCase.all[3].plan().files
    #expect(a == b)
  }
}
