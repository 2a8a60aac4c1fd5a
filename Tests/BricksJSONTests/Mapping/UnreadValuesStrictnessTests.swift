import BricksJSON
import ExampleModels
import Foundation
import TestSupport
import Testing

/// Mapping is as strict about the values a model skips as about the ones it reads: a model of
/// one field still rejects a document whose only mistake is in another member, with the
/// parse error for that mistake at its place. (Linux's `JSONDecoder` accepts all of these:
/// `bricks-bench mapping` prints how many, next to the sparse model's ratio.)
@Suite struct UnreadValuesStrictnessTests {
  /// A model that reads `a` only.
  struct OnlyA: JSONDecodable {
    var a: Int
    init(json: borrowing JSON) throws { a = try json.decode("a") }
  }

  @Test func aValidValueSplicedInStillMaps() throws {
    // The splice itself: replacing the skipped value with a valid one keeps the document
    // valid, so the failures below come from the invalid bytes alone.
    let document = Array(#"{"a":1,"b":"x","c":[2]}"#.utf8)
    let valid = UnreadInvalidValues.Kind(name: "valid", bytes: Array(#""a\nb""#.utf8), errorKind: "")
    let spliced = try #require(UnreadInvalidValues.splice(valid, intoValueOf: "b", in: document))
    #expect(String(decoding: spliced.bytes, as: UTF8.self) == #"{"a":1,"b":"a\nb","c":[2]}"#)
    #expect(try OnlyA.parse(Data(spliced.bytes)).a == 1)
    // A container or an absent member is not replaced.
    #expect(UnreadInvalidValues.splice(valid, intoValueOf: "c", in: document) == nil)
    #expect(UnreadInvalidValues.splice(valid, intoValueOf: "d", in: document) == nil)
  }

  @Test(arguments: UnreadInvalidValues.kinds.indices)
  func anInvalidValueTheModelSkipsIsRejected(kindIndex: Int) throws {
    let kind = UnreadInvalidValues.kinds[kindIndex]
    let document = Array(#"{"a":1,"b":"x","c":[2]}"#.utf8)
    let spliced = try #require(UnreadInvalidValues.splice(kind, intoValueOf: "b", in: document))
    try expectRejected(kind, spliced) { try OnlyA.parse($0) }
  }

  @Test(
    .enabled(if: SharedData.isAvailable, "\(SharedData.missing)"),
    arguments: UnreadInvalidValues.kinds.indices)
  func theSparseTwitterModelRejectsAnInvalidValueItSkips(kindIndex: Int) throws {
    let kind = UnreadInvalidValues.kinds[kindIndex]
    let twitter = try [UInt8](SharedData.data("bench/twitter.json"))
    // `source`: a status member the sparse model does not read.
    let spliced = try #require(UnreadInvalidValues.splice(kind, intoValueOf: "source", in: twitter))
    try expectRejected(kind, spliced) { try SparseTwitterSearch.parse($0) }
  }

  private func expectRejected<M>(
    _ kind: UnreadInvalidValues.Kind, _ spliced: (bytes: [UInt8], range: Range<Int>),
    sourceLocation: SourceLocation = #_sourceLocation, _ parse: (Data) throws -> M
  ) throws {
    do {
      _ = try parse(Data(spliced.bytes))
      Issue.record("\(kind.name) was accepted", sourceLocation: sourceLocation)
    } catch let error as JSONParseError {
      #expect(error.kind.rawValue == kind.errorKind, "\(kind.name): \(error)", sourceLocation: sourceLocation)
      #expect(
        spliced.range.contains(error.offset), "\(kind.name): offset \(error.offset) is outside \(spliced.range)",
        sourceLocation: sourceLocation)
    }
  }
}
