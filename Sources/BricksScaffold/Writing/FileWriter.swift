import Foundation

/// Writes planned files the way Rails generators do: create, identical, conflict, skip, force.
///
/// Every file is checked before anything is written, so a conflict (without `--force` or
/// `--skip`) leaves the disk untouched. Each write is atomic (a temporary file renamed into
/// place) and missing directories are created. Nothing existing is overwritten without
/// ``ConflictPolicy/force``.
public struct FileWriter: Sendable {
  /// What to do about existing files with different contents.
  public var policy: ConflictPolicy
  /// When true, statuses are computed and returned but nothing is written.
  public var pretend: Bool

  /// Creates a writer.
  public init(policy: ConflictPolicy = .refuse, pretend: Bool = false) {
    self.policy = policy
    self.pretend = pretend
  }

  /// The status each file would get, without writing.
  public func statuses(for files: [PlannedFile]) -> [(path: String, status: WriteStatus)] {
    files.map { file in
      guard let existing = FileManager.default.contents(atPath: file.path) else {
        return (file.path, .create)
      }
      if existing == file.contents { return (file.path, .identical) }
      switch policy {
      case .refuse: return (file.path, .conflict)
      case .skip: return (file.path, .skip)
      case .force: return (file.path, .force)
      }
    }
  }

  /// Writes `files` (unless pretending) and returns each file's status in order.
  ///
  /// - Throws: ``ScaffoldError/conflicts(_:)`` before writing anything when a file exists with
  ///   different contents under ``ConflictPolicy/refuse``; ``ScaffoldError/writeFailed(path:reason:)``
  ///   when the disk refuses (files written before the failure stay, each complete).
  public func write(_ files: [PlannedFile]) throws(ScaffoldError) -> [(path: String, status: WriteStatus)] {
    var seen = Set<String>()
    for file in files where !seen.insert(URL(fileURLWithPath: file.path).standardizedFileURL.path).inserted {
      throw ScaffoldError.writeFailed(path: file.path, reason: "two generated files have the same path")
    }
    let result = statuses(for: files)
    let conflicts = result.filter { $0.status == .conflict }.map(\.path)
    if !conflicts.isEmpty { throw ScaffoldError.conflicts(conflicts) }
    guard !pretend else { return result }
    let fm = FileManager.default
    for (file, entry) in zip(files, result) where entry.status == .create || entry.status == .force {
      let url = URL(fileURLWithPath: file.path)
      do {
        try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.contents.write(to: url, options: .atomic)
      } catch {
        throw ScaffoldError.writeFailed(path: file.path, reason: error.localizedDescription)
      }
    }
    return result
  }
}
