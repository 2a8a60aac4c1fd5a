import Foundation
import Testing

@testable import BricksJSON

/// `JSON.Reader` goes on from the last member it found and keeps a filter of the keys it
/// passed; whatever the order of the lookups, every read must give what the same read on the
/// `JSON` gives. Judged against the generator's own list of members (the first member with
/// the key), and, for errors, against `JSON`'s own reads.
@Suite struct ReaderTests {
  enum Kind: String, CaseIterable {
    case atCursor, afterCursor, beforeCursor, duplicateBeforeCursor, duplicateAfter, filterCollision
    // A missing key whose filter bit no key before the cursor has (decided without a scan from
    // the object's start), and one whose bit a passed key shares (scanned from the start).
    case missingBitClear, missingBitSet, emptyKey, containerValue, nestedDecoy, manyMembers, emptyObject
  }

  @Test func everyReadGivesTheFirstMemberWithTheKeyInAnyOrder() throws {
    var rng = MemoryRNG(seed: 0x2EAD_E5)
    var kinds: [Kind: Int] = [:]
    var lookups = 0
    for round in 0..<2_000 {
      let count = round % 10 == 0 ? 0 : Int.random(in: 1..<48, using: &rng)
      if count == 0 { kinds[.emptyObject, default: 0] += 1 }
      if count >= 30 { kinds[.manyMembers, default: 0] += 1 }
      // Keys of few lengths and shared first and last letters, so that lengths match, bytes
      // decide and filter bits collide; now and then the empty key and duplicates.
      var keys: [String] = (0..<count).map { i in
        switch Int.random(in: 0..<20, using: &rng) {
        case 0: return ""
        case 1...2 where i > 0: return "p\(Int.random(in: 0..<i, using: &rng))q"  // may repeat an earlier key
        default: return "p" + String(repeating: "x", count: Int.random(in: 0...2, using: &rng)) + "\(i)q"
        }
      }
      if count > 3 && Bool.random(using: &rng) { keys[count - 1] = keys[Int.random(in: 0..<(count - 1), using: &rng)] }
      var values: [String] = []
      for (i, key) in keys.enumerated() {
        switch Int.random(in: 0..<6, using: &rng) {
        case 0:
          values.append(#"{"\#(keys.randomElement(using: &rng)!)": -1, "x": [1, {"y": 2}]}"#)  // a decoy inside
        case 1: values.append("[\(i), [\(i)], {\"a\": \(i)}]")
        default: values.append(String(i))
        }
        _ = key
      }
      let text = "{" + zip(keys, values).map { "\"\($0)\": \($1)" }.joined(separator: ", ") + "}"
      let json = try JSON(parsing: text)
      // Where each member's key sits on the tape (to classify lookups, not to judge them).
      var keyIndices: [Int] = []
      var t = json.index + 1
      for _ in keys {
        keyIndices.append(t)
        t = json.document.tape[t + 1].next(after: t + 1)
      }
      // Lookups: mostly in order, some out of order, some missing, some repeated.
      var probes: [String] = []
      var next = 0
      while next < count || probes.count < 6 {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<5 where next < count:
          probes.append(keys[next])
          next += Int.random(in: 1...2, using: &rng)
        case 5 where count > 0: probes.append(keys.randomElement(using: &rng)!)
        case 6: probes.append("p\(Int.random(in: 50..<60, using: &rng))q")  // never a key
        case 7 where !probes.isEmpty: probes.append(probes.randomElement(using: &rng)!)
        default: if next >= count { probes.append("absent") } else { next += 1 }
        }
      }
      var reader = json.reader()
      for probe in probes {
        lookups += 1
        let first = keys.firstIndex(of: probe)
        // Classify against the reader's state before the read.
        let bytes = Array(probe.utf8)
        let bit = bytes.withUnsafeBufferPointer { JSON.Reader.filterBit($0.baseAddress, $0.count) }
        if let first {
          let cursorMember = keyIndices.firstIndex(of: reader.cursor) ?? count
          let later = keys[cursorMember...].firstIndex(of: probe)
          if first == cursorMember { kinds[.atCursor, default: 0] += 1 }
          if first > cursorMember { kinds[.afterCursor, default: 0] += 1 }
          if first < cursorMember { kinds[.beforeCursor, default: 0] += 1 }
          if first < cursorMember && later != nil { kinds[.duplicateBeforeCursor, default: 0] += 1 }
          if keys.lastIndex(of: probe) != first { kinds[.duplicateAfter, default: 0] += 1 }
          if first >= cursorMember && reader.passed & bit != 0 { kinds[.filterCollision, default: 0] += 1 }
          if probe.isEmpty { kinds[.emptyKey, default: 0] += 1 }
          if values[first].hasPrefix("{") { kinds[.nestedDecoy, default: 0] += 1 }
          if values[first].hasPrefix("[") { kinds[.containerValue, default: 0] += 1 }
        } else {
          kinds[reader.passed & bit == 0 ? .missingBitClear : .missingBitSet, default: 0] += 1
        }
        let expected = try first.map { try JSON(parsing: values[$0]) }
        let found = try reader.decodeIfPresent(probe, as: JSON.self)
        #expect(found == expected, "\(probe) in \(text.prefix(200))")
      }
    }
    for kind in Kind.allCases { #expect(kinds[kind, default: 0] > 0, "no \(kind) lookup") }
    #expect(lookups > 20_000)
  }

  /// A key whose filter bit an earlier, different key shares is looked for among the keys
  /// before the cursor only; when none has its name it is taken as any other, and the cursor
  /// moves past it, so the next read in payload order is again found in one step.
  @Test func aFilterCollisionScansOnlyThePassedKeysAndMovesTheCursor() throws {
    // Two different keys with the same filter bit, found by trying short names.
    func bit(_ s: String) -> JSON.Reader.Filter {
      let bytes = Array(s.utf8)
      return bytes.withUnsafeBufferPointer { JSON.Reader.filterBit($0.baseAddress, $0.count) }
    }
    let first = "ka"
    let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
    let names = letters.flatMap { x in letters.map { x + $0 } }  // the bit hashes length, first and last byte
    let other = try #require(names.first { $0 != first && bit($0) & bit(first) != 0 })
    let json = try JSON(parsing: #"{"\#(first)": 1, "\#(other)": 2, "next": 3, "\#(other)": 4, "\#(first)": 5}"#)
    var reader = json.reader()
    #expect(try reader.decode(first, as: Int.self) == 1)
    #expect(try reader.decode(other, as: Int.self) == 2)  // collides with `first`: not a duplicate
    #expect(reader.cursor == json.index + 5, "the cursor moved past the colliding key")
    #expect(try reader.decode("next", as: Int.self) == 3)
    #expect(try reader.decode(other, as: Int.self) == 2)  // its first occurrence, not the later 4
    #expect(try reader.decode(first, as: Int.self) == 1)  // not the later 5

    // A true duplicate of a passed key, found after the cursor: the first wins.
    let dup = try JSON(parsing: #"{"a": 1, "b": 2, "a": 3, "c": 4}"#)
    var r = dup.reader()
    #expect(try r.decode("b", as: Int.self) == 2)
    #expect(try r.decode("a", as: Int.self) == 1)
    #expect(try r.decode("c", as: Int.self) == 4)
  }

  /// Every read and its error, side by side with the same read on `JSON`.
  @Test func readsAndErrorsAreThoseOfJSON() throws {
    let json = try JSON(
      parsing: #"{"id": 7, "name": "Ada", "when": "2024-05-01T10:00:00Z", "tags": ["a"], "none": null, "id": 8}"#)
    func outcome<T: Equatable>(_ read: () throws -> T) -> String {
      do { return "value \(try read())" } catch { return "error \(error)" }
    }
    var r = json.reader()
    #expect(outcome { try r.decode("name", as: String.self) } == outcome { try json.decode("name", as: String.self) })
    #expect(outcome { try r.decode("id", as: Int.self) } == "value 7")  // the first of two, after the cursor moved
    #expect(outcome { try r.decode("id", as: String.self) } == outcome { try json.decode("id", as: String.self) })
    #expect(outcome { try r.decode("gone", as: Int.self) } == outcome { try json.decode("gone", as: Int.self) })
    #expect(outcome { try r.decodeIfPresent("none", as: Int.self) } == "value nil")
    #expect(outcome { try r.decodeIfPresent("gone", as: Int.self) } == "value nil")
    #expect(outcome { try r.decode("none", default: 3) } == "value 3")
    #expect(outcome { try r.decode("tags", as: [String].self) } == "value [\"a\"]")
    #expect(
      outcome { try r.decode("when", using: .iso8601) } == outcome { try json.decode("when", using: .iso8601) })
    #expect(
      outcome { try r.decodeIfPresent("when", using: .iso8601) }
        == outcome { try json.decodeIfPresent("when", using: .iso8601) })
    #expect(
      outcome { try r.decode("name", using: .iso8601) } == outcome { try json.decode("name", using: .iso8601) })

    // Not an object: every read fails as it does on JSON.
    let array = try JSON(parsing: "[1, 2]")
    var a = array.reader()
    #expect(outcome { try a.decode("id", as: Int.self) } == outcome { try array.decode("id", as: Int.self) })
    #expect(
      outcome { try a.decodeIfPresent("id", as: Int.self) } == outcome { try array.decodeIfPresent("id", as: Int.self) }
    )
    #expect(outcome { try a.decode("id", as: Int.self) }.hasPrefix("error"))
  }

  /// A key written as a literal takes the `StaticString` reads; a key in a `String` the others.
  /// Both must give the same values and the same errors (with the same path), on `JSON` and
  /// on a reader, for keys of every form a literal can take: one Unicode scalar (`"a"`, `"é"`,
  /// which a `StaticString` holds as a scalar, not as bytes), the empty key, multi-byte UTF-8,
  /// and keys of 8 and more bytes.
  @Test func literalKeysReadAsStringKeysDo() throws {
    let json = try JSON(
      parsing: #"{"a": 1, "é": "e", "": [2], "naïve✓": null, "a_longer_key_x": {"a": 3}, "a": 4, "bad": "x"}"#)
    let array = try JSON(parsing: "[1]")
    func outcome<T: Equatable>(_ read: () throws -> T) -> String {
      do { return "value \(try read())" } catch { return "error \(error)" }
    }
    func string(_ s: String) -> String { s }  // a key in a `String`: the other overloads
    var reads = 0
    for value in [json, array] {
      var literal = value.reader()
      var dynamic = value.reader()
      func same<T: Equatable>(_ a: () throws -> T, _ b: () throws -> T) {
        reads += 1
        #expect(outcome(a) == outcome(b))
      }
      same({ try value.decode("a", as: Int.self) }, { try value.decode(string("a"), as: Int.self) })
      same({ try literal.decode("a", as: Int.self) }, { try dynamic.decode(string("a"), as: Int.self) })
      same({ try literal.decode("é", as: String.self) }, { try dynamic.decode(string("é"), as: String.self) })
      same({ try value.decode("é", as: String.self) }, { try value.decode(string("é"), as: String.self) })
      same({ try literal.decode("", as: [Int].self) }, { try dynamic.decode(string(""), as: [Int].self) })
      same({ try value.decode("", as: [Int].self) }, { try value.decode(string(""), as: [Int].self) })
      same(
        { try literal.decodeIfPresent("naïve✓", as: Int.self) },
        { try dynamic.decodeIfPresent(string("naïve✓"), as: Int.self) })
      same(
        { try value.decodeIfPresent("naïve✓", as: Int.self) },
        { try value.decodeIfPresent(string("naïve✓"), as: Int.self) })
      same({ try literal.decode("naïve✓", default: 5) }, { try dynamic.decode(string("naïve✓"), default: 5) })
      same({ try value.decode("naïve✓", default: 5) }, { try value.decode(string("naïve✓"), default: 5) })
      same(
        { try literal.decode("a_longer_key_x", as: [String: Int].self) },
        { try dynamic.decode(string("a_longer_key_x"), as: [String: Int].self) })
      same(
        { try value.decode("a_longer_key_x", as: [String: Int].self) },
        { try value.decode(string("a_longer_key_x"), as: [String: Int].self) })
      // Errors: a wrong type, a missing key, a failing transform, each with its key in the path.
      same({ try literal.decode("bad", as: Int.self) }, { try dynamic.decode(string("bad"), as: Int.self) })
      same({ try value.decode("bad", as: Int.self) }, { try value.decode(string("bad"), as: Int.self) })
      same({ try literal.decode("gone", as: Int.self) }, { try dynamic.decode(string("gone"), as: Int.self) })
      same({ try value.decode("gone", as: Int.self) }, { try value.decode(string("gone"), as: Int.self) })
      same(
        { try literal.decodeIfPresent("b", as: Int.self) }, { try dynamic.decodeIfPresent(string("b"), as: Int.self) })
      same({ try value.decodeIfPresent("b", as: Int.self) }, { try value.decodeIfPresent(string("b"), as: Int.self) })
      same({ try literal.decode("bad", using: .iso8601) }, { try dynamic.decode(string("bad"), using: .iso8601) })
      same({ try value.decode("bad", using: .iso8601) }, { try value.decode(string("bad"), using: .iso8601) })
      same(
        { try literal.decodeIfPresent("bad", using: .iso8601) },
        { try dynamic.decodeIfPresent(string("bad"), using: .iso8601) })
      same(
        { try value.decodeIfPresent("bad", using: .iso8601) },
        { try value.decodeIfPresent(string("bad"), using: .iso8601) })
      same({ try literal.decode("a", using: .iso8601) }, { try dynamic.decode(string("a"), using: .iso8601) })
    }
    #expect(reads == 46)
    // The reads above did hit both kinds of outcome, with the key in the error.
    var r = json.reader()
    #expect(try r.decode("a", as: Int.self) == 1)  // the first of the two "a"
    #expect(try json.decode("é", as: String.self) == "e")
    #expect(try json.decodeIfPresent("naïve✓", as: Int.self) == nil)
    #expect(outcome { try r.decode("bad", as: Int.self) }.contains("bad"))
    #expect(outcome { try json.decode("gone", as: Int.self) }.contains("gone"))
    #expect(outcome { try array.decode("a", as: Int.self) }.hasPrefix("error"))
  }
}
