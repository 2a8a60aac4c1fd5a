import Foundation
import Testing

@testable import BricksScaffold

/// The unified diff `--diff` prints: exact output on small cases, and on random texts an edit
/// script that turns one text into the other with as few edits as a longest common
/// subsequence computed independently allows.
@Suite struct UnifiedDiffTests {
  @Test func aChangedLineWithContextAndLineNumbers() {
    let old = (1...10).map { "line \($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n") + "line 11\n"
    #expect(
      UnifiedDiff.diff(old: old, new: new, oldLabel: "a/f", newLabel: "b/f")
        == """
        --- a/f
        +++ b/f
        @@ -2,9 +2,10 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8
         line 9
         line 10
        +line 11

        """)
  }

  @Test func farApartChangesAreSeparateHunksAndAMissingNewlineIsMarked() {
    let old = (1...20).map { "\($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "2\n3\n", with: "2\n").replacingOccurrences(of: "\n20\n", with: "\n20")
    #expect(
      UnifiedDiff.diff(old: old, new: new, oldLabel: "a", newLabel: "b")
        == """
        --- a
        +++ b
        @@ -1,6 +1,5 @@
         1
         2
        -3
         4
         5
         6
        @@ -17,4 +16,4 @@
         17
         18
         19
        -20
        +20
        \\ No newline at end of file

        """)
    #expect(UnifiedDiff.diff(old: old, new: old, oldLabel: "a", newLabel: "b") == "")
    #expect(UnifiedDiff.diff(old: "", new: "x\n", oldLabel: "a", newLabel: "b") == "--- a\n+++ b\n@@ -0,0 +1 @@\n+x\n")
  }

  /// Longest common subsequence length by dynamic programming: the oracle.
  func lcs(_ a: [Substring], _ b: [Substring]) -> Int {
    var row = [Int](repeating: 0, count: b.count + 1)
    for x in a {
      var diagonal = 0
      for j in 1...max(b.count, 1) where !b.isEmpty {
        let up = row[j]
        row[j] = x == b[j - 1] ? diagonal + 1 : max(row[j], row[j - 1])
        diagonal = up
      }
    }
    return row[b.count]
  }

  @Test func randomTextsGetAValidShortestEditScript() {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ n: Int) -> Int {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Int(state % UInt64(n))
    }
    for _ in 0..<300 {
      let a = (0..<next(30)).map { _ in Substring(["a", "b", "c", "d"][next(4)]) }
      let b = (0..<next(30)).map { _ in Substring(["a", "b", "c", "d"][next(4)]) }
      let script = UnifiedDiff.editScript(a, b)
      // Applying the script to a gives b.
      var i = 0
      var rebuilt: [Substring] = []
      for edit in script {
        switch edit {
        case .same:
          rebuilt.append(a[i])
          i += 1
        case .delete: i += 1
        case .insert: rebuilt.append(b[rebuilt.count])
        }
      }
      #expect(i == a.count && rebuilt == b, "\(a) → \(b): \(script)")
      #expect(script.filter { $0 == .same }.count == lcs(a, b), "\(a) → \(b)")
    }
  }
}
