import BricksJSON
import Foundation

/// What inference has learned about the values seen at one place in the samples.
indirect enum Shape {
  /// Only `null` (or nothing at all) was seen.
  case nothing
  case bool
  /// Integer literals that fit `Int64`; `epoch` when every one was in the range of Unix
  /// times (seconds 1e9..<4.2e9, i.e. 2001–2103, or milliseconds 1e12..<4.2e12); `range`
  /// whether one was negative or beyond `Double`'s exact integers.
  case int(epoch: JSONEpochDate.Unit?, range: IntegerRange = IntegerRange())
  /// Integer literals above `Int64.max` that fit `UInt64` (with non-negative ones in `Int64`).
  case uint
  /// Literals with a fraction or exponent (or integers `Double` holds exactly mixed with them).
  case double
  /// Numbers no one Swift number type holds exactly: integers beyond 64 bits, or a mix that
  /// would lose digits or signs (a negative integer beside one above `Int64.max`, a fraction
  /// beside one above `Int64.max` or beyond `Double`'s exact integers).
  case bigNumber
  case string(StringHints)
  /// An array; `element` merges every element of every array seen here.
  case array(element: Shape, nullableElements: Bool)
  case object(ObjectShape)
  /// An object used as a dictionary (`[String: T]`).
  case map(value: Shape, nullableValues: Bool)
  /// Values of different kinds (a number in one sample, a string in another): at most one
  /// member per kind (bool, number, string, array, object), in that order. Becomes a union
  /// enum with one case per member.
  case union([Shape])
  /// An array or object nested deeper than ``ShapeBuilder/maxDepth``: becomes `JSON`, and is
  /// not looked into (which bounds the work and the generated code for any nesting).
  case tooDeep
  /// Objects told apart by a discriminator string (`"type": "section"`): an enum with one
  /// case per tag, each holding the objects of that tag (see ``TaggedShape``).
  case tagged(TaggedShape)

  /// The JSON kind names seen, for the comment on a mixed property.
  var kindNames: Set<String> {
    switch self {
    case .nothing: return []
    case .bool: return ["bool"]
    case .int, .uint, .double, .bigNumber: return ["number"]
    case .string: return ["string"]
    case .array: return ["array"]
    case .object, .map, .tagged: return ["object"]
    case .union(let members): return Set(members.flatMap(\.kindNames))
    case .tooDeep: return ["array", "object"]
    }
  }

  /// The JSON kind this shape holds (`number` for every kind of number), for union members;
  /// nil for ``nothing``, ``union(_:)`` and ``tooDeep``.
  var kindKey: UnionKind? {
    switch self {
    case .bool: return .bool
    case .int, .uint, .double, .bigNumber: return .number
    case .string: return .string
    case .array: return .array
    case .object, .map, .tagged: return .object
    case .nothing, .union, .tooDeep: return nil
    }
  }

  /// The members of a union, or this shape alone.
  var unionMembers: [Shape] {
    if case .union(let members) = self { return members }
    if case .nothing = self { return [] }
    return [self]
  }

  /// Merges what two places (or two samples of one place) have seen.
  static func merge(_ a: Shape, _ b: Shape) -> Shape {
    switch (a, b) {
    case (.nothing, let x), (let x, .nothing): return x
    case (.tooDeep, _), (_, .tooDeep): return .tooDeep
    case (.tagged(let x), .tagged(let y)): return TaggedShape.merge(x, y)
    case (.tagged, _), (_, .tagged): return .tooDeep  // see TaggedShape.merge
    case (.bool, .bool): return .bool
    case (.int(let x, let rx), .int(let y, let ry)): return .int(epoch: x == y ? x : nil, range: rx.merged(with: ry))
    case (.uint, .uint): return .uint
    case (.uint, .int(_, let r)), (.int(_, let r), .uint): return r.hasNegative ? .bigNumber : .uint
    case (.double, .double): return .double
    case (.int(_, let r), .double), (.double, .int(_, let r)): return r.beyondDouble ? .bigNumber : .double
    case (.uint, .double), (.double, .uint): return .bigNumber
    case (.bigNumber, .bigNumber), (.bigNumber, .int), (.bigNumber, .uint), (.bigNumber, .double),
      (.int, .bigNumber), (.uint, .bigNumber), (.double, .bigNumber):
      return .bigNumber
    case (.string(let x), .string(let y)): return .string(x.merged(with: y))
    case (.array(let x, let xn), .array(let y, let yn)):
      return .array(element: merge(x, y), nullableElements: xn || yn)
    case (.object(let x), .object(let y)):
      let (x, y) = (x.target, y.target)
      x.absorb(y)
      return .object(x)
    case (.map(let x, let xn), .map(let y, let yn)):
      return .map(value: merge(x, y), nullableValues: xn || yn)
    case (.map(let v, let n), .object(let o)), (.object(let o), .map(let v, let n)):
      // An object beside a dictionary is one more dictionary.
      let o = o.target
      var value = v
      var nullable = n
      for key in o.keys {
        let field = o[key]!
        value = merge(value, field.shape)
        if field.nulls > 0 { nullable = true }
      }
      return .map(value: value, nullableValues: nullable)
    default:
      return unionOf(a.unionMembers + b.unionMembers)
    }
  }

  /// `members` merged kind by kind into a union (or a single shape when one kind remains).
  static func unionOf(_ members: [Shape]) -> Shape {
    var byKind: [UnionKind: Shape] = [:]
    for m in members {
      if case .tooDeep = m { return .tooDeep }
      guard let k = m.kindKey else { continue }
      byKind[k] = byKind[k].map { merge($0, m) } ?? m
    }
    let ordered = UnionKind.allCases.compactMap { byKind[$0] }
    return ordered.count == 1 ? ordered[0] : .union(ordered)
  }
}

/// The kinds of JSON value a union tells apart (its cases' order).
enum UnionKind: String, CaseIterable, Hashable {
  case bool, number, string, array, object
}

/// What the strings at one place have in common.
struct StringHints {
  /// Every string was an absolute http(s) URL.
  var allURLs: Bool
  /// Every string was a date in this one format (nil when not, or when dates are off).
  var dateFormat: JSONDateFormat?
  /// The distinct strings seen, in first-seen order, while they may still make an enum:
  /// nil once one is not enum-like or there are more than ``EnumRule/maxCases``.
  var values: [String]? = nil
  /// How many strings were seen here.
  var occurrences = 1
  /// The values come from a JSON Schema `enum`: an enum whatever the thresholds.
  var isDeclaredEnum = false

  func merged(with other: StringHints) -> StringHints {
    var values: [String]? = nil
    if var mine = self.values, let theirs = other.values {
      for v in theirs where !mine.contains(v) { mine.append(v) }
      values = mine.count <= EnumRule.maxCases ? mine : nil
    }
    return StringHints(
      allURLs: allURLs && other.allURLs,
      dateFormat: Self.mergedDateFormat(dateFormat, other.dateFormat),
      values: values, occurrences: occurrences + other.occurrences,
      isDeclaredEnum: isDeclaredEnum && other.isDeclaredEnum)
  }

  /// Whether nothing more is worth learning from further strings (the fast path).
  var isPlain: Bool { !allURLs && dateFormat == nil && values == nil }

  /// The format two places' dates share: the same one, or for ISO 8601 date-times at
  /// different offsets or precisions, one at the larger precision and a `+00:00` offset —
  /// which ``isZoned(_:)`` reads as "each value keeps its own" (`JSONZonedDate`); nil for
  /// dates in different layouts.
  static func mergedDateFormat(_ a: JSONDateFormat?, _ b: JSONDateFormat?) -> JSONDateFormat? {
    guard let a, let b else { return nil }
    if a == b { return a }
    guard let x = isoVariant(a), let y = isoVariant(b) else { return nil }
    return .iso8601(fractionalDigits: max(x.fractionalDigits, y.fractionalDigits), offset: .colon(secondsFromGMT: 0))
  }

  /// The digits and offset of an ISO 8601 date-time format, read off one date it writes;
  /// nil for other layouts.
  static func isoVariant(_ format: JSONDateFormat) -> JSONZonedDate? {
    JSONZonedDate(format.string(from: Date(timeIntervalSinceReferenceDate: 0)))
  }

  /// Whether strings in `format` become `JSONZonedDate` rather than `Date`: ISO 8601
  /// date-times at an offset other than `Z` (one written at `+01:00` comes back at `+01:00`,
  /// whatever offset the samples showed), or at several offsets or precisions.
  static func isZoned(_ format: JSONDateFormat) -> Bool {
    guard let variant = isoVariant(format) else { return false }
    return variant.offset != .utcZ
  }
}

/// When a string field becomes an open enum (`case unknown(String)` keeps any other value).
///
/// The strings seen must all be enum-like (1 to ``maxLength`` characters of letters, digits,
/// `_`, `-`, `.` or spaces, not all digits), with 2 to ``maxCases`` distinct values: one
/// value never makes an enum (a `currency` of `"usd"` in one payload says nothing of the
/// others). Keys that name an id or free text (``freeTextKeys``: names, titles, descriptions,
/// urls...) never do. Then either the key names a category (`type`, `status`, `kind`,
/// `state`, ... — see ``categoryKeys``), or each value repeats: at least ``minOccurrences``
/// strings in all and at most half as many distinct values as strings, unless the values are
/// all hex digits. `--no-enums` turns this off; `--enum PATH` and a JSON Schema `enum` make
/// one whatever the evidence, `--string PATH` none.
enum EnumRule {
  static let maxCases = 10
  static let maxLength = 32
  static let minOccurrences = 4
  /// Keys (lowercased, their last word) that name a category.
  static let categoryKeys: Set<String> = [
    "type", "status", "kind", "state", "category", "role", "mode", "level", "priority", "visibility",
    "gender", "currency", "unit", "format", "lang", "language", "locale", "result_type", "severity",
  ]

  /// Keys (their last word, lowercased) whose values are free text even when they repeat:
  /// names, colours, time zones...
  static let freeTextKeys: Set<String> = [
    "name", "title", "text", "description", "summary", "message", "body", "color", "colour", "zone",
    "email", "url", "uri", "link", "path", "sha", "hash", "token", "slug", "label", "login", "location",
    "address", "city", "key", "version", "date", "time", "comment", "note", "caption", "subject", "username",
    "nickname", "handle", "bio", "content",
  ]

  /// Hex digits only (colours, hashes): not a category.
  static func isHexLike(_ string: String) -> Bool {
    string.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || (($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x66) }
  }

  /// Whether `string` may be an enum case's raw value.
  static func isEnumLike(_ string: String) -> Bool {
    let utf8 = string.utf8
    guard !utf8.isEmpty, utf8.count <= maxLength else { return false }
    var allDigits = true
    for b in utf8 {
      let isDigit = b >= 0x30 && b <= 0x39
      let isLetter = (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A
      guard isDigit || isLetter || b == 0x5F || b == 0x2D || b == 0x2E || b == 0x20 else { return false }
      if !isDigit { allDigits = false }
    }
    return !allDigits
  }

  /// Whether the strings seen under `key` make an enum.
  static func applies(key: String, hints: StringHints) -> Bool { reason(key: key, hints: hints) != nil }

  /// Why the strings seen under `key` make an enum (for `--explain`), or nil when they do not.
  static func reason(key: String, hints: StringHints) -> String? {
    guard let values = hints.values, !values.isEmpty, hints.dateFormat == nil, !hints.allURLs else { return nil }
    let seen = "\(values.count) distinct \(values.count == 1 ? "string" : "strings") in \(hints.occurrences)"
    if hints.isDeclaredEnum { return "\(seen); declared (--enum or a JSON Schema enum)" }
    guard values.count >= 2 else { return nil }
    let lower = key.lowercased()
    if lower == "id" || lower.hasSuffix("_id") || lower.hasSuffix("id_str") || lower.hasSuffix("ids") { return nil }
    let last = Words.split(key).last?.lowercased() ?? lower
    if freeTextKeys.contains(last) { return nil }
    if categoryKeys.contains(lower) || categoryKeys.contains(last) {
      return "\(seen), under \(SwiftLiteral.string(key)), a key that names a category"
    }
    if values.allSatisfy(isHexLike) { return nil }
    guard hints.occurrences >= minOccurrences && values.count * 2 <= hints.occurrences else { return nil }
    return "\(seen): each value repeats (at least \(minOccurrences) strings, at most half as many distinct)"
  }
}

/// What a JSON key holds across all the objects merged into one ``ObjectShape``.
struct FieldShape {
  var shape: Shape
  /// Objects in which the key was present.
  var present: Int
  /// Objects in which it was present and `null`.
  var nulls: Int
  /// The first object (1-based, among those merged here) that held `null` here, for
  /// `--explain`.
  var firstNull: Int? = nil
  /// The first object that lacked the key.
  var firstAbsent: Int? = nil
  /// The last object that had the key.
  var lastSeen: Int = 0
}

/// An object type being inferred: its keys in first-seen order and what each holds.
///
/// A reference type so that recursion can point a nested place back at an ancestor.
final class ObjectShape {
  /// Keys in the order first seen.
  private(set) var keys: [String] = []
  /// What each key holds, in the order of `keys`.
  private var slots: [FieldShape] = []
  /// Keys compared by bytes: look-alike keys (NFC and NFD) stay apart.
  private var index: [ExactKey: Int] = [:]
  /// How many objects were merged into this one.
  private(set) var count = 0
  /// What `key` holds, if any object had it.
  subscript(key: String) -> FieldShape? {
    index[ExactKey(key)].map { slots[$0] }
  }

  /// Records one more object: `json`'s members are merged in place (no intermediate shape).
  ///
  /// - Complexity: O(members), one hash lookup each, plus the merging of their values.
  /// `depth` is the object's nesting level (the root is 1); see ``ShapeBuilder/maxDepth``.
  func add(_ json: JSON, builder: inout ShapeBuilder, depth: Int) {
    count += 1
    noteSample(builder.sample)
    for (key, value) in json.members {
      addMember(key, value, builder: &builder, depth: depth)
    }
  }

  /// Records one more object made of `members` (the positions of a top-level array, named).
  func add(members: [(String, JSON)], builder: inout ShapeBuilder, depth: Int) {
    count += 1
    noteSample(builder.sample)
    for (key, value) in members {
      addMember(key, value, builder: &builder, depth: depth)
    }
  }

  private func addMember(_ key: String, _ value: JSON, builder: inout ShapeBuilder, depth: Int) {
    do {
      let isNull = value.isNull
      if let i = index[ExactKey(key)] {
        // A key this object already had: the first value wins, as every lookup reads it
        // (the scaffold warns about the sample).
        if slots[i].lastSeen == count { return }
        let merged = builder.merge(value, into: slots[i].shape, depth: depth + 1)
        slots[i].shape = merged
        slots[i].present += 1
        if isNull {
          slots[i].nulls += 1
          if slots[i].firstNull == nil { slots[i].firstNull = count }
        }
        if slots[i].firstAbsent == nil, slots[i].lastSeen < count - 1 { slots[i].firstAbsent = slots[i].lastSeen + 1 }
        slots[i].lastSeen = count
      } else {
        index[ExactKey(key)] = slots.count
        keys.append(key)
        slots.append(
          FieldShape(
            shape: builder.merge(value, into: .nothing, depth: depth + 1), present: 1, nulls: isNull ? 1 : 0,
            firstNull: isNull ? count : nil, firstAbsent: count > 1 ? 1 : nil, lastSeen: count))
      }
    }
  }

  /// Set once this shape has been merged into another: every reference follows it.
  private var forward: ObjectShape?

  /// The shape this one now lives in (itself unless absorbed).
  var target: ObjectShape {
    var s = self
    while let next = s.forward { s = next }
    return s
  }

  /// Merges everything `other` has seen into this shape; `other` forwards here from now on.
  func absorb(_ other: ObjectShape) {
    let other = other.target
    guard other !== self else { return }
    other.forward = self
    let offset = count
    count += other.count
    sampleStarts += other.sampleStarts.map { ($0.ordinal + offset, $0.sample) }
    for (key, theirs) in zip(other.keys, other.slots) {
      if let i = index[ExactKey(key)] {
        slots[i].shape = Shape.merge(slots[i].shape, theirs.shape)
        slots[i].present += theirs.present
        slots[i].nulls += theirs.nulls
        if slots[i].firstNull == nil { slots[i].firstNull = theirs.firstNull.map { $0 + offset } }
        if slots[i].firstAbsent == nil { slots[i].firstAbsent = theirs.firstAbsent.map { $0 + offset } }
      } else {
        index[ExactKey(key)] = slots.count
        keys.append(key)
        slots.append(theirs)
      }
    }
  }

  /// Where each sample's objects start: (first ordinal, sample index), for `--explain`.
  private(set) var sampleStarts: [(ordinal: Int, sample: Int)] = []

  private func noteSample(_ sample: Int) {
    if sampleStarts.last?.sample != sample { sampleStarts.append((count, sample)) }
  }

  /// The sample the `ordinal`-th object merged here came from.
  func sample(ofObject ordinal: Int) -> Int {
    var result = sampleStarts.first?.sample ?? 0
    for start in sampleStarts where start.ordinal <= ordinal { result = start.sample }
    return result
  }

  /// The first object that lacked `key` (also when only the last ones did), if any did.
  func firstAbsent(_ key: String) -> Int? {
    guard let field = self[key], field.present < count else { return nil }
    return field.firstAbsent ?? field.lastSeen + 1
  }

  /// The name a JSON Schema gave this shape (its `$defs` key), preferred over the key's.
  var preferredName: String?

  /// Why these objects, which have a discriminator, stay one struct (for `--explain`).
  var unionNote: String?

  /// This object read as a dictionary: every member's value merged into one.
  var asMap: Shape {
    var value = Shape.nothing
    var nullable = false
    for slot in slots {
      value = Shape.merge(value, slot.shape)
      if slot.nulls > 0 { nullable = true }
    }
    return .map(value: value, nullableValues: nullable)
  }

  /// Declares a field from a JSON Schema: a required one is present in both of the two
  /// objects a schema shape stands for, an optional one in the first only; a nullable one
  /// holds null in one.
  func declare(_ key: String, shape: Shape, required: Bool, nullable: Bool) {
    if count == 0 { count = 2 }
    if let i = index[ExactKey(key)] {
      // Declared again (two object schemas merged into one type): optional unless both
      // require it, nullable if either admits null.
      slots[i].shape = Shape.merge(slots[i].shape, shape)
      if !required { slots[i].present = 1; slots[i].firstAbsent = 2; slots[i].lastSeen = 1 }
      if nullable { slots[i].nulls = 1; slots[i].firstNull = 1 }
      return
    }
    index[ExactKey(key)] = slots.count
    keys.append(key)
    slots.append(
      FieldShape(
        shape: shape, present: required ? 2 : 1, nulls: nullable ? 1 : 0,
        firstNull: nullable ? 1 : nil, firstAbsent: required ? nil : 2, lastSeen: required ? 2 : 1))
  }

  /// Marks an object schema with no properties as seen.
  func declareEmpty() { if count == 0 { count = 2 } }

  /// Replaces what a key holds (used when a nested place turns into a map or a back reference).
  func replace(_ key: String, with shape: Shape) {
    if let i = index[ExactKey(key)] { slots[i].shape = shape }
  }
}
