import Foundation
import Testing

@testable import BricksJSON

/// What a parsed document keeps, as a multiple of its input's size: its tape (8 bytes per
/// value and per number's second word, trimmed to the words there are) and its text (the input's copy, the decoded
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
    // The counted storage is the real one: the tape holds one word per value and key, and the
    // second words of numbers, no more.
    #expect(document.tape.count == DocumentMemoryTests.entryCount(json))
    #expect(document.bytes.count >= data.count)
  }

  /// Every corpus file: the tape is exactly its words, in a block at most twice their size (a
  /// block more than half full is kept whole: its unwritten end takes no memory), so the
  /// document is its text plus 8 to 16 bytes per word.
  @Test(arguments: SharedData.benchFiles)
  func everyCorpusDocumentKeepsOnlyItsEntries(file: String) throws {
    let data = try SharedData.data("bench/\(file)")
    let json = try JSON(parsing: data)
    let entries = DocumentMemoryTests.entryCount(json)
    #expect(json.document.tape.count == entries)
    #expect(json.document.storageBytes == json.document.tapeCapacity * 8 + json.document.bytes.capacity)
    #expect(json.document.tapeCapacity <= 2 * entries, "a block less than half full is trimmed")
    #expect(entries < Parser.tapeCapacity(forInputCount: data.count))
  }

  /// Values and keys counted by walking the value (not the tape).
  static func entryCount(_ json: JSON) -> Int { MemoryModelTests.entryCount(json) }
}
