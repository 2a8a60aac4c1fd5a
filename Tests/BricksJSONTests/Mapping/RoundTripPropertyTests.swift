import BricksJSON
import ExampleModels
import Foundation
import TestSupport
import Testing

/// Round-trip properties over generated models: `parse(toJSON(m)) == m`, also through the
/// compact and pretty bytes of `jsonData()`. The generator is seeded, so a failure names the
/// seed that reproduces it.
@Suite struct RoundTripPropertyTests {
  @Test func modelsSurviveToJSONAndBack() throws {
    for seed in 1...300 as ClosedRange<UInt64> {
      var rng = ModelGenerator(seed: seed)
      let model = Sample.random(&rng, depth: 2)
      let back = try Sample.parse(model.toJSON())
      #expect(back == model, "seed \(seed): \(differences(back, model))")
    }
  }

  @Test func modelsSurviveTheirBytes() throws {
    for seed in 1001...1300 as ClosedRange<UInt64> {
      var rng = ModelGenerator(seed: seed)
      let model = Sample.random(&rng, depth: 2)
      let compact = try Sample.parse(model.jsonData())
      #expect(compact == model, "seed \(seed), compact: \(differences(compact, model))")
      let pretty = try Sample.parse(model.jsonData(pretty: true))
      #expect(pretty == model, "seed \(seed), pretty: \(differences(pretty, model))")
    }
  }

  /// `jsonData()` writes text straight from `encode(into:)`; `toJSON().serializedData()` from
  /// the value. Same bytes for every model; every kind of value the two paths write occurs.
  @Test func jsonDataIsTheTextOfTheValue() throws {
    var kinds: [String: Int] = [:]
    for seed in 3001...3300 as ClosedRange<UInt64> {
      var rng = ModelGenerator(seed: seed)
      let model = Sample.random(&rng, depth: 2)
      let value = model.toJSON()
      countKinds(value, &kinds)
      let direct = model.jsonData()
      #expect(direct == value.serializedData(), "seed \(seed)")
      #expect(try Sample.parse(direct) == model, "seed \(seed)")
    }
    let expected = [
      "null", "true", "false", "int", "uint", "double", "string", "escaped string", "empty array", "array",
      "empty object", "object",
    ]
    for kind in expected { #expect(kinds[kind, default: 0] > 0, "no \(kind) was generated: \(kinds)") }
  }

  @Test func arraysOfModelsSurviveParseArray() throws {
    var rng = ModelGenerator(seed: 42)
    let models = (0..<50).map { _ in Sample.random(&rng, depth: 1) }
    #expect(try Sample.parseArray(models.toJSON()) == models)
    #expect(try Sample.parseArray(models.toJSON().serializedData()) == models)
    #expect(try Sample.parseArray(models.asArrayOfDictionaries()) == models)
  }

  @Test func modelsSurviveTheDictionaryInterop() throws {
    for seed in 2001...2100 as ClosedRange<UInt64> {
      var rng = ModelGenerator(seed: seed)
      let model = Sample.random(&rng, depth: 1)
      let back = try Sample.parse(model.asDictionary())
      #expect(back == model, "seed \(seed): \(differences(back, model))")
    }
  }
}

/// Counts the kinds of value in `json` and everything in it.
private func countKinds(_ json: JSON, _ kinds: inout [String: Int]) {
  func add(_ k: String) { kinds[k, default: 0] += 1 }
  switch json.kind {
  case .null: add("null")
  case .bool: add(json.boolValue == true ? "true" : "false")
  case .number:
    switch json.numberValue {
    case .int: add("int")
    case .uint: add("uint")
    case .double: add("double")
    case .big, nil: add("big")
    }
  case .string:
    let escaped = json.stringValue!.unicodeScalars.contains { $0.value < 0x20 || $0 == "\"" || $0 == "\\" }
    add(escaped ? "escaped string" : "string")
  case .array:
    add(json.count == 0 ? "empty array" : "array")
    for e in json.elements { countKinds(e, &kinds) }
  case .object:
    add(json.count == 0 ? "empty object" : "object")
    for m in json.members { countKinds(m.value, &kinds) }
  }
}

/// Where the two models' JSON differs, so a failure message stays short.
private func differences(_ a: Sample, _ b: Sample) -> String {
  if let d = jsonDifference(a.toJSON(), b.toJSON()) { return d }
  var fields: [String] = []
  if a.weight != b.weight { fields.append("weight \(a.weight.bitPattern) vs \(b.weight.bitPattern)") }
  if a.price != b.price { fields.append("price \(a.price) vs \(b.price)") }
  if a.ratio != b.ratio { fields.append("ratio \(a.ratio) vs \(b.ratio)") }
  if a.created != b.created {
    fields.append("created \(a.created.timeIntervalSinceReferenceDate) vs \(b.created.timeIntervalSinceReferenceDate)")
  }
  if a.updated != b.updated {
    fields.append(
      "updated \(a.updated?.timeIntervalSinceReferenceDate ?? 0) vs \(b.updated?.timeIntervalSinceReferenceDate ?? 0)")
  }
  if a.seen != b.seen {
    fields.append("seen \(a.seen.timeIntervalSinceReferenceDate) vs \(b.seen.timeIntervalSinceReferenceDate)")
  }
  if a.link != b.link { fields.append("link") }
  if a.children != b.children { fields.append("children") }
  if a.byName != b.byName { fields.append("byName") }
  if a.parent != b.parent { fields.append("parent") }
  return fields.joined(separator: "; ")
}

// MARK: - The generated model

/// A model with one field of every kind the mapping layer supports.
private struct Sample: JSONMappable, Equatable {
  enum Kind: String, JSONMappable, CaseIterable, JSONUnknownCaseFallback {
    case photo, video, link, unknown
    static var unknownCase: Kind { .unknown }
  }

  enum Level: Int, JSONMappable, CaseIterable {
    case low = 1, mid = 5, high = 10
  }

  var id: Int64
  var count: Int
  var small: Int8
  var big: UInt64
  var ratio: Double
  var weight: Float
  var price: Decimal
  var flag: Bool
  var name: String
  var note: String?
  var link: URL?
  var tags: [String]
  var matrix: [[Int]]
  var scores: [String: Double]
  var kind: Kind
  var level: Level?
  var created: Date
  var updated: Date?
  var seen: Date
  var children: [Sample]
  var byName: [String: Sample]
  var parent: Indirect<Sample>?

  static let isoMillis = JSONDateFormat.iso8601(fractionalDigits: 3, offset: .utcZ)

  init(json: JSON) throws {
    id = try json.decode("id")
    count = try json.decode("count")
    small = try json.decode("small")
    big = try json.decode("big")
    ratio = try json.decode("ratio")
    weight = try json.decode("weight")
    price = try json.decode("price")
    flag = try json.decode("flag")
    name = try json.decode("name")
    note = try json.decodeIfPresent("note")
    link = try json.decodeIfPresent("link")
    tags = try json.decode("tags")
    matrix = try json.decode("matrix")
    scores = try json.decode("scores")
    kind = try json.decode("kind")
    level = try json.decodeIfPresent("level")
    created = try json.decode("created_at", using: .twitter)
    updated = try json.decodeIfPresent("updated_at", using: Sample.isoMillis)
    seen = try json.decode("seen", using: .millisecondsSince1970)
    children = try json.decode("children", default: [])
    byName = try json.decode("by_name", default: [:])
    parent = try json.decodeIfPresent("parent", as: Sample.self).map(Indirect.init)
  }

  func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["id"] = id
      o["count"] = count
      o["small"] = small
      o["big"] = big
      o["ratio"] = ratio
      o["weight"] = weight
      o["price"] = price
      o["flag"] = flag
      o["name"] = name
      o.encodeIfPresent(note, for: "note")
      o["link"] = link
      o["tags"] = tags
      o["matrix"] = matrix
      o["scores"] = scores
      o["kind"] = kind
      o["level"] = level
      o["created_at", using: .twitter] = created
      o["updated_at", using: Sample.isoMillis] = updated
      o["seen", using: .millisecondsSince1970] = seen
      if !children.isEmpty { o["children"] = children }
      if !byName.isEmpty { o["by_name"] = byName }
      o.encodeIfPresent(parent?.wrapped, for: "parent")
    }
  }

  static func random(_ g: inout ModelGenerator, depth: Int) -> Sample {
    Sample(
      id: Int64(bitPattern: g.next()),
      count: g.int(in: -1_000_000...1_000_000),
      small: Int8(truncatingIfNeeded: g.next()),
      big: g.bool() ? g.next() | 1 << 63 : g.next() >> 12,
      ratio: g.double(),
      weight: g.float(),
      price: Decimal(g.int(in: -9_999_999...9_999_999)) / 100,
      flag: g.bool(),
      name: g.string(),
      note: g.bool() ? g.string() : nil,
      link: g.bool() ? URL(string: "https://example.com/\(g.int(in: 0...9999))?q=\(g.int(in: 0...99))") : nil,
      tags: (0..<g.int(in: 0...4)).map { _ in g.string() },
      matrix: (0..<g.int(in: 0...3)).map { _ in (0..<g.int(in: 0...4)).map { _ in g.int(in: -999...999) } },
      scores: Dictionary(uniqueKeysWithValues: (0..<g.int(in: 0...3)).map { i in ("k\(i)\(g.string())", g.double()) }),
      kind: Kind.allCases[g.int(in: 0...3)],
      level: g.bool() ? Level.allCases[g.int(in: 0...2)] : nil,
      // Twitter dates are whole seconds; ISO dates here carry milliseconds.
      created: Date(timeIntervalSince1970: Double(g.int(in: -2_000_000_000...4_000_000_000))),
      // The instant the format reads back (its parser's rounding, not Date(timeIntervalSince1970:)'s).
      updated: g.bool()
        ? isoMillis.date(
          from: isoMillis.string(from: Date(timeIntervalSince1970: Double(g.int(in: 0...4_000_000_000_000)) / 1000)))
        : nil,
      seen: Date(timeIntervalSince1970: Double(g.int(in: 0...4_000_000_000_000)) / 1000),
      children: depth > 0 ? (0..<g.int(in: 0...2)).map { _ in random(&g, depth: depth - 1) } : [],
      byName: depth > 0
        ? Dictionary(uniqueKeysWithValues: (0..<g.int(in: 0...2)).map { i in ("n\(i)", random(&g, depth: depth - 1)) })
        : [:],
      parent: depth > 0 && g.bool() ? Indirect(random(&g, depth: depth - 1)) : nil)
  }

  init(
    id: Int64, count: Int, small: Int8, big: UInt64, ratio: Double, weight: Float, price: Decimal, flag: Bool,
    name: String, note: String?, link: URL?, tags: [String], matrix: [[Int]], scores: [String: Double], kind: Kind,
    level: Level?, created: Date, updated: Date?, seen: Date, children: [Sample], byName: [String: Sample],
    parent: Indirect<Sample>?
  ) {
    self.id = id
    self.count = count
    self.small = small
    self.big = big
    self.ratio = ratio
    self.weight = weight
    self.price = price
    self.flag = flag
    self.name = name
    self.note = note
    self.link = link
    self.tags = tags
    self.matrix = matrix
    self.scores = scores
    self.kind = kind
    self.level = level
    self.created = created
    self.updated = updated
    self.seen = seen
    self.children = children
    self.byName = byName
    self.parent = parent
  }
}

/// The seeded generator, with the draws the sample models need.
private typealias ModelGenerator = SeededGenerator

extension SeededGenerator {
  mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
  mutating func bool() -> Bool { next() & 1 == 1 }

  /// Any finite double: random bit patterns (all magnitudes, subnormals, -0) or short decimals.
  mutating func double() -> Double {
    if bool() { return Double(int(in: -100_000...100_000)) / 100 }
    while true {
      let d = Double(bitPattern: next())
      if d.isFinite { return d }
    }
  }

  mutating func float() -> Float {
    while true {
      let f = Float(bitPattern: UInt32(truncatingIfNeeded: next()))
      if f.isFinite { return f }
    }
  }

  /// Strings with what JSON must escape: quotes, backslashes, control characters, non-BMP
  /// characters, and text in several scripts.
  mutating func string() -> String {
    let pieces = [
      "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "é", "名前", "😀", "👩‍👩‍👧", "\u{2028}", "ä", "id",
      "\u{FFFD}",
    ]
    return (0..<int(in: 0...8)).map { _ in pieces[int(in: 0...(pieces.count - 1))] }.joined()
  }
}
