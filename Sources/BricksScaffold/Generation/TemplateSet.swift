import Foundation

/// The templates a scaffold renders, found by name: `--templates DIR` first, then the
/// project's `Templates/` folder, then the built-in copies embedded in the binary.
public struct TemplateSet: Sendable {
  /// Where a template came from.
  public enum Source: Sendable, Equatable {
    /// A file on disk that overrides the built-in template.
    case file(String)
    /// The copy embedded in `bricks`.
    case builtIn
  }

  /// The names every scaffold uses, in the order files are generated.
  public static let names = ["Model.swift.template", "Cell.swift.template", "Tests.swift.template"]

  /// The folders searched before the built-ins, highest priority first.
  public let searchDirectories: [String]

  /// A set searching `templatesDirectory` (if given) and then `projectDirectory/Templates`.
  ///
  /// - Parameters:
  ///   - templatesDirectory: `--templates DIR`, searched first.
  ///   - projectDirectory: The project whose `Templates/` folder overrides built-ins; `nil`
  ///     (the default) means the working directory.
  /// - Throws: ``ScaffoldError/templateNotFound(_:)`` when `templatesDirectory` does not exist,
  ///   or when either folder holds a file meant as an override that matches no template name
  ///   (`model.swift.template`, `Model.template`), which would otherwise be ignored.
  public init(templatesDirectory: String?, projectDirectory: String? = nil) throws(ScaffoldError) {
    var dirs: [String] = []
    if let templatesDirectory {
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: templatesDirectory, isDirectory: &isDir), isDir.boolValue else {
        throw .templateNotFound("templates directory '\(templatesDirectory)' does not exist")
      }
      dirs.append(templatesDirectory)
    }
    dirs.append(projectDirectory.map { ($0 as NSString).appendingPathComponent("Templates") } ?? "Templates")
    for dir in dirs { try Self.checkOverrideNames(in: dir) }
    searchDirectories = dirs
  }

  /// The built-in text of `name`, if it is a built-in template.
  public static func builtIn(_ name: String) -> String? {
    BuiltinTemplates.all.first { $0.name == name }?.text
  }

  /// Where `name` will be read from.
  public func source(of name: String) -> Source? {
    for dir in searchDirectories {
      let path = (dir as NSString).appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: path) { return .file(path) }
    }
    return Self.builtIn(name) == nil ? nil : .builtIn
  }

  /// Reads and parses `name`.
  ///
  /// - Throws: ``ScaffoldError/templateNotFound(_:)``, ``ScaffoldError/unreadable(path:reason:)``
  ///   for a file that is not UTF-8 (never decoded with replacement characters), or
  ///   ``ScaffoldError/template(_:)``.
  public func template(_ name: String) throws(ScaffoldError) -> Template {
    switch source(of: name) {
    case .file(let path):
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .templateNotFound("cannot read template '\(path)'")
      }
      guard let text = Self.utf8Text(data) else {
        throw .unreadable(
          path: path, reason: "not UTF-8 text (\(Self.firstInvalidByte(data))); save the template as UTF-8")
      }
      do { return try Template(source: text, name: path) } catch { throw .template(error) }
    case .builtIn:
      do { return try Template(source: Self.builtIn(name)!, name: "<built-in>/" + name) } catch {
        throw .template(error)
      }
    case nil:
      throw .templateNotFound("no template named '\(name)'; built-in templates: \(Self.names.joined(separator: ", "))")
    }
  }

  /// `data` as text if it is valid UTF-8, else nil.
  static func utf8Text(_ data: Data) -> String? {
    firstInvalidOffset(data) == nil ? String(decoding: data, as: UTF8.self) : nil
  }

  /// The offset of the first byte that does not start valid UTF-8, or nil.
  static func firstInvalidOffset(_ data: Data) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = data.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// "invalid byte 0xFF at line 3, column 5" (column in bytes).
  static func firstInvalidByte(_ data: Data) -> String {
    let offset = firstInvalidOffset(data) ?? 0
    let bytes = [UInt8](data)
    let before = bytes[..<offset]
    let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let column = offset - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
    let byte = String(bytes[offset], radix: 16, uppercase: true)
    return "invalid byte 0x\(byte.count == 1 ? "0" + byte : byte) at line \(line), column \(column)"
  }
}
