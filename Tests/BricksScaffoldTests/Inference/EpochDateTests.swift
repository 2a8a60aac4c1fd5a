import BricksJSON
import Foundation
import Testing

@testable import BricksScaffold

/// Integers become dates only under a time-like key and in the range of Unix times.
@Suite struct EpochDateTests {
  func infer(_ sample: String, options: InferenceOptions = InferenceOptions()) throws -> String {
    try SchemaInferrer(rootName: "Model", options: options).infer([("s.json", try JSON(parsing: sample))]).description
  }

  @Test func secondsAndMillisecondsUnderTimeKeys() throws {
    let schema = try infer(#"{"created_at": 1409444955, "updatedAt": 1409444955123, "id": 1409444955, "seen_at": 12}"#)
    #expect(schema.contains("createdAt: Date  <- \"created_at\"  @ seconds since 1970"))
    #expect(schema.contains("updatedAt: Date  @ milliseconds since 1970"))
    #expect(schema.contains("id: Int\n"))
    #expect(schema.contains("seenAt: Int  <- \"seen_at\"\n"))
  }

  @Test func mixedUnitsOrFractionsStayNumbers() throws {
    #expect(try infer(#"[{"ts": 1409444955}, {"ts": 1409444955123}]"#).contains("ts: Int"))
    #expect(try infer(#"[{"ts": 1409444955}, {"ts": 1409444955.5}]"#).contains("ts: Double"))
  }

  @Test func noDatesKeepsIntegers() throws {
    #expect(
      try infer(#"{"created_at": 1409444955}"#, options: InferenceOptions(detectDates: false)).contains(
        "createdAt: Int"))
  }

  @Test(arguments: ["created_at", "timestamp", "expires", "time_ms", "lastModified", "ts", "birth_date"])
  func timeKeys(key: String) { #expect(TypeNamer.isTimeKey(key)) }

  @Test(arguments: ["id", "count", "format", "attempts", "status"])
  func otherKeys(key: String) { #expect(!TypeNamer.isTimeKey(key)) }
}
