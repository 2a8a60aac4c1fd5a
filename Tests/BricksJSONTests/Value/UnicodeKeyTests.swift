import BricksJSON
import Foundation
import Testing

/// One rule for strings and keys: UTF-8 bytes. `"été"` precomposed (NFC) and decomposed (NFD)
/// are two different keys to lookup, `==` and hashing alike.
@Suite struct UnicodeKeyTests {
  static let nfc = "\u{E9}t\u{E9}"  // été, precomposed
  static let nfd = "e\u{301}te\u{301}"  // été, decomposed

  @Test func precomposedAndDecomposedKeysAreDifferentKeys() throws {
    #expect(Self.nfc == Self.nfd)  // to Swift's String, they are equal
    let json = try JSON(parsing: #"{"\#(Self.nfc)": 1, "\#(Self.nfd)": 2}"#)
    #expect(json.count == 2)
    #expect(json[Self.nfc]?.intValue == 1)
    #expect(json[Self.nfd]?.intValue == 2)
    let one: JSON = 1
    let withNFC = JSON(object: [(Self.nfc, one)])
    let withNFD = JSON(object: [(Self.nfd, one)])
    #expect(withNFC != withNFD)
    #expect(JSON(Self.nfc) != JSON(Self.nfd))
    #expect(Set([withNFC, withNFD]).count == 2)
    // Out of order (the slow path of ==) too.
    let zero: JSON = 0
    let a = JSON(object: [("x", zero), (Self.nfc, one)])
    let b = JSON(object: [(Self.nfd, one), ("x", zero)])
    let c = JSON(object: [(Self.nfc, one), ("x", zero)])
    #expect(a != b)
    #expect(a == c)
  }

  /// Random objects whose keys come from a pool with NFC/NFD pairs; `==` must agree with an
  /// independent oracle (the objects' bytes with keys sorted by bytes), and equal values must
  /// hash alike.
  @Test func equalityAgreesWithAByteOracle() throws {
    var rng = UnicodeKeyRNG(seed: 0xC0FFEE)
    let pool = [Self.nfc, Self.nfd, "a", "A", "\u{C5}", "A\u{30A}", "\u{212B}", "ﬁ", "fi", "k"]
    enum Kind: String, CaseIterable { case sameOrder, reordered, keySwappedForLookAlike, valueChanged, nested }
    var kinds: [Kind: Int] = [:]
    var results: [Bool: Int] = [:]
    for _ in 0..<4_000 {
      let n = Int.random(in: 1...5, using: &rng)
      let keys = Array(pool.shuffled(using: &rng).prefix(n))
      var members: [(String, JSON)] = keys.map { ($0, JSON(Int.random(in: 0...2, using: &rng))) }
      let nested = Bool.random(using: &rng)
      if nested { members[0].1 = JSON(object: [(keys[0], members[0].1)]) }
      var other = members
      let kind = Kind.allCases.filter { $0 != .nested }.randomElement(using: &rng)!
      switch kind {
      case .sameOrder: break
      case .reordered: other.shuffle(using: &rng)
      case .keySwappedForLookAlike:
        let i = Int.random(in: 0..<n, using: &rng)
        // Pairs, not a Swift dictionary: its keys would be equal (canonical equivalence).
        let lookAlike = [
          (Self.nfc, Self.nfd), (Self.nfd, Self.nfc), ("\u{C5}", "A\u{30A}"), ("A\u{30A}", "\u{212B}"),
          ("\u{212B}", "\u{C5}"), ("ﬁ", "fi"), ("fi", "ﬁ"),
        ]
        if let swapped = lookAlike.first(where: { $0.0.utf8.elementsEqual(other[i].0.utf8) }) { other[i].0 = swapped.1 }
        other.shuffle(using: &rng)
      case .valueChanged:
        let i = Int.random(in: 0..<n, using: &rng)
        other[i].1 = JSON(Int.random(in: 0...2, using: &rng))
      case .nested: break
      }
      kinds[kind, default: 0] += 1
      if nested { kinds[.nested, default: 0] += 1 }
      let a = JSON(object: members)
      let b = JSON(object: other)
      let oracle =
        a.serializedData(sortedKeys: true) == b.serializedData(sortedKeys: true)
        && Set(members.map { Array($0.0.utf8) }).count == n
        && Set(other.map { Array($0.0.utf8) }).count == other.count
      let equal = a == b
      if Set(other.map { Array($0.0.utf8) }).count == other.count {
        #expect(equal == oracle, "\(a) vs \(b)")
      }
      if equal { #expect(a.hashValue == b.hashValue, "\(a) vs \(b)") }
      results[equal, default: 0] += 1
    }
    for kind in Kind.allCases { #expect(kinds[kind, default: 0] > 0, "no case of kind \(kind)") }
    #expect(results[true, default: 0] > 500 && results[false, default: 0] > 500, "\(results)")
  }
}

extension UnicodeKeyTests {
  /// Mapping an object to `[String: T]` loses nothing silently: random objects over a key pool
  /// with look-alike pairs (NFC/NFD, Å/A+ring/Ångström sign) and exact duplicates either map to
  /// exactly the keys an independent oracle expects (first of byte-equal duplicates wins), or
  /// fail with an error that names both look-alike keys and the object's path.
  @Test func mappingToADictionaryRejectsLookAlikeKeysInsteadOfDroppingOne() throws {
    var rng = UnicodeKeyRNG(seed: 0xD1C7)
    let pool = [Self.nfc, Self.nfd, "a", "b", "\u{C5}", "A\u{30A}", "\u{212B}"]
    enum Kind: String, CaseIterable { case distinct, exactDuplicate, lookAlike, badValueAfterLookAlike }
    var kinds: [Kind: Int] = [:]
    for _ in 0..<2_000 {
      let n = Int.random(in: 1...5, using: &rng)
      var members: [(String, JSON)] = (0..<n).map { i in (pool.randomElement(using: &rng)!, JSON(i)) }
      let badValue = Bool.random(using: &rng) && n > 1
      if badValue { members[n - 1].1 = "not a number" }
      let json: JSON = ["scores": JSON(object: members)]
      // Oracle: group the keys by Swift equality, in order; bytes tell look-alikes apart.
      var groups: [(key: String, bytes: Set<[UInt8]>, value: JSON)] = []
      var lookAlike: (String, String)? = nil
      var badBeforeConflict = false
      for (key, value) in members {
        if let g = groups.firstIndex(where: { $0.key == key }) {
          if !groups[g].bytes.contains(Array(key.utf8)), lookAlike == nil { lookAlike = (groups[g].key, key) }
          groups[g].bytes.insert(Array(key.utf8))
        } else {
          if value.intValue == nil, lookAlike == nil { badBeforeConflict = true }
          groups.append((key, [Array(key.utf8)], value))
        }
      }
      let hasExactDuplicate = groups.contains { g in members.filter { Array($0.0.utf8) == Array(g.key.utf8) }.count > 1
      }
      let kind: Kind =
        lookAlike == nil
        ? (hasExactDuplicate ? .exactDuplicate : .distinct) : (badValue ? .badValueAfterLookAlike : .lookAlike)
      kinds[kind, default: 0] += 1
      do {
        let map: [String: Int] = try json.decode("scores")
        #expect(lookAlike == nil && !badBeforeConflict, "mapped \(json) to \(map)")
        #expect(map.count == groups.count)
        for g in groups { #expect(map[g.key] == g.value.intValue) }
      } catch let error as JSONMappingError {
        if let (first, second) = lookAlike, !badBeforeConflict {
          #expect(error.pathString == "$.scores", "\(error)")
          #expect(error.description.contains(Self.scalars(first)), "\(error)")
          #expect(error.description.contains(Self.scalars(second)), "\(error)")
          #expect(error.description.contains("differ only in Unicode normalization"), "\(error)")
          #expect(error.description.contains("map this object to JSON"), "\(error)")
        } else {
          #expect(badBeforeConflict || groups.contains { $0.value.intValue == nil }, "\(error)")
        }
      }
    }
    for kind in Kind.allCases { #expect(kinds[kind, default: 0] > 0, "no case of kind \(kind)") }
  }

  /// `"é" (U+00E9)` or `"e\u0301" (U+0065 U+0301)` (a key not in NFC has its non-ASCII
  /// scalars escaped), or just the quoted key when it is ASCII.
  static func scalars(_ key: String) -> String {
    guard !key.unicodeScalars.allSatisfy(\.isASCII) else { return "\"" + key + "\"" }
    let nfc = key.unicodeScalars.elementsEqual(key.precomposedStringWithCanonicalMapping.unicodeScalars)
    let shown = key.unicodeScalars.map { s in nfc || s.isASCII ? String(s) : String(format: "\\u%04X", s.value) }
      .joined()
    return "\"" + shown + "\" (" + key.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
      + ")"
  }

  @Test func lookAlikeKeyErrorShowsTheScalarsOfBothKeys() throws {
    let json = try JSON(parsing: #"{"\#(Self.nfc)": 1, "\#(Self.nfd)": 2}"#)
    let error = #expect(throws: JSONMappingError.self) { try [String: Int](json: json) }
    #expect(
      error?.description.hasPrefix(
        "at $: expected Dictionary<String, Int>, found Object with keys été, été: keys \"été\" (U+00E9 U+0074 U+00E9) and \"e\\u0301te\\u0301\" (U+0065 U+0301 U+0074 U+0065 U+0301) differ only in Unicode normalization"
      ) == true, "\(String(describing: error))")
  }

  /// `anyValue` builds `[String: Any]`s, which cannot hold both keys: it reports them, with
  /// the path of the object and both keys' scalars, as `[String: T]` mapping does; the `JSON`
  /// value (and its text) keep both.
  @Test func anyValueReportsLookAlikeKeysWithTheirPath() throws {
    let json = try JSON(parsing: #"{"list": [0, {"\#(Self.nfc)": 1, "\#(Self.nfd)": 2}]}"#)
    let error = #expect(throws: JSONMappingError.self) { try json.anyValue }
    #expect(error?.pathString == "$.list[1]")
    #expect(
      error?.description.contains(
        #"keys "été" (U+00E9 U+0074 U+00E9) and "e\u0301te\u0301" (U+0065 U+0301 U+0074 U+0065 U+0301) differ only in Unicode normalization"#
      ) == true, "\(String(describing: error))")
    #expect(json["list"]?[1]?.count == 2)
    #expect(try JSON(parsing: json.serializedData()) == json)
  }

  /// A key repeated byte for byte is a duplicate, not a look-alike: the first value wins, as
  /// lookups do, and nothing is thrown.
  @Test func anyValueKeepsTheFirstOfDuplicateKeys() throws {
    let json = try JSON(parsing: #"{"\#(Self.nfc)": 1, "\#(Self.nfc)": 2, "b": {"k": 1, "k": 2}}"#)
    let any = try #require(try json.anyValue as? [String: Any])
    #expect(any.count == 2)
    #expect(any[Self.nfc] as? Int == 1)
    #expect((any["b"] as? [String: Any])?["k"] as? Int == 1)
  }

  @Test func asDictionaryReportsLookAlikeKeysInsteadOfDroppingOne() throws {
    struct Holder: JSONEncodable {
      var payload: JSON
      func encode(into builder: inout JSON.Builder) { builder.append(JSON(object: [("payload", payload)])) }
    }
    let holder = Holder(payload: try JSON(parsing: #"{"\#(Self.nfd)": 2, "\#(Self.nfc)": 1}"#))
    let error = #expect(throws: JSONMappingError.self) { try holder.asDictionary() }
    #expect(error?.pathString == "$.payload")
    let plain = Holder(payload: try JSON(parsing: #"{"\#(Self.nfc)": 1}"#))
    #expect((try plain.asDictionary()["payload"] as? [String: Any])?[Self.nfd] as? Int == 1)
  }
}

/// SplitMix64, seeded, so a failing case can be replayed.
private struct UnicodeKeyRNG: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
