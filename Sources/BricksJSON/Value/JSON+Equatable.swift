extension JSON: Equatable, Hashable {
  /// Structural equality: numbers compare by value (`1 == 1.0`, but an integer and a double
  /// are equal only when the double is exactly that integer). Numbers kept as text (beyond
  /// 64-bit integers or `Double`'s range) compare by their exact decimal value too:
  /// `1e400 == 1E400 == 1.0e400 == 10e399`, `-1e400 != 1e400`, and
  /// `18446744073709551616 == 1.8446744073709552e19` (that double is exactly 2^64). Objects compare as unordered
  /// sets of members, arrays in order. Strings and object keys compare by their UTF-8 bytes:
  /// `"é"` written precomposed (NFC) and decomposed (NFD) are different keys and different
  /// strings, as they are to key lookup (Swift's `String ==`, which treats them as equal, is
  /// not used).
  ///
  /// - Complexity: O(n); no recursion, so any depth is safe.
  public static func == (lhs: JSON, rhs: JSON) -> Bool {
    if lhs.document === rhs.document && lhs.index == rhs.index { return true }
    if identicalInOrder(lhs, rhs) { return true }
    // Pairs still to compare; containers push their children's pairs.
    var pending: [(JSON, JSON)] = [(lhs, rhs)]
    while let (l, r) = pending.popLast() {
      guard shallowEqual(l, r, pushingChildrenTo: &pending) else { return false }
    }
    return true
  }

  /// Compares two values' kinds and scalars; for two containers of the same size, queues
  /// their children's pairs instead of comparing them.
  static func shallowEqual(_ lhs: JSON, _ rhs: JSON, pushingChildrenTo pending: inout [(JSON, JSON)]) -> Bool {
    let l = lhs.entry
    let r = rhs.entry
    switch (l.tag, r.tag) {
    case (.null, .null), (.true, .true), (.false, .false): return true
    case (.string, .string):
      return lhs.withUTF8 { a in rhs.withUTF8 { b in a.elementsEqual(b) } ?? false } ?? false
    case (.array, .array):
      guard lhs.count == rhs.count else { return false }
      for pair in zip(lhs.elements, rhs.elements) { pending.append(pair) }
      return true
    case (.object, .object):
      guard lhs.count == rhs.count else { return false }
      // Fast path: the same keys (byte for byte) in the same order.
      var inOrder = true
      for (a, b) in zip(KeyCursor(lhs), KeyCursor(rhs)) where !keysEqual(lhs.document, a, rhs.document, b) {
        inOrder = false
        break
      }
      if inOrder {
        for (a, b) in zip(KeyCursor(lhs), KeyCursor(rhs)) {
          pending.append((JSON(document: lhs.document, index: a + 1), JSON(document: rhs.document, index: b + 1)))
        }
        return true
      }
      // Any order: each key's values (more than one if the key is duplicated) pair up in order.
      var remaining: [[UInt8]: ArraySlice<JSON>] = [:]
      for k in KeyCursor(rhs) {
        remaining[rhs.keyBytes(at: k), default: []].append(JSON(document: rhs.document, index: k + 1))
      }
      for k in KeyCursor(lhs) {
        guard let next = remaining[lhs.keyBytes(at: k)]?.popFirst() else { return false }
        pending.append((JSON(document: lhs.document, index: k + 1), next))
      }
      return true
    case (.bigNumber, .bigNumber):
      return lhs.withNumberText { a in
        rhs.withNumberText { b in bigNumbersEqual(a, b) }
      }
    case (.int, _), (.uint, _), (.double, _), (.bigNumber, _):
      return numbersEqual(lhs.numberValue!, rhs.numberValue)
    default:
      return false
    }
  }

  /// The tape positions of an object's keys.
  struct KeyCursor: Sequence, IteratorProtocol {
    var cursor: TapeCursor
    init(_ json: JSON) { cursor = TapeCursor(json, .object) }
    mutating func next() -> Int? { cursor.next() }
  }

  /// The UTF-8 bytes of the key at tape position `k`.
  func keyBytes(at k: Int) -> [UInt8] {
    Array(document.bytes[document.tape[k].stringRange(document.bytes)])
  }

  /// Whether the keys at `a` and `b` have the same bytes.
  static func keysEqual(_ ld: JSONDocument, _ a: Int, _ rd: JSONDocument, _ b: Int) -> Bool {
    let x = ld.tape[a].stringRange(ld.bytes)
    let y = rd.tape[b].stringRange(rd.bytes)
    guard x.count == y.count else { return false }
    return ld.bytes[x].elementsEqual(rd.bytes[y])
  }

  /// Walks both tapes side by side, without recursion: true when the values have the same
  /// shape, keys in the same order and equal scalars. (False may still be equal, with
  /// object members in another order; `==` then compares member by member.)
  static func identicalInOrder(_ lhs: JSON, _ rhs: JSON) -> Bool {
    let lt = lhs.document.tape
    let rt = rhs.document.tape
    let n = next(after: lhs.index, lt[lhs.index]) - lhs.index
    guard n == next(after: rhs.index, rt[rhs.index]) - rhs.index else { return false }
    return lhs.document.bytes.withUnsafeBufferPointer { lb in
      rhs.document.bytes.withUnsafeBufferPointer { rb in
        var k = 0
        while k < n {
          let l = lt[lhs.index + k]
          let r = rt[rhs.index + k]
          // Entries of different widths (an integer and a double) put the rest out of step.
          guard l.extraWords == r.extraWords else { return false }
          switch (l.tag, r.tag) {
          case (.null, .null), (.true, .true), (.false, .false): break
          case (.array, .array), (.object, .object):
            guard l.recordedCount == r.recordedCount, l.end - lhs.index == r.end - rhs.index else { return false }
          case (.string, .string):
            let x = l.stringRange(lb)
            let y = r.stringRange(rb)
            guard x.count == y.count,
              UnsafeBufferPointer(rebasing: lb[x]).elementsEqual(UnsafeBufferPointer(rebasing: rb[y]))
            else { return false }
          case (.bigNumber, .bigNumber):
            let x = TapeEntry.bigNumberRange(lt.baseAddress!, lhs.index + k)
            let y = TapeEntry.bigNumberRange(rt.baseAddress!, rhs.index + k)
            guard x.count == y.count,
              UnsafeBufferPointer(rebasing: lb[x]).elementsEqual(UnsafeBufferPointer(rebasing: rb[y]))
            else { return false }
          case (.int, _), (.uint, _), (.double, _):
            guard
              numbersEqual(
                JSON(document: lhs.document, index: lhs.index + k).numberValue!,
                JSON(document: rhs.document, index: rhs.index + k).numberValue)
            else { return false }
          default:
            return false
          }
          k += 1 + l.extraWords
        }
        return true
      }
    }
  }

  static func numbersEqual(_ a: Number, _ b: Number?) -> Bool {
    switch (a, b) {
    case (.int(let x), .int(let y)): return x == y
    case (.uint(let x), .uint(let y)): return x == y
    case (.double(let x), .double(let y)): return x == y
    case (.int(let x), .double(let y)), (.double(let y), .int(let x)): return Int64(exactly: y) == x
    case (.uint(let x), .double(let y)), (.double(let y), .uint(let x)): return UInt64(exactly: y) == x
    case (.big(let t), .double(let y)), (.double(let y), .big(let t)): return bigNumber(t, equals: y)
    case (.big(let x), .big(let y)): return bigNumbersEqual(x.utf8, y.utf8)
    default: return false  // .int and .uint never overlap each other or a big number
    }
  }

  /// Whether two numbers kept as text have the same value; texts that are not JSON numbers
  /// (only a `JSON.Number.big` built in code can hold one) compare as text.
  static func bigNumbersEqual(_ a: some Collection<UInt8>, _ b: some Collection<UInt8>) -> Bool {
    guard let x = DecimalValue(literal: a), let y = DecimalValue(literal: b) else { return a.elementsEqual(b) }
    return x == y
  }

  /// Whether a number kept as text is exactly the double `d`. Only an integer beyond 64 bits
  /// can be: a big number that overflows or underflows `Double` is, by definition, none.
  static func bigNumber(_ text: String, equals d: Double) -> Bool {
    guard d.isFinite, d.magnitude >= 0x1p63 else { return false }
    return DecimalValue(literal: text.utf8) == DecimalValue(d)
  }

  /// Calls `body` with the UTF-8 text of this big number.
  func withNumberText<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    let range = TapeEntry.bigNumberRange(document.tape.baseAddress!, index)
    return document.bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  /// Hashes consistently with `==`: equal numbers hash alike whatever their kind, an object's
  /// hash does not depend on member order, and strings and keys hash by their UTF-8 bytes.
  /// Only the first levels of nesting are hashed (deeper ones contribute their kind and
  /// size), so hashing never recurses deeply.
  public func hash(into hasher: inout Hasher) { hash(into: &hasher, depth: 0) }

  /// A double's hash, equal to that of the integer it equals, if any.
  private static func hash(_ v: Double, into hasher: inout Hasher) {
    if let i = Int64(exactly: v) {
      hasher.combine(i)
    } else if let u = UInt64(exactly: v) {
      hasher.combine(u)
    } else {
      hasher.combine(v)
    }
  }

  private func hash(into hasher: inout Hasher, depth: Int) {
    let e = entry
    switch e.tag {
    case .null: hasher.combine(0 as UInt8)
    case .true: hasher.combine(1 as UInt8)
    case .false: hasher.combine(2 as UInt8)
    case .int, .uint, .double:
      hasher.combine(3 as UInt8)
      switch numberValue! {
      case .int(let v): hasher.combine(v)
      case .uint(let v): hasher.combine(v)
      case .double(let v): JSON.hash(v, into: &hasher)
      case .big: break
      }
    case .bigNumber:
      // As the double it equals, if any (an integer beyond 64 bits), else by exact value.
      let t = bigNumberText
      if let d = Double(t), JSON.bigNumber(t, equals: d) {
        hasher.combine(3 as UInt8)
        JSON.hash(d, into: &hasher)
      } else {
        hasher.combine(4 as UInt8)
        if let value = DecimalValue(literal: t.utf8) { hasher.combine(value) } else { hasher.combine(t) }
      }
    case .string:
      hasher.combine(5 as UInt8)
      _ = withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    case .array:
      hasher.combine(6 as UInt8)
      hasher.combine(count)
      guard depth < 8 else { return }
      for element in elements { element.hash(into: &hasher, depth: depth + 1) }
    case .object:
      hasher.combine(7 as UInt8)
      hasher.combine(count)
      guard depth < 8 else { return }
      var sum = 0
      for k in KeyCursor(self) {
        var h = Hasher()
        JSON(document: document, index: k).hash(into: &h, depth: depth + 1)  // the key's bytes
        JSON(document: document, index: k + 1).hash(into: &h, depth: depth + 1)
        sum &+= h.finalize()
      }
      hasher.combine(sum)
    }
  }
}
