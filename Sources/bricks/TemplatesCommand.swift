import BricksScaffold

/// `bricks templates list|cat|which`.
enum TemplatesCommand {
  static func run(_ items: [String]) throws(UsageError) -> Int32 {
    var args = Arguments(items, command: "templates")
    let (options, positionals) = try args.parse(flags: ["help"], valued: ["templates"], shorts: ["h": "help"])
    if options.contains(where: { $0.name == "help" }) {
      Output.out(Help.templates)
      return ExitCode.success
    }
    let set: TemplateSet
    do {
      set = try TemplateSet(templatesDirectory: options.last(where: { $0.name == "templates" })?.value)
    } catch {
      Output.err(error.description + "\n")
      return ExitCode.failure
    }
    guard let action = positionals.first else {
      throw UsageError(message: "missing action: list, cat <name> or which <name>", command: "templates")
    }
    switch action {
    case "list":
      guard positionals.count == 1 else { throw UsageError(message: "'list' takes no argument", command: "templates") }
      for name in TemplateSet.names {
        switch set.source(of: name) {
        case .file(let path)?: Output.out("\(name)  (overridden: \(path))\n")
        default: Output.out("\(name)  (built-in)\n")
        }
      }
      return ExitCode.success
    case "cat", "which":
      guard positionals.count == 2 else {
        throw UsageError(message: "'\(action)' needs one template name", command: "templates")
      }
      let name = resolve(positionals[1])
      guard TemplateSet.names.contains(name) else {
        Output.err(
          "error: no template named '\(positionals[1])'; templates: \(TemplateSet.names.joined(separator: ", "))\n")
        return ExitCode.failure
      }
      if action == "cat" {
        Output.out(TemplateSet.builtIn(name)!)
      } else if case .file(let path)? = set.source(of: name) {
        Output.out(path + "\n")
      } else {
        Output.out("built-in\n")
      }
      return ExitCode.success
    default:
      throw UsageError(message: "unknown action '\(action)'; expected list, cat or which", command: "templates")
    }
  }

  /// Accepts `Model`, `Model.swift` or `Model.swift.template`.
  private static func resolve(_ name: String) -> String {
    TemplateSet.names.first { $0 == name || $0 == name + ".template" || $0 == name + ".swift.template" } ?? name
  }
}
