import BricksScaffold
import Foundation

/// `bricks scaffold <Name> <sample>... [options]`.
enum ScaffoldCommand {
  static let flags: Set<String> = [
    "no-tests", "codable", "no-maps", "no-dates", "no-urls", "no-enums", "force-plural", "force", "skip",
    "pretend", "quiet", "help", "var", "class", "public", "explain", "schema", "no-unions", "diff",
  ]
  static let valued: Set<String> = [
    "output", "tests-output", "module", "cell", "access", "templates", "protocols", "acronyms",
    "union", "struct", "map", "enum", "string",
  ]
  static let shorts: [Character: String] = [
    "f": "force", "s": "skip", "p": "pretend", "q": "quiet", "h": "help", "o": "output",
  ]

  /// The options as given: `has("force")`, `value("output")` (the last one wins).
  struct Given {
    let options: [(name: String, value: String?)]
    func has(_ name: String) -> Bool { options.contains { $0.name == name } }
    func value(_ name: String) -> String? { options.last { $0.name == name }?.value }
    /// Every value of a repeatable option, in order.
    func values(_ name: String) -> [String] { options.filter { $0.name == name }.compactMap(\.value) }
  }

  static func run(_ items: [String]) throws(UsageError) -> Int32 {
    var args = Arguments(items, command: "scaffold")
    let (parsed, positionals) = try args.parse(flags: flags, valued: valued, shorts: shorts)
    let given = Given(options: parsed)
    if given.has("help") {
      Output.out(Help.scaffold)
      return ExitCode.success
    }
    try rejectContradictions(given, positionals: positionals)
    var options = try scaffoldOptions(given, name: positionals[0], samples: Array(positionals.dropFirst()))
    if options.samples.contains("-") {
      options.standardInput = FileHandle.standardInput.readDataToEndOfFile()
    }
    let writer = FileWriter(
      policy: given.has("force") ? .force : given.has("skip") ? .skip : .refuse,
      pretend: given.has("pretend") || given.has("diff"))
    return scaffold(
      options, writer: writer, explain: given.has("explain"), quiet: given.has("quiet"), diff: given.has("diff"))
  }

  /// Phase 1: the usage mistakes that involve more than one option, or missing positionals.
  static func rejectContradictions(_ given: Given, positionals: [String]) throws(UsageError) {
    guard positionals.count >= 2 else {
      throw UsageError(
        message: positionals.isEmpty
          ? "missing the model name and a sample file" : "missing a sample file for '\(positionals[0])'",
        command: "scaffold")
    }
    if positionals.dropFirst().filter({ $0 == "-" }).count > 1 {
      throw UsageError(message: "'-' (standard input) can be given once", command: "scaffold")
    }
    if given.has("force") && given.has("skip") {
      throw UsageError(message: "--force and --skip cannot be used together", command: "scaffold")
    }
    if given.has("public") && given.value("access") == "internal" {
      throw UsageError(message: "--public and --access internal contradict each other", command: "scaffold")
    }
    if given.has("var") && given.has("class") {
      throw UsageError(
        message:
          "--var and --class cannot be used together: a final class with var properties is not Sendable; use --var (structs) or --class (let)",
        command: "scaffold")
    }
  }

  /// Phase 2: the generator's options, each value checked.
  static func scaffoldOptions(_ given: Given, name: String, samples: [String]) throws(UsageError) -> ScaffoldOptions {
    var options = ScaffoldOptions(name: name, samples: samples)
    if let dir = given.value("output") { options.outputDirectory = dir }
    options.testsDirectory = given.value("tests-output")
    options.moduleName = try given.value("module").map { (module) throws(UsageError) in try checkedModuleName(module) }
    if let cell = given.value("cell") {
      guard let style = ScaffoldOptions.CellStyle(rawValue: cell) else {
        throw UsageError(message: "--cell must be table, collection or none, not '\(cell)'", command: "scaffold")
      }
      options.cell = style
    }
    if let access = given.value("access") {
      guard let level = ScaffoldOptions.AccessLevel(rawValue: access) else {
        throw UsageError(message: "--access must be internal or public, not '\(access)'", command: "scaffold")
      }
      options.access = level
    }
    if given.has("public") { options.access = .public }
    options.mutableProperties = given.has("var")
    options.schemaInput = given.has("schema")
    options.classes = given.has("class")
    if let list = given.value("protocols") { try addProtocols(list, to: &options) }
    options.generateTests = !given.has("no-tests")
    options.codable = options.codable || given.has("codable")
    options.templatesDirectory = given.value("templates")
    options.inference = InferenceOptions(
      detectMaps: !given.has("no-maps"), detectDates: !given.has("no-dates"), detectURLs: !given.has("no-urls"),
      detectEnums: !given.has("no-enums"))
    if let style = given.value("acronyms") {
      guard let acronyms = AcronymStyle(rawValue: style) else {
        throw UsageError(
          message: "--acronyms must be camel (userId) or upper (userID), not '\(style)'", command: "scaffold")
      }
      options.inference.acronyms = acronyms
    }
    options.inference.detectUnions = !given.has("no-unions")
    options.inference.hints = try pathHints(given)
    options.forcePlural = given.has("force-plural")
    return options
  }

  /// `--protocols Equatable,Hashable,Codable,Sendable`: Sendable is always on, Codable is `codable`.
  static func addProtocols(_ list: String, to options: inout ScaffoldOptions) throws(UsageError) {
    for name in list.split(separator: ",", omittingEmptySubsequences: false).map({
      $0.trimmingCharacters(in: .whitespaces)
    }) {
      switch name {
      case "Equatable", "Hashable": if !options.protocols.contains(name) { options.protocols.append(name) }
      case "Codable": options.codable = true
      case "Sendable": break  // always
      default:
        throw UsageError(
          message: "--protocols takes Equatable, Hashable, Codable or Sendable (comma-separated), not '\(name)'",
          command: "scaffold")
      }
    }
  }

  /// `--module`: a Swift identifier.
  static func checkedModuleName(_ module: String) throws(UsageError) -> String {
    if module.first?.isNumber != false || !module.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) {
      throw UsageError(message: "--module '\(module)' is not a Swift module name", command: "scaffold")
    }
    return module
  }

  /// Phase 3: plan and write the files, reporting each; the exit code.
  /// With `diff`, nothing is written: each file that differs is printed as a unified diff
  /// of the file on disk against the generated one, then the status lines; the exit code is
  /// 1 when a file differs, as `diff` has it.
  static func scaffold(_ options: ScaffoldOptions, writer: FileWriter, explain: Bool, quiet: Bool, diff: Bool) -> Int32
  {
    do {
      let templates = try TemplateSet(templatesDirectory: options.templatesDirectory)
      let plan = try Scaffolder(options: options, templates: templates).plan()
      for warning in plan.warnings { Output.warning(warning) }
      if explain { Output.out(plan.explanation.joined(separator: "\n") + "\n") }
      if diff {
        let differences = writer.differences(for: plan.files)
        for (_, text) in differences { Output.out(text) }
        if !quiet {
          for (path, status) in writer.statuses(for: plan.files) { Output.status(status.rawValue, path) }
        }
        return differences.isEmpty ? ExitCode.success : ExitCode.failure
      }
      let result = try writer.write(plan.files)
      if !quiet {
        for (path, status) in result { Output.status(status.rawValue, path) }
        Output.fixturesNote(created: result.filter { $0.status == .create }.map(\.path))
      }
      return ExitCode.success
    } catch {
      if case .conflicts(let paths) = error, !quiet {
        for path in paths { Output.status("conflict", path) }
      }
      Output.err(error.description + "\n")
      return ExitCode.failure
    }
  }
}
