// Random JSON sample families for scripts/scaffold-property.sh: each family is 2 or 3 samples
// of one random shape with unions, tagged unions (disjoint and overlapping key sets, keys
// shared with another structure, nested), heterogeneous and nested arrays, open-enum strings,
// optional keys, nulls, dates, URLs and every kind of top level. Prints the kinds it made.
// A family with tagged objects also gets a probe in PROBEDIR: its last sample with every tag
// replaced by one the samples never show, which the model must keep and write back verbatim.
// NAMESFILE lists the names the templates declare or call (one a line); one family uses every
// one of them as a key of a scalar and as the key of an object (so as a model type's name),
// and some as tags.
//
// swiftc -O Generate.swift -o gen && ./gen SEED COUNT OUTDIR PROBEDIR NAMESFILE
import Foundation

struct SplitMix64 {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
  mutating func chance(_ p: Double) -> Bool { Double(next() % 1_000_000) / 1_000_000 < p }
}

indirect enum T {
  case int, double, bool, text, enumText([String]), date, url
  case object([(key: String, type: T, optional: Bool, nullable: Bool)])
  case array(T)
  case union([T])
  /// Objects told apart by the string under `key`: one field list per tag.
  case tagged(key: String, variants: [(tag: String, fields: [(key: String, type: T, optional: Bool, nullable: Bool)])])
}

enum Root { case object(T), arrayOfObjects(T), positional([T]), single(T) }

var rng = SplitMix64(state: UInt64(CommandLine.arguments[1])!)
let count = Int(CommandLine.arguments[2])!
let out = CommandLine.arguments[3]
let probes = CommandLine.arguments.count > 4 ? CommandLine.arguments[4] : nil
/// The names the generated code declares or uses, which no key may break.
let templateNames: [String] =
  CommandLine.arguments.count > 5
  ? (try! String(contentsOfFile: CommandLine.arguments[5], encoding: .utf8)).split(separator: "\n").map(String.init)
  : []
var kinds: [String: Int] = [:]
/// Set while a probe is written: tags become unseen ones, and nothing is counted.
var probing = false
func saw(_ kind: String) { if !probing { kinds[kind, default: 0] += 1 } }

let keys = ["id", "name", "value", "items", "user_id", "default", "self", "été", "a b", "URL", "toJSON",
  "count", "score", "flag", "data", "list", "matrix", "child", "note", "x", "y", "z", "camelCase", "snake_key",
  "Type", "1st", "emoji😀", "tags", "meta", "info"]
let enumKeys = ["status", "type", "kind", "state", "role", "level"]
let enumSets = [["active", "inactive"], ["draft", "published", "archived"], ["a", "b", "c", "d"], ["on-hold", "open"]]

func randomType(_ depth: Int) -> T {
  let leaf = depth >= 5
  switch rng.int(leaf ? 6 : 12) {
  case 0: return .int
  case 1: return .double
  case 2: return .bool
  case 3: return .text
  case 4: return rng.chance(0.5) ? .date : .url
  case 5: return .int
  case 6, 7: return randomObject(depth + 1)
  case 8: return .array(randomType(depth + 1))
  case 9: return .array(.array(rng.chance(0.5) ? .int : randomObject(depth + 2)))  // nested arrays
  case 10: return rng.chance(0.5) ? .array(.union(randomUnionMembers(depth + 1))) : .array(randomTagged(depth + 1))
  default: return .union(randomUnionMembers(depth + 1))
  }
}

let tagKeys = ["type", "kind", "object"]
// Tags as real APIs spell them, and tags named like members of the generated enum (`unknown`,
// `tagged`, `init`, `self`, `Type`, `JSON`, `toJSON`).
let tagNames = [
  "header", "section", "image", "Point", "LineString", "text_block", "divider", "on-hold", "v2", "Default",
  "unknown", "tagged", "init", "self", "Type", "JSON", "toJSON", "hashValue",
  "json", "description", "String", "JSONObjectEncoder", "JSONEpochDate", "CodingKeys", "members",
]

/// Objects told apart by a discriminator, made so that the scaffold's rule calls the evidence
/// clear: disjoint key sets, overlapping ones (a shared `id`, and more keys of each tag's
/// own), or one shared key whose structure differs per tag (GeoJSON's `coordinates`).
func randomTagged(_ depth: Int) -> T {
  let key = tagKeys[rng.int(tagKeys.count)]
  let n = 2 + rng.int(3)
  var tags: [String] = []
  while tags.count < n {
    let tag = tagNames[rng.int(tagNames.count)]
    if !tags.contains(tag) { tags.append(tag) }
  }
  let style = rng.int(3)
  var variants: [(tag: String, fields: [(key: String, type: T, optional: Bool, nullable: Bool)])] = []
  for (i, tag) in tags.enumerated() {
    var fields: [(key: String, type: T, optional: Bool, nullable: Bool)] = []
    switch style {
    case 0:
      saw("tagged union, disjoint keys")
    case 1:
      saw("tagged union, overlapping keys")
      fields.append(("id", .int, false, false))
    default:
      saw("tagged union, shared key of other structure")
      var coordinates = T.double
      for _ in 0...i { coordinates = .array(coordinates) }
      fields.append(("coordinates", coordinates, false, false))
    }
    // Each tag's own keys (one at least): a prefix no other tag has.
    for j in 0..<(1 + rng.int(3)) {
      let own = "\(["a", "b", "c", "d", "e"][i])\(j)_\(keys[rng.int(keys.count)])"
      let type: T = depth < 4 && rng.chance(0.25) ? .array(randomTagged(depth + 1)) : randomType(depth + 2)
      if case .array(.tagged) = type { saw("nested tagged union") }
      fields.append((own, type, j > 0 && rng.chance(0.3), rng.chance(0.15)))
    }
    variants.append((tag, fields))
  }
  return .tagged(key: key, variants: variants)
}

func randomUnionMembers(_ depth: Int) -> [T] {
  var pool: [T] = [.int, .text, .bool, .array(.int)]
  if depth < 5 { pool.append(rng.chance(0.3) ? randomTagged(depth + 1) : randomObject(depth + 1)) }
  var members: [T] = []
  var used = Set<Int>()
  let n = 2 + rng.int(2)
  while members.count < n {
    let i = rng.int(pool.count)
    if used.insert(i).inserted { members.append(pool[i]) }
  }
  return members
}

func randomObject(_ depth: Int) -> T {
  var fields: [(key: String, type: T, optional: Bool, nullable: Bool)] = []
  var used = Set<String>()
  for _ in 0..<(1 + rng.int(5)) {
    let key = keys[rng.int(keys.count)]
    guard used.insert(key).inserted else { continue }
    fields.append((key, randomType(depth), rng.chance(0.25), rng.chance(0.2)))
  }
  if depth <= 2, rng.chance(0.5) {
    let key = enumKeys[rng.int(enumKeys.count)]
    if used.insert(key).inserted { fields.append((key, .enumText(enumSets[rng.int(enumSets.count)]), false, false)) }
  }
  return .object(fields)
}

/// Writes a value of `t`; `variant` picks union members and optional keys so that every
/// family shows each variation.
func value(_ t: T, _ variant: Int, depth: Int) -> String {
  switch t {
  case .int: return String(rng.int(2_000_000) - 1_000_000)
  case .double: return String(Double(rng.int(100_000)) / 8 + 0.125)
  case .bool: return rng.chance(0.5) ? "true" : "false"
  case .text: return quote(["plain", "tab\there", "quote \" and \\ slash", "naïve café", "emoji 😀", "line\nbreak", "", "a/b"][rng.int(8)])
  case .enumText(let set): saw("enum string"); return quote(set[(variant + rng.int(set.count)) % set.count])
  case .date:
    // UTC, and offsets (with and without a colon) that differ between values: each must come
    // back at its own offset and precision.
    saw("date")
    return quote(
      [
        "2014-08-31T00:29:15Z", "2014-08-31T08:29:15.250+08:00", "2020-02-29T23:59:59.001Z",
        "2024-01-15T09:30:00+01:00", "2024-07-15T09:30:00.5+0200", "1999-12-31T23:59:59-05:30",
      ][rng.int(6)])
  case .url: saw("url"); return quote("https://example.com/p/\(rng.int(1000))")
  case .object(let fields):
    if depth >= 6 { saw("deep nesting") }
    var members: [String] = []
    for (i, f) in fields.enumerated() {
      if f.optional && (variant + i) % 2 == 1 { saw("absent key"); continue }
      if f.nullable && (variant + i) % 3 == 0 { saw("null"); members.append(quote(f.key) + ": null"); continue }
      members.append(quote(f.key) + ": " + value(f.type, variant + i, depth: depth + 1))
    }
    return "{" + members.joined(separator: ", ") + "}"
  case .array(let e):
    if case .array = e { saw("nested array") }
    var n = 1 + rng.int(3)
    if case .tagged(_, let variants) = e { n = variants.count + rng.int(2) }  // every tag in every array
    if case .union(let members) = e { n = max(n, members.count) }  // every kind in every array
    if case .union = e { saw("heterogeneous array") }
    return "[" + (0..<n).map { value(e, variant + $0, depth: depth + 1) }.joined(separator: ", ") + "]"
  case .union(let members):
    saw("union value")
    return value(members[variant % members.count], variant, depth: depth)
  case .tagged(let key, let variants):
    let chosen = variants[variant % variants.count]
    if probing { kinds["unknown tag", default: 0] += 1 }
    let tag = probing ? "unseen_" + chosen.tag : chosen.tag
    let object = value(.object(chosen.fields), variant, depth: depth)
    let rest = object.dropFirst().dropLast()
    return "{" + quote(key) + ": " + quote(tag) + (rest.isEmpty ? "" : ", " + rest) + "}"
  }
}

/// A tagged union that nests another and shares keys: blocks with an `id` each, one of them
/// holding GeoJSON-like shapes told apart by the structure of their `coordinates`.
func coverTagged() -> T {
  saw("tagged union, overlapping keys")
  saw("tagged union, shared key of other structure")
  saw("nested tagged union")
  let shapes = T.tagged(key: "kind", variants: [
    ("Point", [("coordinates", .array(.double), false, false)]),
    ("LineString", [("coordinates", .array(.array(.double)), false, false)]),
  ])
  return .tagged(key: "type", variants: [
    ("header", [("id", .int, false, false), ("text", .text, false, false)]),
    ("shapes", [("id", .int, false, false), ("items", .array(shapes), false, false), ("count", .int, false, false)]),
  ])
}

/// Whether a type holds tagged objects anywhere (its probe differs from its sample).
func hasTagged(_ t: T) -> Bool {
  switch t {
  case .tagged: return true
  case .object(let fields): return fields.contains { hasTagged($0.type) }
  case .array(let e): return hasTagged(e)
  case .union(let members): return members.contains(where: hasTagged)
  default: return false
  }
}

func quote(_ s: String) -> String {
  var r = "\""
  for u in s.unicodeScalars {
    switch u {
    case "\"": r += "\\\""
    case "\\": r += "\\\\"
    case "\n": r += "\\n"
    case "\t": r += "\\t"
    default: r.unicodeScalars.append(u)
    }
  }
  return r + "\""
}

for family in 1...count {
  let root: Root
  switch family % 4 {
  case 0 where family == 4:
    // One family holds every kind for sure, whatever the seed; the others are random.
    guard case .object(var fields) = randomObject(1) else { fatalError() }
    var deep = T.object([("leaf", .int, false, false)])
    for _ in 0..<7 { deep = .object([("next", deep, false, false)]) }
    fields += [
      ("cover_union", .union([.int, .text]), false, false), ("cover_mixed", .array(.union([.int, .text, .bool])), false, false),
      ("cover_grid", .array(.array(.int)), false, false), ("cover_status", .enumText(["on", "off"]), false, false),
      ("cover_optional", .int, true, false), ("cover_null", .text, false, true), ("cover_date", .date, false, false),
      ("cover_url", .url, false, false), ("cover_deep", deep, false, false),
      ("cover_blocks", .array(coverTagged()), false, false),
      ("cover_sources", .array(.tagged(key: "object", variants: [
        ("card", [("last4", .text, false, false), ("exp_month", .int, false, false)]),
        ("bank_account", [("routing_number", .text, false, false)])])), false, false),
    ]
    // Every name the templates declare or call: as a scalar's key, and as an object's key
    // (each object of its own shape, so that each gets a type named after its key).
    if !templateNames.isEmpty {
      fields.append(("cover_names", .object(templateNames.map { ($0, T.int, false, false) }), false, false))
      fields.append(
        ("cover_models", .object(templateNames.enumerated().map { i, name in
          (name, T.object([("f\(i)", .int, false, false)]), false, false)
        }), false, false))
      for _ in templateNames { saw("template name as key"); saw("template name as model name") }
    }
    saw("tagged union, disjoint keys")
    root = .object(.object(fields)); saw("object root")
  case 0: root = .object(randomObject(1)); saw("object root")
  case 1 where rng.chance(0.3): root = .arrayOfObjects(randomTagged(1)); saw("top-level tagged objects")
  case 1: root = .arrayOfObjects(randomObject(1)); saw("array-of-objects root")
  case 2: root = .positional([randomObject(2), .array(randomObject(2)), .text]); saw("positional root")
  case 3 where family == 3 || rng.chance(0.4):
    // Elements of different kinds at the top level: `[1, "a", {...}, [...]]`.
    root = .single(.array(.union(randomUnionMembers(2)))); saw("top-level mixed array")
  default: root = .single(.array(.array(rng.chance(0.5) ? .double : randomObject(2)))); saw("array-of-arrays root")
  }
  let samples = 2 + rng.int(2)
  let dir = "\(out)/Model\(family)"
  try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  func sample(_ s: Int) -> String {
    switch root {
    case .object(let t): return value(t, s, depth: 1)
    case .arrayOfObjects(let t):
      return "[" + (0..<(1 + rng.int(3))).map { value(t, s + $0, depth: 1) }.joined(separator: ", ") + "]"
    case .positional(let ts): return "[" + ts.map { value($0, s, depth: 1) }.joined(separator: ", ") + "]"
    case .single(let t): return value(t, s, depth: 1)
    }
  }
  for s in 0..<samples {
    let before = rng
    let text = sample(s)
    try Data(text.utf8).write(to: URL(fileURLWithPath: "\(dir)/sample-\(s + 1).json"))
    let types: [T]
    switch root {
    case .object(let t), .arrayOfObjects(let t), .single(let t): types = [t]
    case .positional(let ts): types = ts
    }
    if s == samples - 1, let probes, types.contains(where: hasTagged) {
      // The same draws again, every tag replaced by one the samples never show.
      let after = rng
      rng = before
      probing = true
      let probe = sample(s)
      probing = false
      rng = after
      try FileManager.default.createDirectory(atPath: probes, withIntermediateDirectories: true)
      try Data(probe.utf8).write(to: URL(fileURLWithPath: "\(probes)/Model\(family).json"))
    }
  }
}
for (kind, n) in kinds.sorted(by: { $0.key < $1.key }) { print("kind \(kind): \(n)") }
