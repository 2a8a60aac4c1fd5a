import BricksJSON
import BricksScaffold
import Foundation

/// `bricks inspect FILE`: the shape of a JSON file as a tree.
enum InspectCommand {
  static func run(_ items: [String]) throws(UsageError) -> Int32 {
    var args = Arguments(items, command: "inspect")
    let (options, positionals) = try args.parse(flags: ["help"], valued: [], shorts: ["h": "help"])
    if options.contains(where: { $0.name == "help" }) {
      Output.out(Help.inspect)
      return ExitCode.success
    }
    guard positionals.count == 1 else {
      throw UsageError(
        message: positionals.isEmpty ? "missing the JSON file to inspect" : "inspect takes one file", command: "inspect"
      )
    }
    let path = positionals[0]
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
      Output.err("error: no such file '\(path)'\n")
      return ExitCode.failure
    }
    guard !isDir.boolValue else {
      Output.err("error: '\(path)' is a directory; pass a JSON file\n")
      return ExitCode.failure
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      Output.err("error: cannot read '\(path)'\n")
      return ExitCode.failure
    }
    do {
      let json = try JSON(parsing: data)
      Output.out(ShapeTree(json).description)
      return ExitCode.success
    } catch {
      Output.err(error.diagnostic(file: path) + "\n")
      return ExitCode.failure
    }
  }
}
