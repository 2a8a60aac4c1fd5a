import Foundation

// bricks: the command-line front of BricksScaffold. Argument parsing, printing and exit
// codes live here; the work is done (and tested) in the library.

func runBricks(_ arguments: [String]) -> Int32 {
  guard let command = arguments.first else {
    Output.err(Help.general)
    return ExitCode.usage
  }
  let rest = Array(arguments.dropFirst())
  do throws(UsageError) {
    switch command {
    case "scaffold": return try ScaffoldCommand.run(rest)
    case "inspect": return try InspectCommand.run(rest)
    case "templates": return try TemplatesCommand.run(rest)
    case "help":
      guard let topic = rest.first else {
        Output.out(Help.general)
        return ExitCode.success
      }
      guard rest.count == 1, let text = Help.text(for: topic) else {
        throw UsageError(
          message: "no help for '\(rest.joined(separator: " "))'; commands: scaffold, inspect, templates", command: nil)
      }
      Output.out(text)
      return ExitCode.success
    case "-h", "--help":
      Output.out(Help.general)
      return ExitCode.success
    case "--version", "version":
      Output.out("bricks \(Help.version)\n")
      return ExitCode.success
    default:
      throw UsageError(
        message: "unknown command '\(command)'; commands: scaffold, inspect, templates, help", command: nil)
    }
  } catch {
    Output.usage(error)
    return ExitCode.usage
  }
}

exit(runBricks(Array(CommandLine.arguments.dropFirst())))
