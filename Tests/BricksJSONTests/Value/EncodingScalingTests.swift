import Foundation
import Testing

@testable import BricksJSON

/// Encoding collections of models must stay linear: the builder's tape has to grow
/// geometrically. Counted, not timed: each model records the tape's capacity right after it
/// was appended, and the number of distinct capacities (reallocations) must be logarithmic.
@Suite struct EncodingScalingTests {
  /// Sees the builder's tape after each append (a reference, so the array's copies share it).
  final class Recorder: @unchecked Sendable {
    var capacities: [Int] = []
    /// How many times the capacity changed between consecutive appends.
    var growths: Int { zip(capacities, capacities.dropFirst()).filter { $0 != $1 }.count }
  }

  struct Point: JSONEncodable {
    var x: Int
    var y: Int
    let recorder: Recorder
    func encode(into builder: inout JSON.Builder) {
      builder.appendObject { o in
        o["x"] = x; o["y"] = y
      }
      recorder.capacities.append(builder.storage.tape.capacity)
    }
  }

  static func points(_ n: Int, _ recorder: Recorder) -> [Point] {
    (0..<n).map { Point(x: $0, y: -$0, recorder: recorder) }
  }

  /// At most ~log2(n) reallocations (plus slack for the allocator's rounding), never ~n.
  static func bound(_ n: Int) -> Int { 2 * (Int.bitWidth - n.leadingZeroBitCount) + 4 }

  @Test(arguments: [1_000, 10_000, 100_000])
  func anArrayOfModelsGrowsTheTapeGeometrically(n: Int) throws {
    let recorder = Recorder()
    let json = Self.points(n, recorder).toJSON()
    #expect(json.count == n)
    #expect(json[n - 1]?["y"]?.intValue == -(n - 1))
    #expect(recorder.capacities.count == n)
    #expect(recorder.growths <= Self.bound(n), "the tape was reallocated \(recorder.growths) times for \(n) models")
  }

  @Test(arguments: [1_000, 10_000])
  func aDictionaryOfModelsGrowsTheTapeGeometrically(n: Int) throws {
    let recorder = Recorder()
    let models = Dictionary(uniqueKeysWithValues: Self.points(n, recorder).map { (String($0.x), $0) })
    let json = models.toJSON()
    #expect(json.count == n)
    #expect(json["7"]?["y"]?.intValue == -7)
    #expect(recorder.growths <= Self.bound(n), "the tape was reallocated \(recorder.growths) times for \(n) models")
  }

  @Test func appendingValuesToABuilderGrowsItsTapeGeometrically() {
    var b = JSONBuilder()
    let start = b.begin(object: false)
    let element: JSON = ["a": [1, 2, 3], "b": "text"]
    var capacities: [Int] = []
    for _ in 0..<50_000 {
      b.append(element)
      capacities.append(b.tape.capacity)
    }
    b.end(start, count: 50_000)
    let growths = zip(capacities, capacities.dropFirst()).filter { $0 != $1 }.count
    #expect(growths <= Self.bound(50_000 * 7))
    #expect(b.finish()[49_999] == element)
  }
}
