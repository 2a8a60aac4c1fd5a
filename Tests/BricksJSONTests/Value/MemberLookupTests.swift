import Foundation
import Testing

@testable import BricksJSON

/// Member lookup compares keys by length, then 8 bytes at a time and the last few with
/// overlapping loads: every key length and every differing byte position must still be told
/// apart, and the first of duplicate keys must still win. Judged against a linear search of
/// the members' UTF-8 (an independent oracle).
@Suite struct MemberLookupTests {
  @Test func findsEveryKeyAndOnlyThatKeyWhateverItsLengthAndWhereverItDiffers() throws {
    var rng = MemoryRNG(seed: 0x10_0C_0B)
    enum Kind: String, CaseIterable { case present, missingSameLength, missingOtherLength, duplicate, empty }
    var kinds: [Kind: Int] = [:]
    var lookups = 0
    for round in 0..<400 {
      // Keys of one length (0...40) differing from a base key in exactly one byte, so only a
      // full comparison tells them apart, plus a few of other lengths and a duplicate.
      let length = round % 41
      let base = (0..<length).map { _ in UInt8.random(in: 0x61...0x7A, using: &rng) }
      var keys: [[UInt8]] = [base]
      for position in 0..<length {
        var k = base
        k[position] = k[position] == 0x61 ? 0x62 : 0x61
        keys.append(k)
      }
      keys.append(base + [0x61])
      if length > 0 { keys.append(Array(base.dropLast())) }
      keys.shuffle(using: &rng)
      let duplicateOf = keys.randomElement(using: &rng)!
      keys.append(duplicateOf)  // a later duplicate: lookups take the first
      let text =
        "{" + keys.enumerated().map { i, k in "\"\(String(decoding: k, as: UTF8.self))\": \(i)" }.joined(separator: ",")
        + "}"
      let json = try JSON(parsing: text)
      func oracle(_ key: [UInt8]) -> Int? { keys.firstIndex(of: key) }
      var probes: [([UInt8], Kind)] = keys.map { ($0, $0 == duplicateOf ? .duplicate : $0.isEmpty ? .empty : .present) }
      var absent = base
      if length > 0 {
        absent[Int.random(in: 0..<length, using: &rng)] = 0x30  // a digit: never in a generated key
        probes.append((absent, .missingSameLength))
      }
      probes.append((base + [0x30, 0x30], .missingOtherLength))
      for (key, kind) in probes {
        kinds[kind, default: 0] += 1
        lookups += 1
        let found = json[String(decoding: key, as: UTF8.self)]?.intValue
        #expect(found == oracle(key), "key \(String(decoding: key, as: UTF8.self)) in \(text.prefix(120))")
      }
    }
    for kind in Kind.allCases { #expect(kinds[kind, default: 0] > 0, "no \(kind) lookup") }
    #expect(lookups > 10_000)
  }
}
