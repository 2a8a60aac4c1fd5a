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

  /// Lookups step over members whose values are containers (skipped whole, through the entry
  /// that records where each ends): objects of every size, containers before the key, empty
  /// ones, and the same key inside a nested object, which must not be found instead. Judged
  /// against the generator's own list of members.
  @Test func findsMembersPastContainersAndNeverANestedKey() throws {
    enum Kind: String, CaseIterable {
      case emptyObject, fewMembers, manyMembers, containerBefore, emptyContainer
      case nestedDecoy, missing, duplicate
    }
    var rng = MemoryRNG(seed: 0x4_0B1E)
    var kinds: [Kind: Int] = [:]
    for _ in 0..<3_000 {
      let count = Int.random(in: 0..<24, using: &rng)
      if count == 0 { kinds[.emptyObject, default: 0] += 1 }
      if count > 0 && count < 4 { kinds[.fewMembers, default: 0] += 1 }
      if count >= 12 { kinds[.manyMembers, default: 0] += 1 }
      // Keys of a few lengths, so that lengths often match and bytes decide.
      let keys = (0..<count).map { i -> String in
        String(repeating: "k", count: Int.random(in: 1...3, using: &rng)) + String(i % 7)
      }
      var members: [String] = []
      for (i, key) in keys.enumerated() {
        let value: String
        switch Int.random(in: 0..<8, using: &rng) {
        case 0:
          value = #"{"\#(keys.randomElement(using: &rng)!)": -1, "x": [1, {"y": 2}]}"#  // a decoy inside
          kinds[.nestedDecoy, default: 0] += 1
        case 1:
          value = Bool.random(using: &rng) ? "[]" : "{}"
          kinds[.emptyContainer, default: 0] += 1
        case 2: value = "[\(i), [\(i)], {\"a\": \(i)}]"
        default: value = String(i)
        }
        members.append("\"\(key)\": \(value)")
      }
      let json = try JSON(parsing: "{" + members.joined(separator: ", ") + "}")
      // The oracle: the first member with the key.
      var probes = Array(Set(keys))
      probes.append("absent")
      for key in probes {
        let found = json[key]
        guard let first = keys.firstIndex(of: key) else {
          kinds[.missing, default: 0] += 1
          #expect(found == nil, "\(key) in \(members)")
          continue
        }
        if keys.lastIndex(of: key) != first { kinds[.duplicate, default: 0] += 1 }
        if members[..<first].contains(where: { $0.contains("[") || $0.contains("{") }) {
          kinds[.containerBefore, default: 0] += 1
        }
        let expected = try JSON(parsing: String(members[first].split(separator: ":", maxSplits: 1)[1]))
        #expect(found == expected, "\(key) in \(members)")
      }
    }
    for kind in Kind.allCases { #expect(kinds[kind, default: 0] > 0, "no \(kind) case") }
  }
}
