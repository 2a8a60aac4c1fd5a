/// Arrays of scalars read straight off the tape: one pass, no `JSON` value per element.
///
/// Each returns nil as soon as an element is not the plain case (a string where a number
/// belongs, a number beyond the type's range, a big number); the caller then takes the
/// general path, which maps what it can and reports the element that fails, with its index.
extension JSON {
  /// The array as `[Element]` if `Element` is a scalar with a fast path and every element
  /// fits it; nil otherwise.
  @inlinable @inline(__always)
  func scalarArray<Element>(of type: Element.Type) -> [Element]? {
    if Element.self == Double.self { return doubleArray().map { unsafeBitCast($0, to: [Element].self) } }
    if Element.self == Int.self { return intArray().map { unsafeBitCast($0, to: [Element].self) } }
    if Element.self == Int64.self { return int64Array().map { unsafeBitCast($0, to: [Element].self) } }
    if Element.self == String.self { return stringArray().map { unsafeBitCast($0, to: [Element].self) } }
    if Element.self == Bool.self { return boolArray().map { unsafeBitCast($0, to: [Element].self) } }
    if Element.self == [Double].self { return doubleArrays().map { unsafeBitCast($0, to: [Element].self) } }
    return nil
  }

  /// Whether this is an array with no elements (every `[Element]` maps it to `[]`).
  @inlinable @inline(__always)
  var isEmptyArray: Bool {
    let e = entry
    return e.rawTag == TapeEntry.Tag.array.rawValue && e.recordedCount == 0
  }

  /// Calls `body` with the tape, the index of this array's first element and its element
  /// count; nil if this is not an array.
  @inlinable @inline(__always)
  func withArrayTape<R>(_ body: (UnsafePointer<TapeEntry>, Int, Int) -> R?) -> R? {
    let t = document.tape.baseAddress.unsafelyUnwrapped
    let e = t[index]
    guard e.rawTag == TapeEntry.Tag.array.rawValue else { return nil }
    return body(t, index + 1, TapeEntry.count(t, index))
  }

  @usableFromInline
  func doubleArray() -> [Double]? {
    withArrayTape { t, first, n in JSON.doubles(t, first, n) }
  }

  /// The elements as `[[Double]]` (GeoJSON's coordinate rings, matrices), if every element is
  /// an array of numbers: one loop over the tape, with no `JSON` value (nor a retain of the
  /// document) per inner array.
  @usableFromInline
  func doubleArrays() -> [[Double]]? {
    withArrayTape { t, first, n in
      // Written in place rather than appended: an append checks uniqueness and capacity per
      // element (4% of canada.json's mapping, whose rings hold 55,563 pairs), while the
      // unspecialized allocation of `init(unsafeUninitializedCapacity:)` is paid once per
      // array (480 rings). `count` is the number of elements initialized, after each one.
      if n == 0 { return [] }
      var complete = true
      let result = [[Double]](unsafeUninitializedCapacity: n) { out, count in
        let o = out.baseAddress.unsafelyUnwrapped
        var position = first
        for j in 0..<n {
          let e = t[position]
          guard e.rawTag == TapeEntry.Tag.array.rawValue,
            let inner = JSON.doubles(t, position &+ 1, TapeEntry.count(t, position))
          else {
            complete = false
            return
          }
          (o + j).initialize(to: inner)
          count = j &+ 1
          position = e.end
        }
      }
      return complete ? result : nil
    }
  }

  /// The `n` values from index `first` as doubles, if every one is a number that is not big.
  @usableFromInline
  static func doubles(_ t: UnsafePointer<TapeEntry>, _ first: Int, _ n: Int) -> [Double]? {
    // A pair (a coordinate, the commonest short array: 55k of them in canada.json) is built as
    // an array literal, whose allocation the compiler emits in place: 11% of canada.json's
    // mapping instructions, over the scratch space and the generic copy below.
    if n == 2 {
      let a = t[first]
      // Two doubles (every pair of canada.json): no optional per coordinate.
      if a.rawTag == TapeEntry.Tag.double.rawValue && t[first &+ 2].rawTag == TapeEntry.Tag.double.rawValue {
        return [Double(bitPattern: t[first &+ 1].raw), Double(bitPattern: t[first &+ 3].raw)]
      }
      guard let x = JSON.double(t, first), let y = JSON.double(t, first &+ 1 &+ a.extraWords) else { return nil }
      return [x, y]
    }
    // Converted into scratch space, then copied into an array of exactly the right size in
    // one step: cheaper than appending one by one for the short arrays of coordinates, and
    // than `Array(unsafeUninitializedCapacity:)`, whose allocation is not specialized (it
    // looks up the generic array metadata on every call: measured, twice the instructions).
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: n) { out -> [Double]? in
      let o = out.baseAddress.unsafelyUnwrapped
      var i = first
      for j in 0..<n {
        guard let d = JSON.double(t, i) else { return nil }
        (o + j).initialize(to: d)
        i &+= 1 &+ t[i].extraWords
      }
      return Array(UnsafeBufferPointer(start: o, count: n))
    }
  }

  /// The elements as integers of type `T`, if every one is an integer in `T`'s range (or a
  /// double that is exactly one).
  @usableFromInline
  func integerArray<T: FixedWidthInteger>(of type: T.Type = T.self) -> [T]? {
    withArrayTape { t, first, n in
      if n == 0 { return [] }
      // Scratch space, then one exact copy (as for doubles): no growth checks per element.
      return withUnsafeTemporaryAllocation(of: T.self, capacity: n) { out -> [T]? in
        let o = out.baseAddress.unsafelyUnwrapped
        var i = first
        for j in 0..<n {
          let value: T?
          switch t[i].rawTag {
          case TapeEntry.Tag.int.rawValue: value = T(exactly: Int64(bitPattern: TapeEntry.bits(t, i)))
          case TapeEntry.Tag.uint.rawValue: value = T(exactly: TapeEntry.bits(t, i))
          case TapeEntry.Tag.double.rawValue: value = T(exactly: Double(bitPattern: TapeEntry.bits(t, i)))
          default: value = nil
          }
          guard let value else { return nil }
          (o + j).initialize(to: value)
          i &+= 1 &+ t[i].extraWords
        }
        return Array(UnsafeBufferPointer(start: o, count: n))
      }
    }
  }

  @usableFromInline
  func int64Array() -> [Int64]? { integerArray() }

  @usableFromInline
  func intArray() -> [Int]? { integerArray() }

  @usableFromInline
  func boolArray() -> [Bool]? {
    withArrayTape { t, first, n in
      var result: [Bool] = []
      result.reserveCapacity(n)
      for i in first..<first + n {
        switch t[i].rawTag {
        case TapeEntry.Tag.true.rawValue: result.append(true)
        case TapeEntry.Tag.false.rawValue: result.append(false)
        default: return nil
        }
      }
      return result
    }
  }

  @usableFromInline
  func stringArray() -> [String]? {
    let bytes = document.bytes
    return withArrayTape { t, first, n in
      bytes.withUnsafeBufferPointer { b -> [String]? in
        let base = b.baseAddress.unsafelyUnwrapped
        var result: [String] = []
        result.reserveCapacity(n)
        // A string has no descendants, so elements are consecutive until one is not a string.
        for i in first..<first + n {
          let e = t[i]
          guard e.rawTag == TapeEntry.Tag.string.rawValue else { return nil }
          let (offset, length) = e.stringBounds(base)
          result.append(JSON.string(base + offset, length))
        }
        return result
      }
    }
  }
}
