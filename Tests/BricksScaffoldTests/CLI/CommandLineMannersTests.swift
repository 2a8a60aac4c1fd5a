import Foundation
import Testing

/// What a user meets around the generator: a sample on standard input (`-`), `--diff` before
/// `--force`, a warning for keys a sample repeats, and a misnamed template override.
@Suite(.enabled(if: BricksProcess.binary != nil, "the bricks executable was not built"))
struct CommandLineMannersTests {
  let dir: String
  let tweet = TestPaths.goldens.appendingPathComponent("Inputs/tweet.json")

  init() throws {
    dir = NSTemporaryDirectory() + "bricks-manners-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  }

  func bricks(_ args: String..., input: Data? = nil) throws -> BricksProcess.Result {
    try BricksProcess.run(args, in: dir, input: input)
  }
  func read(_ path: String) throws -> String { try String(contentsOfFile: dir + "/" + path, encoding: .utf8) }
  func write(_ text: String, to path: String) throws {
    let url = URL(fileURLWithPath: dir + "/" + path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  // MARK: Standard input

  @Test func aSampleNamedDashIsReadFromStandardInput() throws {
    let data = try Data(contentsOf: tweet)
    let r = try bricks("scaffold", "Tweet", "-", input: data)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("      create  Fixtures/tweet.json\n"))
    let golden = try String(contentsOf: TestPaths.goldens.appendingPathComponent("tweet/Tweet.swift"), encoding: .utf8)
    #expect(try read("Tweet.swift") == golden)
    #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/Fixtures/tweet.json")) == data)
  }

  @Test func standardInputMixesWithFilesAndItsErrorsNameIt() throws {
    let both = try bricks("scaffold", "Tweet", tweet.path, "-", "-p", input: try Data(contentsOf: tweet))
    #expect(both.status == 0, "\(both.stderr)")
    #expect(both.stdout.contains("Fixtures/tweet-2.json"))

    let invalid = try bricks("scaffold", "Tweet", "-", input: Data(#"{"a": 1,}"#.utf8))
    #expect(invalid.status == 1)
    #expect(invalid.stderr.hasPrefix("<stdin>:1:"), "\(invalid.stderr)")

    let empty = try bricks("scaffold", "Tweet", "-")
    #expect(empty.status == 1)
    #expect(empty.stderr.hasPrefix("<stdin>:"), "\(empty.stderr)")

    let twice = try bricks("scaffold", "Tweet", "-", "-", input: Data("{}".utf8))
    #expect(twice.status == 64)
    #expect(twice.stderr.contains("'-' (standard input) can be given once"))
    #expect((FileManager.default.enumerator(atPath: dir)?.allObjects ?? []).isEmpty)
  }

  // MARK: --diff

  @Test func diffShowsWhyAFileConflictsAndWritesNothing() throws {
    try write(#"{"text": "hello", "count": 1}"#, to: "s.json")
    #expect(try bricks("scaffold", "Note", "s.json", "-q").status == 0)
    let same = try bricks("scaffold", "Note", "s.json", "--diff")
    #expect(same.status == 0)
    #expect(!same.stdout.contains("---"))
    #expect(same.stdout.split(separator: "\n").allSatisfy { $0.contains("identical") }, "\(same.stdout)")

    // The user edited the model; the sample gained a key.
    let model = try read("Note.swift")
    let edited = model.replacingOccurrences(of: "  let count: Int\n", with: "  let count: Int  // mine\n")
    try write(edited, to: "Note.swift")
    try write(#"{"text": "hello", "count": 1, "done": true}"#, to: "s.json")
    let r = try bricks("scaffold", "Note", "s.json", "--diff")
    #expect(r.status == 1)
    #expect(r.stdout.contains("--- a/Note.swift\n+++ b/Note.swift\n@@ -"), "\(r.stdout)")
    #expect(r.stdout.contains("\n-  let count: Int  // mine\n+  let count: Int\n+  let done: Bool\n"), "\(r.stdout)")
    #expect(r.stdout.contains("--- a/Fixtures/note.json\n+++ b/Fixtures/note.json\n@@ -1 +1 @@\n"))
    #expect(r.stdout.contains("\\ No newline at end of file\n"))
    #expect(
      r.stdout.hasSuffix(
        "    conflict  Note.swift\n   identical  NoteCell.swift\n   identical  NoteTests.swift\n    conflict  Fixtures/note.json\n"
      ))
    #expect(try read("Note.swift") == edited)
    #expect(try read("Fixtures/note.json") == #"{"text": "hello", "count": 1}"#)
  }

  // MARK: Duplicate keys

  @Test func aKeyRepeatedInAnObjectIsWarnedAboutAndTheFirstValueWins() throws {
    try write(#"{"id": 7, "user": {"name": "first", "score": 1, "score": "two", "name": "second"}}"#, to: "dup.json")
    let r = try bricks("scaffold", "Entry", "dup.json", "-q")
    #expect(r.status == 0, "\(r.stderr)")
    #expect(
      r.stderr
        == """
        warning: dup.json: $.user has the key "name" 2 times: the first value, "first", is the one read (as every JSON lookup in Bricks reads the first); "second" is ignored, and the generated round-trip test of this sample fails until the key occurs once
        warning: dup.json: $.user has the key "score" 2 times: the first value, 1, is the one read (as every JSON lookup in Bricks reads the first); "two" is ignored, and the generated round-trip test of this sample fails until the key occurs once

        """)
    // Inference reads what the model reads: `score` is Int, not a union of Int and String.
    let model = try read("Entry.swift")
    #expect(model.contains("    let score: Int\n"))
    #expect(!model.contains("IntOrString"))
  }

  @Test func duplicateKeysAreFoundAtAnyDepthAndCountedPastTheLimit() throws {
    // 40 levels of arrays (deeper than inference looks), then an object with a duplicate.
    let deep = String(repeating: "[", count: 40) + #"{"k": 1, "k": 2}"# + String(repeating: "]", count: 40)
    let many = (0..<12).map { #"{"a\#($0)": 0, "a\#($0)": 1}"# }.joined(separator: ", ")
    try write(#"{"deep": \#(deep), "many": [\#(many)]}"#, to: "d.json")
    let r = try bricks("scaffold", "Deep", "d.json", "-p", "-q")
    #expect(r.status == 0, "\(r.stderr)")
    let warnings = r.stderr.split(separator: "\n")
    #expect(warnings.count == 11)
    #expect(
      warnings[0].hasPrefix(
        "warning: d.json: $.deep" + String(repeating: "[0]", count: 40) + " has the key \"k\" 2 times"))
    #expect(warnings[1].hasPrefix(#"warning: d.json: $.many[0] has the key "a0" 2 times"#))
    #expect(warnings[10] == "warning: d.json: 3 more duplicated keys not listed")
  }

  // MARK: Template overrides

  @Test(arguments: [
    ("model.swift.template", "Model.swift.template"), ("Model.template", "Model.swift.template"),
    ("Cell.swift", "Cell.swift.template"), ("Test.swift.template", "Tests.swift.template"),
    ("Row.swift.template", nil),
  ])
  func aMisnamedOverrideIsAnErrorNamingTheFileAndTheValidNames(file: String, guess: String?) throws {
    try write("// override\n", to: "Mine/" + file)
    try write("notes\n", to: "Mine/README.md")
    let r = try bricks("scaffold", "Tweet", tweet.path, "--templates", "Mine", "-p")
    #expect(r.status == 1)
    var first = "error: 'Mine/\(file)' matches no template name, so it would be ignored"
    if let guess { first += "; did you mean '\(guess)'?" }
    #expect(
      r.stderr
        == first
        + "\n  template overrides must be named exactly Model.swift.template, Cell.swift.template, Tests.swift.template (bricks templates list shows which are used)\n",
      "\(r.stderr)")
  }

  @Test func theProjectTemplatesFolderIsCheckedTooAndOtherFilesThereAreLeftAlone() throws {
    try write("notes\n", to: "Templates/README.md")
    try write("{{ name }}\n", to: "Templates/Cell.swift.template")
    let fine = try bricks("scaffold", "Tweet", tweet.path, "-p", "-q")
    #expect(fine.status == 0, "\(fine.stderr)")
    try write("// typo\n", to: "Templates/Modle.swift.template")
    let r = try bricks("scaffold", "Tweet", tweet.path, "-p")
    #expect(r.status == 1)
    #expect(
      r.stderr.hasPrefix(
        "error: 'Templates/Modle.swift.template' matches no template name, so it would be ignored; did you mean 'Model.swift.template'?"
      ))
    let list = try bricks("templates", "list")
    #expect(list.status == 1)
    #expect(list.stderr.contains("Templates/Modle.swift.template"))
  }
}
