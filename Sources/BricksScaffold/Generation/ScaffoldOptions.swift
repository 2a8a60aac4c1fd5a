import Foundation

/// Everything `bricks scaffold` was asked to do.
public struct ScaffoldOptions: Sendable, Equatable {
  /// Which cell stub to write.
  public enum CellStyle: String, Sendable, CaseIterable {
    /// A `UITableViewCell` subclass.
    case table
    /// A `UICollectionViewListCell` subclass.
    case collection
    /// No cell file.
    case none
  }

  /// Access level of the generated types and members.
  public enum AccessLevel: String, Sendable, CaseIterable {
    /// No modifier: the app's own module.
    case `internal`
    /// `public` types and members, for a models module shared by several targets.
    case `public`
  }

  /// The model type's name (`Tweet`).
  public var name: String
  /// Sample files, or directories whose `.json` files are all samples; `-` is
  /// ``standardInput``.
  public var samples: [String]
  /// What a sample named `-` holds: the `bricks` command reads its standard input into it.
  /// Errors about it name it `<stdin>`.
  public var standardInput: Data?
  /// Where the model and cell go (default: the working directory).
  public var outputDirectory: String = "."
  /// Where the tests and fixtures go (default: ``outputDirectory``).
  public var testsDirectory: String?
  /// The module the tests `@testable import` (default: none).
  public var moduleName: String?
  /// The cell stub (default: table).
  public var cell: CellStyle = .table
  /// Whether to write the tests stub and fixture (default: true).
  public var generateTests = true
  /// Whether to add `Codable` with `CodingKeys` (default: false).
  public var codable = false
  /// Access level (default: internal).
  public var access: AccessLevel = .internal
  /// A folder of templates overriding the built-in ones by name.
  public var templatesDirectory: String?
  /// Inference switches (`--no-maps`, `--no-dates`, `--no-urls`).
  public var inference = InferenceOptions()
  /// Keep a plural model name instead of singularizing it (`--force-plural`).
  public var forcePlural = false
  /// `var` properties instead of `let` (`--var`); types that must be classes (recursive
  /// ones) keep `let` so they stay `Sendable`.
  public var mutableProperties = false
  /// Every model type a `final class` (`--class`); cannot be combined with `--var`.
  public var classes = false
  /// Extra conformances for every generated type (`--protocols Equatable,Hashable`); see
  /// ``supportedProtocols``.
  public var protocols: [String] = []

  /// The first of ``samples`` is a JSON Schema, not a payload (`--schema`); the others, if
  /// any, are payloads for the tests and fixtures.
  public var schemaInput = false

  /// What `--protocols` accepts: conformances every generated type (including `JSON`
  /// fields, unions, open enums and recursive classes) can have.
  public static let supportedProtocols = ["Equatable", "Hashable"]

  /// Creates options with the defaults above.
  public init(name: String, samples: [String]) {
    self.name = name
    self.samples = samples
  }
}
