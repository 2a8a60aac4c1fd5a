@_spi(Testing) import BricksJSON
import Foundation

/// Whole-input UTF-8 validation on one payload: the vectorised check the SIMD parser
/// uses, its scalar reference, and the standard library's validation (which also copies the
/// bytes into a String), interleaved; prints GB/s.
func runUTF8ValidationBenchmark(_ name: String = "twitter.json") throws {
  guard let data = Bench.load(name) else { return }
  let bytes = [UInt8](data)
  try bytes.withUnsafeBufferPointer { buffer in
    let base = buffer.baseAddress!
    let count = buffer.count
    func standardLibrary() -> Bool {
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        return String(validating: buffer, as: UTF8.self) != nil
      }
      return String(data: data, encoding: .utf8) != nil
    }
    let verdicts = [
      UTF8Validation.isValid(base, count: count), UTF8Validation.isValidScalar(base, count: count), standardLibrary(),
    ]
    print("\(name) UTF-8 validation (\(count) bytes; valid: \(verdicts))")
    let timings = try Bench.measure([
      Contender(name: "UTF8Validation.isValid") { blackHole(UTF8Validation.isValid(base, count: count)) },
      Contender(name: "UTF8Validation.isValidScalar") { blackHole(UTF8Validation.isValidScalar(base, count: count)) },
      Contender(name: "String(validating:as: UTF8.self)") { blackHole(standardLibrary()) },
    ])
    Bench.report("utf-8 validation", bytes: count, timings)
    let gbps = timings.map { "\($0.name) \(Bench.format(Double(count) / $0.median / 1e9, 2))" }
    print("    GB/s (median): " + gbps.joined(separator: ", "))
  }
}
