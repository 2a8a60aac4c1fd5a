import Foundation

/// Why a model file could not be read back, or was not written.
public struct JSONPersistenceError: Error, Sendable, CustomStringConvertible {
  /// The file.
  public let url: URL
  /// What is wrong with it.
  public let reason: String
  /// Whether writing (rather than reading) failed.
  public let isWrite: Bool

  init(url: URL, reason: String, isWrite: Bool = false) {
    self.url = url
    self.reason = reason
    self.isWrite = isWrite
  }

  /// "cannot read from /path/tweet.bricks: the file is truncated (…); write it again", or
  /// "cannot write to /path/tweet.bricks: $.score is infinity, which JSON cannot hold; …".
  public var description: String { "cannot \(isWrite ? "write to" : "read from") \(url.path): \(reason)" }
}

/// Files written by `write(to:)`: one header line, then the compact JSON payload.
///
/// ```
/// bricks-archive 2 1234 9f3a07c2 MyApp.Shop.Item
/// {"id":1,...}
/// ```
/// The header gives the payload's byte count and its CRC-32, so a torn write, a truncated
/// copy or a corrupted byte is reported instead of giving a half-filled model, and then the
/// type's fully qualified name (module, enclosing types, generic arguments), which runs to
/// the end of the line: it may hold spaces (`Swift.Dictionary<Swift.String, Swift.Int>`), so
/// it comes last and is never split. Types declared inside a function are named without the
/// compiler's per-build address (`MyApp.(local).Item`). The payload is plain JSON: open the
/// file in any editor to look at it.
///
/// Version 1 files (`bricks-archive 1 Tweet 1234 9f3a07c2`, the short type name in the
/// middle) are still read; they name the type without its module or enclosing types, so a
/// version 1 file is matched by that short name only.
enum JSONArchive {
  static let magic = "bricks-archive"
  static let version = 2

  /// The name the header records for `type`: `String(reflecting:)` without the addresses the
  /// compiler gives types local to a function, which change from one build to the next.
  static func qualifiedName(_ type: Any.Type) -> String {
    var name = String(reflecting: type)
    while let r = name.range(of: "(unknown context at $") {
      guard let close = name[r.upperBound...].firstIndex(of: ")") else { break }
      name.replaceSubrange(r.lowerBound...close, with: "(local)")
    }
    // A header is one line: a newline in a name (none is known) must not end it.
    return name.replacingOccurrences(of: "\n", with: "\\n")
  }

  /// The path (`$.user.scores[2]`) and value of the first NaN or infinity in `json`, in
  /// document order, if any. Iterative: no recursion over the value's depth.
  static func firstNonFinite(in json: JSON) -> (path: String, value: String)? {
    var stack: [(JSON, String)] = [(json, "$")]
    while let (value, path) = stack.popLast() {
      switch value.kind {
      case .number:
        if case .double(let d) = value.numberValue, !d.isFinite {
          return (path, d.isNaN ? "NaN" : d < 0 ? "-infinity" : "infinity")
        }
      case .array:
        stack += value.elements.enumerated().map { ($1, "\(path)[\($0)]") }.reversed()
      case .object:
        stack += value.members.map { ($0.value, "\(path).\($0.key)") }.reversed()
      default:
        break
      }
    }
    return nil
  }

  static func encode(_ json: JSON, type: Any.Type) -> Data {
    let payload = json.serializedData()
    var out = Data("\(magic) \(version) \(payload.count) \(crc32hex(payload)) \(qualifiedName(type))\n".utf8)
    out.append(payload)
    return out
  }

  static func decode(_ data: Data, type: Any.Type, url: URL) throws -> JSON {
    func fail(_ why: String) -> JSONPersistenceError { JSONPersistenceError(url: url, reason: why) }
    guard let newline = data.firstIndex(of: 0x0A) else {
      throw fail("no Bricks header line; the file was not written by write(to:) or is truncated")
    }
    let line = String(decoding: data[data.startIndex..<newline], as: UTF8.self)
    let fields = line.split(separator: " ", omittingEmptySubsequences: false)
    guard fields.count >= 5, fields[0] == magic else {
      throw fail("no Bricks header line; the file was not written by write(to:)")
    }
    let storedName: String
    let countField: Substring
    let crcField: Substring
    let expectedName: String
    switch fields[1] {
    case "1":  // magic 1 NAME COUNT CRC, where NAME (the short name) may hold spaces
      storedName = fields[2..<fields.count - 2].joined(separator: " ")
      countField = fields[fields.count - 2]
      crcField = fields[fields.count - 1]
      expectedName = String(describing: type)
    case "2":  // magic 2 COUNT CRC NAME, NAME to the end of the line
      countField = fields[2]
      crcField = fields[3]
      storedName = fields[4...].joined(separator: " ")
      expectedName = qualifiedName(type)
    default:
      throw fail("archive version \(fields[1]) is not supported (this Bricks reads versions 1 and \(version))")
    }
    guard storedName == expectedName else { throw fail("the file holds \(storedName), not \(expectedName)") }
    let payload = data[(newline + 1)...]
    guard let expectedCount = Int(countField) else { throw fail("the header is corrupt") }
    guard payload.count == expectedCount else {
      throw fail(
        "the file is truncated or torn: the header promises \(expectedCount) bytes of JSON, found \(payload.count); write it again"
      )
    }
    guard crc32hex(payload) == crcField else {
      throw fail("the file is corrupt: its checksum does not match; write it again")
    }
    do {
      return try JSON(parsing: Data(payload))
    } catch {
      throw fail("invalid JSON: \(error)")
    }
  }

  /// CRC-32 (IEEE 802.3), as 8 lowercase hex digits.
  static func crc32hex<D: DataProtocol>(_ data: D) -> String {
    var crc: UInt32 = 0xFFFF_FFFF
    for region in data.regions {
      for byte in region {
        crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
      }
    }
    let hex = String(crc ^ 0xFFFF_FFFF, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }

  static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }
}

extension JSONEncodable {
  /// Saves this value to a file atomically (written to a temporary file, then renamed), so a
  /// crash mid-write never leaves a torn file behind. Read it back with `read(from:)`.
  /// - Throws: ``JSONPersistenceError`` naming the value's path when it holds NaN or an
  ///   infinity (JSON has no text for them; written as `null`, the file would not read back),
  ///   before anything is written; the file system's error if the file cannot be written.
  public func write(to url: URL) throws {
    let json = toJSON()
    if let (path, value) = JSONArchive.firstNonFinite(in: json) {
      throw JSONPersistenceError(
        url: url,
        reason: "\(path) is \(value), which JSON cannot hold and the file could not read back;"
          + " store it as a finite number, nil or a string, and nothing was written",
        isWrite: true)
    }
    try JSONArchive.encode(json, type: Self.self).write(to: url, options: .atomic)
  }
}

extension JSONDecodable {
  /// Reads a value saved with `write(to:)`.
  /// - Throws: ``JSONPersistenceError`` for a missing, truncated, corrupt or foreign file;
  ///   ``JSONMappingError`` if the JSON no longer fits the model. Never a half-filled model.
  public static func read(from url: URL) throws -> Self {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw JSONPersistenceError(url: url, reason: "the file cannot be read (\(error.localizedDescription))")
    }
    return try Self(json: JSONArchive.decode(data, type: Self.self, url: url))
  }
}
