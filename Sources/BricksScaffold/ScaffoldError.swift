import BricksJSON

/// Why a scaffold could not be made; nothing has been written when one of these is thrown.
///
/// ``writeFailed(path:reason:)`` is the disk failing midway; the writer has then undone every
/// change it made, and says so in the reason (or names what it could not restore).
public enum ScaffoldError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A sample path that does not exist.
  case fileNotFound(String)
  /// A sample or template that exists but cannot be read (or is not UTF-8 text).
  case unreadable(path: String, reason: String)
  /// A directory given as a sample holds no `.json` file.
  case noSamples(directory: String)
  /// A sample that is not valid JSON.
  case invalidJSON(path: String, error: JSONParseError)
  /// A sample whose top level is not an object or an array (a number, a string, `null`).
  case unsupportedTopLevel(path: String, found: String)
  /// A sample whose top level is an empty array: nothing to learn the type from.
  case emptyArray(path: String)
  /// A model name that cannot be a Swift type name.
  case invalidModelName(String, reason: String)
  /// A template that does not parse or render.
  case template(TemplateError)
  /// A templates directory or template that cannot be found or read.
  case templateNotFound(String)
  /// Files that exist with different contents; nothing was written.
  case conflicts([String])
  /// Planned files that cannot be written at all, each with what is wrong; nothing was written.
  case unwritable([PathProblem])
  /// The disk failed midway; `reason` says how, and that the earlier writes were undone.
  case writeFailed(path: String, reason: String)
  /// A JSON Schema (`--schema`) that uses something the reader does not support, or is
  /// inconsistent; `location` is the JSON pointer (`#/properties/user`).
  case invalidSchema(path: String, location: String, reason: String)
  /// `--schema` was given a document with no JSON Schema keyword at its top level.
  case notASchema(path: String, found: String)
  /// A per-path hint (`--map`, `--enum`, `--string`, `--union`, `--struct`) whose path names
  /// no place in the samples, or a place it does not fit.
  case invalidHint(option: String, path: String, reason: String)

  /// A compiler-style message: `FILE:LINE:COLUMN: error: ...` for located errors,
  /// `error: ...` with what to do for the others.
  public var description: String {
    switch self {
    case .fileNotFound(let path):
      return "error: no such file '\(path)'; pass a JSON sample file or a directory of them"
    case .unreadable(let path, let reason):
      return "error: cannot read '\(path)': \(reason)"
    case .noSamples(let dir):
      return "error: directory '\(dir)' holds no .json file"
    case .invalidJSON(let path, let error):
      return error.diagnostic(file: path)
    case .unsupportedTopLevel(let path, let found):
      return "\(path):1:1: error: the top level is \(found); expected an object or an array"
    case .emptyArray(let path):
      return "\(path):1:1: error: the top level is an empty array; give a sample with at least one element"
    case .invalidModelName(let name, let reason):
      return "error: invalid model name '\(name)': \(reason)"
    case .template(let error):
      return error.description
    case .templateNotFound(let what):
      return "error: \(what)"
    case .conflicts(let paths):
      let list = paths.map { "  \($0)" }.joined(separator: "\n")
      return
        "error: \(paths.count == 1 ? "a file differs" : "\(paths.count) files differ") from what would be generated; nothing was written:\n\(list)\nuse --force to overwrite or --skip to keep them"
    case .unwritable(let problems):
      let list = problems.map { "  \($0.path): \($0.reason)" }.joined(separator: "\n")
      return
        "error: \(problems.count == 1 ? "a file" : "\(problems.count) files") cannot be written; nothing was written:\n\(list)"
    case .writeFailed(let path, let reason):
      return "error: cannot write '\(path)': \(reason)"
    case .notASchema(let path, let found):
      return
        "\(path): error: --schema expects a JSON Schema, but this is \(found), with no JSON Schema keyword at its top level ($schema, a type naming JSON types, properties, $ref, $defs, oneOf, ...); if it is a sample payload, drop --schema"
    case .invalidSchema(let path, let location, let reason):
      return
        "\(path): error: at \(location): \(reason); the supported subset is type, properties, required, items, enum, oneOf/anyOf, $ref within the file, additionalProperties and format date-time/uri (see Docs/Scaffold.md)"
    case .invalidHint(let option, let path, let reason):
      return "error: \(option) '\(path)': \(reason)"
    }
  }
}
