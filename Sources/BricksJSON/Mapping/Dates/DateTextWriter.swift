import Foundation

/// Writes dates in the built-in formats into a buffer on the stack and hands over the text:
/// to a `String`, or straight to the JSON being written.
struct DateTextWriter {
  private let buffer: UnsafeMutableBufferPointer<UInt8>
  private var count = 0

  /// Room for the longest text: an ISO 8601 date with 9 fractional digits, an offset and a
  /// clamped year of up to 12 digits fits comfortably.
  private static let capacity = 64

  private init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    self.buffer = buffer
  }

  /// The text `body` writes, handed to `use`.
  private static func write<R>(
    _ use: (UnsafeBufferPointer<UInt8>) -> R, _ body: (inout DateTextWriter) -> Void
  ) -> R {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      var writer = DateTextWriter(buffer)
      body(&writer)
      return use(UnsafeBufferPointer(rebasing: buffer[..<writer.count]))
    }
  }

  // MARK: Formats

  /// `yyyy-MM-ddTHH:mm:ss[.f…](Z|±hh:mm|±hhmm)`.
  static func isoDateTime<R>(
    _ date: Date, fractionalDigits: Int, offset: JSONDateFormat.Offset, _ use: (UnsafeBufferPointer<UInt8>) -> R
  ) -> R {
    let fields = CivilTime.breakDown(
      date, offset: offset.secondsFromGMT, fractionalDigits: fractionalDigits)
    return write(use) { w in
      w.isoCalendarDate(fields)
      w.byte(UInt8(ascii: "T"))
      w.timeOfDay(fields)
      if fractionalDigits > 0 {
        w.byte(UInt8(ascii: "."))
        w.digits(fields.fractionUnits, width: fractionalDigits)
      }
      switch offset {
      case .utcZ: w.byte(UInt8(ascii: "Z"))
      case .colon(let seconds): w.offset(seconds, colon: true)
      case .compact(let seconds): w.offset(seconds, colon: false)
      }
    }
  }

  /// `yyyy-MM-dd` in UTC.
  static func isoDate<R>(_ date: Date, _ use: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    let fields = CivilTime.breakDown(date, offset: 0, fractionalDigits: 0)
    return write(use) { w in w.isoCalendarDate(fields) }
  }

  /// `EEE MMM dd HH:mm:ss ±hhmm yyyy`.
  static func twitter<R>(_ date: Date, offsetSeconds: Int, _ use: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    let fields = CivilTime.breakDown(date, offset: offsetSeconds, fractionalDigits: 0)
    return write(use) { w in
      w.name(fields.weekday, in: CivilTime.weekdayNames)
      w.byte(UInt8(ascii: " "))
      w.name(fields.month - 1, in: CivilTime.monthNames)
      w.byte(UInt8(ascii: " "))
      w.digits(fields.day, width: 2)
      w.byte(UInt8(ascii: " "))
      w.timeOfDay(fields)
      w.byte(UInt8(ascii: " "))
      w.offset(offsetSeconds, colon: false)
      w.byte(UInt8(ascii: " "))
      w.year(fields.year)
    }
  }

  /// `EEE, dd MMM yyyy HH:mm:ss GMT`.
  static func rfc1123<R>(_ date: Date, _ use: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    let fields = CivilTime.breakDown(date, offset: 0, fractionalDigits: 0)
    return write(use) { w in
      w.name(fields.weekday, in: CivilTime.weekdayNames)
      w.byte(UInt8(ascii: ","))
      w.byte(UInt8(ascii: " "))
      w.digits(fields.day, width: 2)
      w.byte(UInt8(ascii: " "))
      w.name(fields.month - 1, in: CivilTime.monthNames)
      w.byte(UInt8(ascii: " "))
      w.year(fields.year)
      w.byte(UInt8(ascii: " "))
      w.timeOfDay(fields)
      w.byte(UInt8(ascii: " "))
      w.byte(UInt8(ascii: "G"))
      w.byte(UInt8(ascii: "M"))
      w.byte(UInt8(ascii: "T"))
    }
  }

  // MARK: Pieces

  private mutating func isoCalendarDate(_ fields: CivilTime.Fields) {
    year(fields.year)
    byte(UInt8(ascii: "-"))
    digits(fields.month, width: 2)
    byte(UInt8(ascii: "-"))
    digits(fields.day, width: 2)
  }

  private mutating func timeOfDay(_ fields: CivilTime.Fields) {
    digits(fields.hour, width: 2)
    byte(UInt8(ascii: ":"))
    digits(fields.minute, width: 2)
    byte(UInt8(ascii: ":"))
    digits(fields.second, width: 2)
  }

  /// `±hh:mm` or `±hhmm`; zero is `+`.
  private mutating func offset(_ seconds: Int, colon: Bool) {
    byte(seconds < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
    let minutes = abs(seconds) / 60
    digits(minutes / 60, width: 2)
    if colon { byte(UInt8(ascii: ":")) }
    digits(minutes % 60, width: 2)
  }

  /// Four digits for years 0000–9999; a minus sign or more digits outside them.
  private mutating func year(_ year: Int) {
    if year < 0 { byte(UInt8(ascii: "-")) }
    let magnitude = abs(year)
    var width = 4
    while width < 18, magnitude >= CivilTime.powersOfTen[width] { width += 1 }
    digits(magnitude, width: width)
  }

  @inline(__always)
  private mutating func name(_ index: Int, in table: [UInt8]) {
    byte(table[index * 3])
    byte(table[index * 3 + 1])
    byte(table[index * 3 + 2])
  }

  /// `value` (non-negative, below 10^width) zero-padded to `width` digits.
  @inline(__always)
  private mutating func digits(_ value: Int, width: Int) {
    var value = value
    var index = count + width - 1
    while index >= count {
      buffer[index] = UInt8(truncatingIfNeeded: value % 10) &+ 48
      value /= 10
      index -= 1
    }
    count += width
  }

  @inline(__always)
  private mutating func byte(_ byte: UInt8) {
    buffer[count] = byte
    count += 1
  }
}
