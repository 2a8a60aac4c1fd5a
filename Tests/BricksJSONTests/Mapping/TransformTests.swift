import BricksJSON
import Foundation
import Testing

/// Transforms are used both ways, so a model re-encodes to the JSON it came from.
@Suite struct TransformTests {
  /// `"12.34"` ⇄ 1234 cents.
  struct Cents: JSONTransform {
    func decode(_ json: JSON) throws -> Int {
      guard let s = json.stringValue, let d = Decimal(string: s) else {
        throw JSONMappingError.typeMismatch(expected: "a price string", found: json)
      }
      return NSDecimalNumber(decimal: d * 100).intValue
    }
    func encode(_ cents: Int) -> JSON { JSON(String(format: "%d.%02d", cents / 100, cents % 100)) }
  }

  struct Product: JSONMappable, Equatable {
    var price: Int
    var sale: Int?
    init(json: JSON) throws {
      price = try json.decode("price", using: Cents())
      sale = try json.decodeIfPresent("sale", using: Cents())
    }
    func encode(into builder: inout JSON.Builder) {
      builder.appendObject { o in
        o["price", using: Cents()] = price
        o["sale", using: Cents()] = sale
      }
    }
  }

  @Test func aCustomTransformReadsAndWritesBack() throws {
    let json: JSON = ["price": "12.34", "sale": nil]
    let p = try Product(json: json)
    #expect(p.price == 1234)
    #expect(p.sale == nil)
    #expect(p.toJSON() == json)
  }

  @Test func aCustomTransformsErrorGetsThePath() throws {
    let e = #expect(throws: JSONMappingError.self) { try Product(json: ["price": 12]) }
    #expect(e?.description == "at $.price: expected a price string, found Number 12")
  }

  @Test func aTransformReadsThroughAKeyPath() throws {
    let json: JSON = ["offer": ["price": "1.05"]]
    #expect(try json.decode(at: "offer.price", using: Cents()) == 105)
  }

  @Test(arguments: [
    (JSONDateFormat.twitter, "Sun Aug 31 00:29:15 +0000 2014"),
    (JSONDateFormat.twitter(offsetSeconds: 8 * 3600), "Tue May 31 17:46:55 +0800 2011"),
    (JSONDateFormat.iso8601, "2014-08-31T00:29:15Z"),
    (JSONDateFormat.iso8601(fractionalDigits: 3, offset: .utcZ), "2014-08-31T00:29:15.250Z"),
    (JSONDateFormat.isoDate, "2014-08-31"),
    (JSONDateFormat.rfc1123, "Sun, 06 Nov 1994 08:49:37 GMT"),
  ])
  func aDateIsWrittenBackInTheFormatItWasReadIn(format: JSONDateFormat, text: String) throws {
    let json: JSON = ["at": JSON(text)]
    let date = try json.decode("at", using: format)
    let written = JSON.object { o in o["at", using: format] = date }
    #expect(written == json)
  }

  @Test func epochDatesInSecondsAndMilliseconds() throws {
    let json: JSON = ["s": 1_409_444_955, "ms": 1_409_444_955_123]
    let s = try json.decode("s", using: .secondsSince1970)
    let ms = try json.decode("ms", using: .millisecondsSince1970)
    #expect(s == Date(timeIntervalSince1970: 1_409_444_955))
    #expect(abs(ms.timeIntervalSince1970 - 1_409_444_955.123) < 1e-6)
    let written = JSON.object { o in
      o["s", using: .secondsSince1970] = s
      o["ms", using: .millisecondsSince1970] = ms
    }
    #expect(written == json)
  }

  @Test func anEpochDateMustBeANumber() throws {
    let e = #expect(throws: JSONMappingError.self) {
      try (["t": "1409444955"] as JSON).decode("t", using: .secondsSince1970)
    }
    #expect(e?.pathString == "$.t")
  }

  @Test func anyDateFormatterPatternWorksBothWays() throws {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(secondsFromGMT: 0)
    f.dateFormat = "yyyy/MM/dd HH:mm"
    let format = JSONDateFormat.formatter(f)
    let json: JSON = ["at": "2014/08/31 00:29"]
    let date = try json.decode("at", using: format)
    #expect(date == Date(timeIntervalSince1970: 1_409_444_940))
    #expect(JSON.object { o in o["at", using: format] = date } == json)
  }

  @Test func lenientReadsWriteTheCanonicalForm() throws {
    let json: JSON = ["n": "12", "flag": 0]
    let n = try json.decode("n", using: .lenient(Int.self))
    let flag = try json.decode("flag", using: .lenient(Bool.self))
    let written = JSON.object { o in
      o["n", using: .lenient(Int.self)] = n
      o["flag", using: .lenient(Bool.self)] = flag
    }
    #expect(written == ["n": 12, "flag": false])
  }

  @Test func aNilThroughATransformIsWrittenAsNull() throws {
    let written = JSON.object { o in o["at", using: .iso8601] = nil }
    #expect(written == ["at": nil])
  }
}
