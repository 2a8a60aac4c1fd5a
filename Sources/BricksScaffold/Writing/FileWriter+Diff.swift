import Foundation

extension FileWriter {
  /// Why each file that exists and differs from what would be generated does: a unified diff of
  /// the file on disk (`a/PATH`) against the generated one (`b/PATH`), in the order of `files`.
  /// Writes nothing. Files that would be created or are identical are left out; a symbolic
  /// link, or a file that cannot be compared, is described in a sentence instead of a diff.
  ///
  /// - Complexity: O((n + m) · d) per file of n and m lines with d lines changed.
  public func differences(for files: [PlannedFile]) -> [(path: String, diff: String)] {
    var result: [(path: String, diff: String)] = []
    for target in inspect(files).targets where target.status != .create && target.status != .identical {
      let path = target.file.path
      if case .symbolicLink(let destination) = fileSystem.kind(at: path) {
        result.append(
          (path, "\(path) is a symbolic link to '\(destination)'; --force replaces the link itself, --skip keeps it\n"))
        continue
      }
      if let problem = target.problem {
        result.append((path, "\(path) \(problem)\n"))
        continue
      }
      guard let existing = try? fileSystem.contents(at: path) else { continue }
      guard let old = TemplateSet.utf8Text(existing), let new = TemplateSet.utf8Text(target.file.contents) else {
        result.append((path, "Binary files a/\(path) and b/\(path) differ\n"))
        continue
      }
      result.append((path, UnifiedDiff.diff(old: old, new: new, oldLabel: "a/\(path)", newLabel: "b/\(path)")))
    }
    return result
  }
}
