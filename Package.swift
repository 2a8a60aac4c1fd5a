// swift-tools-version:6.0
import Foundation
import PackageDescription

// BricksJSON's movemask and saturating subtraction (Sources/BricksJSON/Parsing/VectorOps.swift)
// are written with the compiler's `Builtin` vector operations; BRICKS_PORTABLE_SIMD=1 builds
// their portable-Swift fallbacks instead, which CI tests too.
let jsonSwiftSettings: [SwiftSetting] =
  ProcessInfo.processInfo.environment["BRICKS_PORTABLE_SIMD"] == nil
  ? [.enableExperimentalFeature("BuiltinModule")] : []

let package = Package(
  name: "Bricks",
  platforms: [.iOS(.v15), .macOS(.v13), .tvOS(.v15)],
  products: [
    .library(name: "Bricks", targets: ["Bricks"]),
    .library(name: "BricksTesting", targets: ["BricksTesting"]),
    .executable(name: "bricks", targets: ["bricks"]),
    .plugin(name: "ScaffoldPlugin", targets: ["ScaffoldPlugin"]),
  ],
  targets: [
    .target(name: "BricksJSON", swiftSettings: jsonSwiftSettings),
    .target(name: "BricksCells"),
    .target(name: "BricksCompose", dependencies: ["BricksCells"]),
    .target(name: "Bricks", dependencies: ["BricksJSON", "BricksCells", "BricksCompose"]),
    .target(name: "BricksTesting", dependencies: ["Bricks"]),
    .target(name: "BricksScaffold", dependencies: ["BricksJSON"]),
    .executableTarget(name: "bricks", dependencies: ["BricksScaffold"]),
    .plugin(
      name: "ScaffoldPlugin",
      capability: .command(
        intent: .custom(
          verb: "scaffold",
          description: "Generate a model, its JSON mapping, a cell stub and tests from a sample payload"),
        permissions: [
          .writeToPackageDirectory(reason: "bricks scaffold writes the generated Swift files and test fixtures")
        ]),
      dependencies: ["bricks"]),
    // Example models (Twitter, citm_catalog, canada) mapped three ways; used by tests and benchmarks, never shipped.
    .target(name: "ExampleModels", dependencies: ["BricksJSON"], path: "Tests/ExampleModels"),
    // The seeded random generator every property test and benchmark uses; never shipped.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .executableTarget(
      name: "bricks-bench", dependencies: ["Bricks", "ExampleModels", "BricksScaffold", "TestSupport"]),
    .testTarget(
      name: "BricksJSONTests", dependencies: ["BricksJSON", "ExampleModels", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "BricksCellsTests", dependencies: ["BricksCells", "BricksTesting"]),
    // An independent replay of batch updates with UIKit's rules (the replay imports nothing); judges
    // changesets in the property tests and the changeset fuzzer, never shipped.
    .target(name: "ChangesetOracle", dependencies: ["BricksCompose"], path: "Tests/ChangesetOracle"),
    .testTarget(
      name: "BricksComposeTests", dependencies: ["BricksCompose", "BricksTesting", "ChangesetOracle", "TestSupport"]),
    .testTarget(name: "BricksScaffoldTests", dependencies: ["BricksScaffold", "TestSupport"], exclude: ["Fixtures"]),
    // The scaffold's golden files, compiled against the library; their generated tests run.
    .testTarget(
      name: "GoldenScaffoldTests", dependencies: ["Bricks", "BricksTesting"], path: "Tests/GoldenScaffold",
      exclude: ["Inputs"]
        + [
          "account", "catalog", "clash", "feed", "github_events", "grid", "hostile", "matrix", "mixed", "pet", "place",
          "profile", "stamp", "timeline", "tweet",
          "union", "worldbank",
          "activity", "geojson", "slack", "guild", "wide", "wideclass",
        ].map { "\($0)/Fixtures" }),
    .testTarget(name: "BricksTestingTests", dependencies: ["BricksTesting"], resources: [.copy("Fixtures")]),
  ]
)

// The libFuzzer targets exist only when asked for (their `main` comes from libFuzzer), e.g.
// BRICKS_FUZZ=1 swift build -c release -Xswiftc -sanitize=fuzzer,address --sanitize=fuzzer --product bricks-fuzz
// bricks-fuzz: the JSON parser and serializer; bricks-fuzz-changeset: the changeset, judged by ChangesetOracle.
if ProcessInfo.processInfo.environment["BRICKS_FUZZ"] != nil {
  package.products.append(.executable(name: "bricks-fuzz", targets: ["bricks-fuzz"]))
  package.targets.append(.executableTarget(name: "bricks-fuzz", dependencies: ["BricksJSON"], path: "Fuzz/bricks-fuzz"))
  package.products.append(.executable(name: "bricks-fuzz-changeset", targets: ["bricks-fuzz-changeset"]))
  package.targets.append(
    .executableTarget(
      name: "bricks-fuzz-changeset", dependencies: ["BricksCompose", "ChangesetOracle"],
      path: "Fuzz/bricks-fuzz-changeset"))
}
