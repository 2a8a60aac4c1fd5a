import Foundation
import Testing

@testable import BricksScaffold

/// `--union`, `--struct`, `--map`, `--enum`, `--string` and `--no-unions` on the command line,
/// and `--explain` for a tagged union and an open enum.
@Suite(.enabled(if: BricksProcess.binary != nil, "the bricks executable was not built"))
struct InferenceHintOptionTests {
  let dir: String
  let slack = TestPaths.goldens.appendingPathComponent("Inputs/slack.json").path

  init() throws {
    dir = NSTemporaryDirectory() + "bricks-hints-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  }

  func bricks(_ args: [String]) throws -> BricksProcess.Result { try BricksProcess.run(args, in: dir) }

  @Test func explainSaysWhyAUnionAndAnEnumExist() throws {
    let r = try bricks(["scaffold", "Message", slack, "--explain", "-p", "-q"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(
      r.stdout.contains(
        #"""
        Message.Block: enum on "type"  <- $.blocks[*]
          tagged union: "type" is a string in all 7 objects, with 6 values (header ×1, section ×2, divider ×1, image ×1, actions ×1, context ×1); 7 of the 7 other keys are not in every tag
          cases: header(Header) = "header", section(Section) = "section", divider = "divider", image(Image) = "image", actions(Actions) = "actions", context(Context) = "context"; unknown(JSON) keeps any other object
        """#), "\(r.stdout)")
    let events = TestPaths.goldens.appendingPathComponent("Inputs/github_events.json").path
    let e = try bricks(["scaffold", "GitHubEvent", events, "--explain", "-p", "-q"])
    #expect(
      e.stdout.contains(
        #"""
        GitHubEvent.GitHubEventType: open enum  <- $[*].type
          enum: 7 distinct strings in 30, under "type", a key that names a category
        """#), "\(e.stdout)")
    // The events share their keys: one struct, and --explain says why.
    #expect(
      e.stdout.contains(
        #"""
        GitHubEvent: struct  <- $[*]
          not a tagged union: "type" is a string in all 30 objects, with 7 values
        """#), "\(e.stdout)")
  }

  @Test func noUnionsAndStructTurnUnionsOff() throws {
    for extra in [["--no-unions"], ["--struct", "$.blocks[*]"]] {
      let r = try bricks(["scaffold", "Message", slack, "--explain", "-p", "-q"] + extra)
      #expect(r.status == 0, "\(r.stderr)")
      #expect(!r.stdout.contains("Message.Block: enum on"), "\(extra)")
    }
  }

  @Test(arguments: [
    (["--union", "$.blocks[*]"], "--union takes PATH=KEY"),
    (["--map", "metadata"], "--map 'metadata': a path starts with $ as --explain shows it, e.g. '$.metadata'"),
    (["--map", "$.nothing"], "error: --map '$.nothing': no place in the samples has this path"),
    (["--enum", "$.blocks"], "--enum needs strings there"),
  ])
  func badHintsSayWhatToDo(extra: [String], message: String) throws {
    let r = try bricks(["scaffold", "Message", slack, "-p", "-q"] + extra)
    #expect(r.status != 0)
    #expect(r.stderr.contains(message), "\(r.stderr)")
  }

  @Test func hintsRepeat() throws {
    let r = try bricks([
      "scaffold", "Message", slack, "--explain", "-p", "-q", "--string", "$.blocks[*].text.type", "--union",
      "$.blocks[*].elements[*]=type",
    ])
    #expect(r.status == 0, "\(r.stderr)")
  }
}
