import Foundation
import Testing

@testable import BricksJSON

/// What a parsed document keeps, as a multiple of its input's size: its tape (16 bytes per
/// value, trimmed to the values there are) and its text (the input's copy, the decoded
/// escapes and spare capacity). A memory bound, counted exactly; nothing here is timed.
@Suite(.enabled(if: SharedData.isAvailable, "\(SharedData.missing)"))
struct DocumentMemoryTests {
  /// The bound: at most twice the input on twitter.json.
  @Test func aParsedTwitterDocumentKeepsAtMostTwiceItsInput() throws {
    let data = try SharedData.data("bench/twitter.json")
    let json = try JSON(parsing: data)
    let document = json.document
    let ratio = Double(document.storageBytes) / Double(data.count)
    #expect(ratio <= 2, "twitter.json: the document keeps \(document.storageBytes) bytes, \(ratio)x its input")
    // The counted storage is the real one: the tape holds one entry per value and key, no more.
    #expect(document.tape.count == DocumentMemoryTests.entryCount(json))
    #expect(document.bytes.count >= data.count)
  }

  /// Every corpus file: the tape is exactly one entry per value (nothing of the reservation
  /// made before parsing is kept), so the document is its text plus 16 bytes per value.
  @Test(arguments: SharedData.benchFiles)
  func everyCorpusDocumentKeepsOnlyItsEntries(file: String) throws {
    let data = try SharedData.data("bench/\(file)")
    let json = try JSON(parsing: data)
    let entries = DocumentMemoryTests.entryCount(json)
    #expect(json.document.tape.count == entries)
    #expect(json.document.storageBytes == entries * 16 + json.document.bytes.capacity)
    #expect(entries < Parser.tapeCapacity(forInputCount: data.count))
  }

  /// Values and keys counted by walking the value (not the tape).
  static func entryCount(_ json: JSON) -> Int { MemoryModelTests.entryCount(json) }
}
