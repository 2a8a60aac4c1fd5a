import BricksJSON
import Foundation

/// Encodes arrays and dictionaries of small models at ×1, ×10 and ×100 elements and prints
/// the time per element at each size: linear encoding keeps it flat (a quadratic one grew
/// 10x per step). Needs no data files.
func runEncodingBenchmarks() throws {
  struct Point: JSONEncodable {
    var x: Int
    var y: String
    func toJSON() -> JSON {
      JSON.object { o in
        o["x"] = x; o["y"] = y
      }
    }
  }
  let base = 2_000
  for (label, encode) in [
    (
      "[Point].toJSON()",
      { (n: Int) -> () -> Void in
        let points = (0..<n).map { Point(x: $0, y: "p\($0)") }
        return { blackHole(points.toJSON()) }
      }
    ),
    (
      "[String: Point].toJSON()",
      { (n: Int) -> () -> Void in
        let points = Dictionary(uniqueKeysWithValues: (0..<n).map { ("k\($0)", Point(x: $0, y: "p\($0)")) })
        return { blackHole(points.toJSON()) }
      }
    ),
    (
      "[Point].toJSON().serializedData()",
      { (n: Int) -> () -> Void in
        let points = (0..<n).map { Point(x: $0, y: "p\($0)") }
        return { blackHole(points.toJSON().serializedData()) }
      }
    ),
  ] {
    print("\(label)")
    var perElement: [Double] = []
    for scale in [1, 10, 100] {
      let n = base * scale
      let run = encode(n)
      let rounds = max(1, Bench.rounds / scale)
      let t = try Bench.measure([Contender(name: "x\(scale) (\(n) models)", run: run)], rounds: rounds)[0]
      perElement.append(t.median / Double(n))
      let ratio = perElement.last! / perElement[0]
      print(
        "    x\(scale)".padding(toLength: 8, withPad: " ", startingAt: 0)
          + " \(n) models: median \(Bench.format(t.median * 1e3, 2)) ms,"
          + " \(Bench.format(perElement.last! * 1e9, 0)) ns/model (\(Bench.format(ratio, 2))x the x1 cost per model)")
    }
  }
  print("  linear encoding keeps ns/model roughly flat from x1 to x100; quadratic would grow ~100x")
}
