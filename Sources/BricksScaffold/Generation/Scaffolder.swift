import BricksJSON
import Foundation

/// What a scaffold will write, and what it wants the user to know.
public struct ScaffoldPlan: Sendable {
  /// The model name actually used (singularized unless `--force-plural`).
  public var modelName: String
  /// Files in the order they are reported: model, cell, tests, fixtures.
  public var files: [PlannedFile]
  /// Things worth a `warning:` line (a singularized name, `--codable` dropped, ...).
  public var warnings: [String]
  /// Per property, why it is optional and why it has its type (`--explain` prints it):
  /// `Tweet.user: User? — optional: absent from 2 of 20 objects at $.statuses[*] (...)`.
  public var explanation: [String] = []
}

/// Makes the model, cell, tests and fixture files for one sample payload.
///
/// ```swift
/// var options = ScaffoldOptions(name: "Tweet", samples: ["Fixtures/tweet.json"])
/// options.outputDirectory = "Sources/App"
/// let plan = try Scaffolder(options: options, templates: TemplateSet(templatesDirectory: nil)).plan()
/// let statuses = try FileWriter().write(plan.files)
/// ```
/// Planning reads and checks every input and renders every template before anything is
/// written, so a bad sample or template leaves the disk untouched.
public struct Scaffolder: Sendable {
  /// What to generate.
  public var options: ScaffoldOptions
  /// Where templates come from.
  public var templates: TemplateSet

  /// Creates a scaffolder.
  public init(options: ScaffoldOptions, templates: TemplateSet) {
    self.options = options
    self.templates = templates
  }

  /// Reads the samples, infers the types and renders every file.
  ///
  /// - Throws: ``ScaffoldError`` for a bad model name, a missing, unreadable or invalid
  ///   sample, a sample with no object in it, or a template that fails.
  /// - Complexity: O(n) in the size of the samples plus the size of the output.
  public func plan() throws(ScaffoldError) -> ScaffoldPlan {
    var warnings: [String] = []
    let name = try Self.checkedName(options.name, forcePlural: options.forcePlural, warnings: &warnings)
    var samples = try SampleLoader.load(options.samples, standardInput: options.standardInput)
    for sample in samples { warnings += DuplicateKeys.warnings(in: sample.json, file: sample.path) }
    var schema: Schema
    if options.schemaInput {
      let document = samples.removeFirst()
      schema = try SchemaInferrer(rootName: name, options: options.inference).infer(
        schema: document.json, path: document.path)
      if samples.isEmpty, options.generateTests {
        warnings.append(
          "no sample payload after the schema: tests and fixtures not written (pass payloads after the schema to get them)"
        )
      }
    } else {
      schema = try SchemaInferrer(rootName: name, options: options.inference)
        .infer(samples.map { ($0.path, $0.json) })
    }

    schema = schema.avoidingReservedMembers(protocols: options.protocols)
    let codable = options.codable

    let base = Words.split(name).map { $0.lowercased() }.joined(separator: "_")
    let fixtureNames = samples.count == 1 ? ["\(base).json"] : samples.indices.map { "\(base)-\($0 + 1).json" }
    let context = ModelContext(schema: schema, options: options, fixtures: fixtureNames, codable: codable).values

    let out = options.outputDirectory
    let testsDir = options.testsDirectory ?? out
    var files = [PlannedFile(path: join(out, "\(name).swift"), text: try render("Model.swift.template", context))]
    if options.cell != .none {
      files.append(PlannedFile(path: join(out, "\(name)Cell.swift"), text: try render("Cell.swift.template", context)))
    }
    if options.generateTests && !samples.isEmpty {
      files.append(
        PlannedFile(path: join(testsDir, "\(name)Tests.swift"), text: try render("Tests.swift.template", context)))
      for (sample, fixture) in zip(samples, fixtureNames) {
        files.append(PlannedFile(path: join(join(testsDir, "Fixtures"), fixture), contents: sample.data))
      }
    }
    var explanation: [String] = []
    for type in schema.types {
      let owner = type.isRoot ? type.name : "\(name).\(type.name)"
      for p in type.properties {
        explanation.append(
          "\(owner).\(SwiftName.bare(p.name)): \(p.type.swift)\(p.isOptional ? "?" : "")  <- \(SwiftLiteral.string(p.key))"
        )
        explanation.append("  type: \(p.whyType)")
        explanation.append(
          "  \(p.whyOptional.map { "optional: \($0)" } ?? "required: present and non-null in every object")")
      }
    }
    explanation += Self.explainEnums(schema)
    var plan = ScaffoldPlan(modelName: name, files: files, warnings: warnings)
    plan.explanation = explanation
    return plan
  }

  private func render(_ template: String, _ context: [String: TemplateValue]) throws(ScaffoldError) -> String {
    do {
      var text = try templates.template(template).render(context)
      if !text.hasSuffix("\n") { text += "\n" }
      return text
    } catch let error as TemplateError {
      throw .template(error)
    } catch let error as ScaffoldError {
      throw error
    } catch {
      throw .templateNotFound("\(error)")
    }
  }

  private func join(_ dir: String, _ file: String) -> String {
    dir == "." ? file : (dir as NSString).appendingPathComponent(file)
  }

  /// Checks a model name; a plural one is singularized with a warning unless `forcePlural`.
  static func checkedName(_ name: String, forcePlural: Bool, warnings: inout [String]) throws(ScaffoldError) -> String {
    if let reason = ModelName.problem(with: name) { throw .invalidModelName(name, reason: reason) }
    let singular = Inflector.singularize(name)
    if singular != name, !forcePlural {
      guard ModelName.problem(with: singular) == nil else { return name }
      warnings.append("'\(name)' looks plural; generating '\(singular)' (pass --force-plural to keep '\(name)')")
      return singular
    }
    return name
  }
}
