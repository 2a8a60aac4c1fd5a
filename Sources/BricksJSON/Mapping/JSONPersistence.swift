import Foundation

/// Why a model file could not be read back.
public struct JSONPersistenceError: Error, Sendable, CustomStringConvertible {
  /// The file.
  public let url: URL
  /// What is wrong with it.
  public let reason: String

  /// "cannot read Tweet from /path/tweet.bricks: the file is truncated (…); write it again".
  public var description: String { "cannot read from \(url.path): \(reason)" }
}

/// Files written by `write(to:)`: one header line, then the compact JSON payload.
///
/// ```
/// bricks-archive 1 Tweet 1234 9f3a07c2
/// {"id":1,...}
/// ```
/// The header names the type, the payload's byte count and its CRC-32, so a torn write,
/// a truncated copy or a corrupted byte is reported instead of giving a half-filled model.
/// The payload is plain JSON: open the file in any editor to look at it.
enum JSONArchive {
  static let magic = "bricks-archive"
  static let version = 1

  static func encode(_ json: JSON, typeName: String) -> Data {
    let payload = json.data()
    var out = Data("\(magic) \(version) \(typeName) \(payload.count) \(crc32hex(payload))\n".utf8)
    out.append(payload)
    return out
  }

  static func decode(_ data: Data, typeName: String, url: URL) throws -> JSON {
    func fail(_ why: String) -> JSONPersistenceError { JSONPersistenceError(url: url, reason: why) }
    guard let newline = data.firstIndex(of: 0x0A) else {
      throw fail("no Bricks header line; the file was not written by write(to:) or is truncated")
    }
    let header = String(decoding: data[data.startIndex..<newline], as: UTF8.self).split(separator: " ")
    guard header.count == 5, header[0] == magic else {
      throw fail("no Bricks header line; the file was not written by write(to:)")
    }
    guard header[1] == "\(version)" else { throw fail("archive version \(header[1]) is not supported (this Bricks reads version \(version))") }
    guard header[2] == typeName else { throw fail("the file holds \(header[2]), not \(typeName)") }
    let payload = data[(newline + 1)...]
    guard let expectedCount = Int(header[3]) else { throw fail("the header is corrupt") }
    guard payload.count == expectedCount else {
      throw fail("the file is truncated or torn: the header promises \(expectedCount) bytes of JSON, found \(payload.count); write it again")
    }
    guard crc32hex(payload) == header[4] else {
      throw fail("the file is corrupt: its checksum does not match; write it again")
    }
    do {
      return try JSON(data: Data(payload))
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
  /// - Throws: the file system's error if the file cannot be written.
  public func write(to url: URL) throws {
    try JSONArchive.encode(toJSON(), typeName: String(describing: Self.self)).write(to: url, options: .atomic)
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
    return try Self(json: JSONArchive.decode(data, typeName: String(describing: Self.self), url: url))
  }
}
