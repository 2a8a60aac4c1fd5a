import Foundation

/// Everything the CLI prints goes through here: stdout for results, stderr for diagnostics.
enum Output {
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func err(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// A Rails-style status line: the status right-aligned in 12 columns, then the path.
  static func status(_ status: String, _ path: String) {
    out(String(repeating: " ", count: max(0, 12 - status.count)) + status + "  " + path + "\n")
  }

  /// When `created` holds a new fixture, what the test target's manifest entry needs so that
  /// SwiftPM neither warns about unhandled files nor leaves the fixtures out.
  static func fixturesNote(created: [String]) {
    guard let fixture = created.first(where: { $0.hasPrefix("Fixtures/") || $0.contains("/Fixtures/") }) else {
      return
    }
    let folder = String(fixture[..<fixture.range(of: "Fixtures/", options: .backwards)!.upperBound].dropLast())
    err(
      "note: fixtures were written to \(folder); in Package.swift, give the test target that holds them "
        + "exclude: [\"Fixtures\"] (the generated tests read them next to the test file) or "
        + "resources: [.copy(\"Fixtures\")] (to load them with bundle: .module), or SwiftPM warns about unhandled files\n"
    )
  }

  static func warning(_ message: String) {
    err("warning: \(message)\n")
  }

  static func usage(_ error: UsageError) {
    let help = error.command.map { "bricks help \($0)" } ?? "bricks --help"
    err("bricks: error: \(error.message)\nSee '\(help)'.\n")
  }
}
