import Foundation
import Testing

/// Folders beside the tests, found from this file's path.
enum TestPaths {
  static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  static let fixtures = tests.appendingPathComponent("Fixtures")
  static let package = tests.deletingLastPathComponent().deletingLastPathComponent()
  static let goldens = package.appendingPathComponent("Tests/GoldenScaffold")
  static let sharedBench = package.appendingPathComponent("../shared/data/bench").standardizedFileURL
}

/// Compares `actual` with the golden file at `url`; with `BRICKS_RECORD_GOLDENS=1` in the
/// environment it (re)writes the golden instead and records nothing.
func expectGolden(
  _ actual: String, at url: URL, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  if ProcessInfo.processInfo.environment["BRICKS_RECORD_GOLDENS"] == "1" {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(actual.utf8).write(to: url)
    return
  }
  guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
    Issue.record(
      "missing golden \(url.path); run with BRICKS_RECORD_GOLDENS=1 to create it", sourceLocation: sourceLocation)
    return
  }
  if expected != actual {
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let line = (0..<min(e.count, a.count)).first(where: { e[$0] != a[$0] }) ?? min(e.count, a.count)
    let want = line < e.count ? String(e[line]) : "<end of file>"
    let got = line < a.count ? String(a[line]) : "<end of file>"
    Issue.record(
      "\(url.lastPathComponent) differs at line \(line + 1):\n  expected: \(want)\n  actual:   \(got)\n(BRICKS_RECORD_GOLDENS=1 re-records)",
      sourceLocation: sourceLocation)
  }
}
