import Foundation
import Testing

@testable import BricksJSON

/// What a parsed document keeps, as a multiple of its input's size: its tape (16 bytes per
/// value, in a buffer reserved for the census's bound) and its text (the input's copy, the decoded
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

  /// Every corpus file: the tape has one entry per value and key, in a buffer reserved for
  /// the census's bound (counted here byte by byte) and kept only when that is at most a
  /// quarter more, so the document is its text plus 16 to 20 bytes per entry.
  @Test(arguments: SharedData.benchFiles)
  func everyCorpusDocumentKeepsAtMostAQuarterMoreThanItsEntries(file: String) throws {
    let data = try SharedData.data("bench/\(file)")
    let json = try JSON(parsing: data)
    let entries = DocumentMemoryTests.entryCount(json)
    let censusBound = InputCensusTests.naiveCount(Array(data)) + 1
    #expect(json.document.tape.count == entries)
    #expect(entries <= censusBound)
    let kept = json.document.tapeCapacity
    #expect(
      kept == entries || (kept == censusBound && kept - entries <= entries / 4), "\(entries) entries, \(kept) kept")
    #expect(json.document.storageBytes == kept * 16 + json.document.bytes.capacity)
    #expect(entries < Parser.tapeCapacity(forInputCount: data.count))
  }

  /// Values and keys counted by walking the value (not the tape).
  static func entryCount(_ json: JSON) -> Int { MemoryModelTests.entryCount(json) }
}
