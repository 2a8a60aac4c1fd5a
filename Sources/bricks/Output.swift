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

  static func warning(_ message: String) {
    err("warning: \(message)\n")
  }

  static func usage(_ error: UsageError) {
    let help = error.command.map { "bricks help \($0)" } ?? "bricks --help"
    err("bricks: error: \(error.message)\nSee '\(help)'.\n")
  }
}
