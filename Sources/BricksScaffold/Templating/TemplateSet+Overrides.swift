import Foundation

extension TemplateSet {
  /// Checks that every file in `directory` that looks meant as a template override is named
  /// as one: a file ending in `.template`, or one whose first name part is a template's
  /// (`Model.swift`, `cell.swift.template`), that is not exactly one of ``names`` would be
  /// silently ignored, so it is an error naming it, the valid names and the likely one. Other
  /// files (a `README.md`) and hidden files are left alone; a missing folder is fine.
  ///
  /// - Throws: ``ScaffoldError/templateNotFound(_:)`` naming each misnamed file.
  static func checkOverrideNames(in directory: String) throws(ScaffoldError) {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    let bases = names.map { $0.split(separator: ".")[0].lowercased() }
    var problems: [String] = []
    for entry in entries.sorted() where !entry.hasPrefix(".") && !names.contains(entry) {
      let base = entry.split(separator: ".").first.map { $0.lowercased() } ?? ""
      guard entry.lowercased().hasSuffix(".template") || bases.contains(base) else { continue }
      let path = (directory as NSString).appendingPathComponent(entry)
      var isDir: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue { continue }
      var line = "'\(path)' matches no template name, so it would be ignored"
      if let guess = likelyName(for: entry) { line += "; did you mean '\(guess)'?" }
      problems.append(line)
    }
    guard !problems.isEmpty else { return }
    throw .templateNotFound(
      problems.joined(separator: "\n  ") + "\n  template overrides must be named exactly "
        + names.joined(separator: ", ") + " (bricks templates list shows which are used)")
  }

  /// The template `entry` was probably meant to override: the one whose first name part
  /// matches it ignoring case, or is at most two edits away from it.
  static func likelyName(for entry: String) -> String? {
    let base = entry.split(separator: ".").first.map { $0.lowercased() } ?? ""
    var best: (name: String, distance: Int)?
    for name in names {
      let distance = editDistance(Array(base), Array(name.split(separator: ".")[0].lowercased()))
      if distance <= 2, distance < (best?.distance ?? .max) { best = (name, distance) }
    }
    return best?.name
  }

  /// Levenshtein distance, for the few short names above.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
      var previous = row[0]
      row[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let current = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = current
      }
    }
    return row[b.count]
  }
}
