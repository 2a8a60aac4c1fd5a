import Foundation

/// A unified diff of two texts by lines, as `diff -u` prints it: `---`/`+++` headers, then
/// hunks `@@ -a,b +c,d @@` with 3 lines of context, `-` for lines only in the old text and `+`
/// for lines only in the new one.
///
/// The edit script is Myers' O((n + m) · d) shortest one, so a large generated file with a few
/// changed lines diffs in about linear time.
public enum UnifiedDiff {
  /// The diff of `old` (labelled `oldLabel`) against `new`, or `""` when they are equal. A text
  /// that does not end with a newline gets `\ No newline at end of file` after its last line.
  public static func diff(old: String, new: String, oldLabel: String, newLabel: String, context: Int = 3) -> String {
    if old == new { return "" }
    let a = lines(old)
    let b = lines(new)
    let script = editScript(a.map(\.text), b.map(\.text))
    var out = "--- \(oldLabel)\n+++ \(newLabel)\n"
    // Group the edits into hunks: changes closer than 2 * context lines share one.
    var i = 0
    while i < script.count {
      guard script[i] != .same else {
        i += 1
        continue
      }
      var end = i
      var j = i
      while j < script.count {
        if script[j] != .same {
          end = j
          j += 1
          continue
        }
        var run = j
        while run < script.count, script[run] == .same { run += 1 }
        if run == script.count || run - j > 2 * context { break }
        j = run
      }
      let start = max(0, i - context)
      let stop = min(script.count, end + 1 + context)
      // Line numbers where the hunk starts in each text.
      var oldLine = 0
      var newLine = 0
      for op in script[..<start] {
        if op != .insert { oldLine += 1 }
        if op != .delete { newLine += 1 }
      }
      var body = ""
      var oldCount = 0
      var newCount = 0
      for op in script[start..<stop] {
        switch op {
        case .same:
          body += " " + a[oldLine + oldCount].printed
          oldCount += 1
          newCount += 1
        case .delete:
          body += "-" + a[oldLine + oldCount].printed
          oldCount += 1
        case .insert:
          body += "+" + b[newLine + newCount].printed
          newCount += 1
        }
      }
      out += "@@ -\(range(oldLine, oldCount)) +\(range(newLine, newCount)) @@\n" + body
      i = stop
    }
    return out
  }

  enum Edit: Equatable { case same, delete, insert }

  struct Line {
    var text: Substring
    /// The line with its newline, or with the marker diff prints for a missing one.
    var printed: String
  }

  static func lines(_ text: String) -> [Line] {
    var result: [Line] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      if let newline = rest.firstIndex(of: "\n") {
        let line = rest[..<newline]
        result.append(Line(text: line, printed: line + "\n"))
        rest = rest[rest.index(after: newline)...]
      } else {
        result.append(Line(text: rest + "⏎", printed: rest + "\n\\ No newline at end of file\n"))
        rest = ""
      }
    }
    return result
  }

  static func range(_ start: Int, _ count: Int) -> String {
    // diff -u numbers lines from 1; an empty range names the line before it.
    count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
  }

  /// The shortest edit script turning `a` into `b` (Myers 1986, greedy forward search with
  /// the furthest-reaching paths kept per step for the walk back).
  static func editScript(_ a: [Substring], _ b: [Substring]) -> [Edit] {
    let n = a.count
    let m = b.count
    let max = n + m
    if max == 0 { return [] }
    var v = [Int](repeating: 0, count: 2 * max + 2)
    // The frontier before each step, k = -d...d only: O(d²) memory, not O(d · (n + m)).
    var trace: [[Int]] = []
    var found = false
    for d in 0...max {
      trace.append(Array(v[(max - d)...(max + d)]))
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && v[k - 1 + max] < v[k + 1 + max]) {
          x = v[k + 1 + max]
        } else {
          x = v[k - 1 + max] + 1
        }
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        v[k + max] = x
        if x >= n, y >= m {
          found = true
          break
        }
      }
      if found { break }
    }
    // Walk back through the saved frontiers.
    var edits: [Edit] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let frontier = trace[d]
      let k = x - y
      let previousK = (k == -d || (k != d && frontier[k - 1 + d] < frontier[k + 1 + d])) ? k + 1 : k - 1
      let previousX = d == 0 ? 0 : frontier[previousK + d]
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        edits.append(.same)
        x -= 1
        y -= 1
      }
      if d > 0 {
        edits.append(x == previousX ? .insert : .delete)
        x = previousX
        y = previousY
      }
    }
    while x > 0, y > 0 {
      edits.append(.same)
      x -= 1
      y -= 1
    }
    return edits.reversed()
  }
}
