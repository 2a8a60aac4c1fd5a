import BricksScaffold
import Foundation

/// `bricks scaffold <Name> <sample>... [options]`.
enum ScaffoldCommand {
  static let flags: Set<String> = [
    "no-tests", "codable", "no-maps", "no-dates", "no-urls", "no-enums", "force-plural", "force", "skip",
    "pretend", "quiet", "help", "var", "class", "public", "explain", "schema",
  ]
  static let valued: Set<String> = [
    "output", "tests-output", "module", "cell", "access", "templates", "protocols", "acronyms",
  ]
  static let shorts: [Character: String] = ["f": "force", "s": "skip", "p": "pretend", "q": "quiet", "h": "help", "o": "output"]

  static func run(_ items: [String]) throws(UsageError) -> Int32 {
    var args = Arguments(items, command: "scaffold")
    let (parsed, positionals) = try args.parse(flags: flags, valued: valued, shorts: shorts)
    let has = { (name: String) in parsed.contains { $0.name == name } }
    let value = { (name: String) in parsed.last { $0.name == name }?.value }
    if has("help") {
      Output.out(Help.scaffold)
      return ExitCode.success
    }
    guard positionals.count >= 2 else {
      throw UsageError(
        message: positionals.isEmpty ? "missing the model name and a sample file" : "missing a sample file for '\(positionals[0])'",
        command: "scaffold")
    }
    if has("force") && has("skip") {
      throw UsageError(message: "--force and --skip cannot be used together", command: "scaffold")
    }
    var options = ScaffoldOptions(name: positionals[0], samples: Array(positionals.dropFirst()))
    if let dir = value("output") { options.outputDirectory = dir }
    options.testsDirectory = value("tests-output")
    options.moduleName = value("module")
    if let cell = value("cell") {
      guard let style = ScaffoldOptions.CellStyle(rawValue: cell) else {
        throw UsageError(message: "--cell must be table, collection or none, not '\(cell)'", command: "scaffold")
      }
      options.cell = style
    }
    if let access = value("access") {
      guard let level = ScaffoldOptions.AccessLevel(rawValue: access) else {
        throw UsageError(message: "--access must be internal or public, not '\(access)'", command: "scaffold")
      }
      options.access = level
    }
    if has("public") {
      if value("access") == "internal" {
        throw UsageError(message: "--public and --access internal contradict each other", command: "scaffold")
      }
      options.access = .public
    }
    if has("var") && has("class") {
      throw UsageError(
        message: "--var and --class cannot be used together: a final class with var properties is not Sendable; use --var (structs) or --class (let)",
        command: "scaffold")
    }
    options.mutableProperties = has("var")
    options.schemaInput = has("schema")
    options.classes = has("class")
    if let list = value("protocols") {
      for name in list.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
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
    if let module = options.moduleName,
      module.first?.isNumber != false || !module.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber })
    {
      throw UsageError(message: "--module '\(module)' is not a Swift module name", command: "scaffold")
    }
    options.generateTests = !has("no-tests")
    options.codable = options.codable || has("codable")
    options.templatesDirectory = value("templates")
    options.inference = InferenceOptions(
      detectMaps: !has("no-maps"), detectDates: !has("no-dates"), detectURLs: !has("no-urls"), detectEnums: !has("no-enums"))
    if let style = value("acronyms") {
      guard let acronyms = AcronymStyle(rawValue: style) else {
        throw UsageError(message: "--acronyms must be camel (userId) or upper (userID), not '\(style)'", command: "scaffold")
      }
      options.inference.acronyms = acronyms
    }
    options.forcePlural = has("force-plural")
    let quiet = has("quiet")
    let writer = FileWriter(policy: has("force") ? .force : has("skip") ? .skip : .refuse, pretend: has("pretend"))

    do {
      let templates = try TemplateSet(templatesDirectory: options.templatesDirectory)
      let plan = try Scaffolder(options: options, templates: templates).plan()
      for warning in plan.warnings { Output.warning(warning) }
      if has("explain") { Output.out(plan.explanation.joined(separator: "\n") + "\n") }
      let result = try writer.write(plan.files)
      if !quiet {
        for (path, status) in result { Output.status(status.rawValue, path) }
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
