import Foundation

/// Writes planned files the way Rails generators do: create, identical, conflict, skip, force —
/// all of them or none.
///
/// 1. Every target is checked before anything is written: what is at the path (nothing, a
///    file, a folder, a symbolic link), whether every folder on the way is a folder, and
///    whether the nearest existing folder accepts new entries. Any problem, or a conflict
///    under ``ConflictPolicy/refuse``, throws before the disk is touched, naming each path and
///    what is wrong with it.
/// 2. Missing folders are created and every file is written to a temporary file beside its
///    target. Only when all of them are complete are they renamed into place (a file that
///    `--force` replaces is first moved aside). If any step fails, everything done so far is
///    undone: temporaries and new folders removed, replaced files moved back.
///
/// A symbolic link at a target path is never written through: under ``ConflictPolicy/refuse``
/// it is a problem, `--skip` keeps it, `--force` replaces the link itself.
public struct FileWriter: Sendable {
  /// What to do about existing files with different contents.
  public var policy: ConflictPolicy
  /// When true, statuses are computed and returned (and problems thrown) but nothing is written.
  public var pretend: Bool
  /// The disk; tests inject faults here.
  var fileSystem: any WriterFileSystem

  /// Creates a writer.
  public init(policy: ConflictPolicy = .refuse, pretend: Bool = false) {
    self.init(policy: policy, pretend: pretend, fileSystem: LocalFileSystem())
  }

  init(policy: ConflictPolicy, pretend: Bool, fileSystem: any WriterFileSystem) {
    self.policy = policy
    self.pretend = pretend
    self.fileSystem = fileSystem
  }

  /// The status each file would get, without writing (a file that cannot be written at all is
  /// reported as ``WriteStatus/conflict``).
  public func statuses(for files: [PlannedFile]) -> [(path: String, status: WriteStatus)] {
    inspect(files).targets.map { ($0.file.path, $0.status) }
  }

  /// Writes `files` (unless pretending) and returns each file's status in order.
  ///
  /// - Throws: ``ScaffoldError/unwritable(_:)`` before writing anything when a target path is
  ///   blocked (a folder or link where a file goes, a file where a folder is needed, a folder
  ///   that refuses new files); ``ScaffoldError/conflicts(_:)`` before writing anything when a
  ///   file exists with different contents under ``ConflictPolicy/refuse``;
  ///   ``ScaffoldError/writeFailed(path:reason:)`` when the disk fails midway, after undoing
  ///   every change already made.
  public func write(_ files: [PlannedFile]) throws(ScaffoldError) -> [(path: String, status: WriteStatus)] {
    let inspection = inspect(files)
    let result = inspection.targets.map { ($0.file.path, $0.status) }
    let conflicts = inspection.targets.filter { $0.status == .conflict && $0.problem == nil }.map(\.file.path)
    if !inspection.problems.isEmpty {
      let differing = conflicts.map {
        PathProblem(
          path: $0, reason: "differs from what would be generated; use --force to overwrite it or --skip to keep it")
      }
      let order = Dictionary(files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { a, _ in a })
      throw .unwritable(
        (inspection.problems + differing).sorted { order[$0.path, default: 0] < order[$1.path, default: 0] })
    }
    if !conflicts.isEmpty { throw .conflicts(conflicts) }
    guard !pretend else { return result }
    try commit(inspection)
    return result
  }

  // MARK: Checking

  struct Target {
    var file: PlannedFile
    var status: WriteStatus
    /// Why the file cannot be written at all.
    var problem: String?
  }

  struct Inspection {
    var targets: [Target]
    /// Folders to create, parents before children.
    var directories: [String]
    var problems: [PathProblem]
  }

  func inspect(_ files: [PlannedFile]) -> Inspection {
    let fs = fileSystem
    var targets: [Target] = []
    var directories: [String] = []
    var plannedDirectories = Set<String>()
    var writability: [String: Int32?] = [:]
    let normalized = files.map { Self.normalize($0.path) }
    var firstIndex: [String: Int] = [:]
    for (i, path) in normalized.enumerated() where firstIndex[path] == nil { firstIndex[path] = i }

    for (i, file) in files.enumerated() {
      var problem: String?
      if firstIndex[normalized[i]] != i {
        problem =
          "another generated file has the same path ('\(files[firstIndex[normalized[i]]!].path)'); pick different output folders"
      }
      // The folders on the way: the missing ones, and the nearest existing one.
      var missing: [String] = []
      var existing: String?
      if problem == nil {
        (missing, existing, problem) = folders(above: file.path, files: files, firstIndex: firstIndex)
      }
      // The target itself.
      var status = WriteStatus.conflict
      if problem == nil { (status, problem) = targetStatus(of: file) }
      // The nearest existing folder must accept new entries (a temporary file, or a folder).
      if problem == nil, status == .create || status == .force, let existing {
        let code = writability[existing] ?? fs.writability(ofDirectory: existing)
        writability[existing] = code
        if let code {
          let words = FileSystemFailure(code: code).words
          problem =
            missing.isEmpty
            ? "cannot create files in folder '\(existing)': \(words)"
            : "cannot create folder '\(missing.last!)' in '\(existing)': \(words)"
        }
      }
      if problem == nil, status == .create || status == .force {
        for dir in missing.reversed() where plannedDirectories.insert(Self.normalize(dir)).inserted {
          directories.append(dir)
        }
      }
      targets.append(Target(file: file, status: problem == nil ? status : .conflict, problem: problem))
    }
    let problems = targets.compactMap { t in t.problem.map { PathProblem(path: t.file.path, reason: $0) } }
    return Inspection(targets: targets, directories: directories, problems: problems)
  }

  /// The folders above `path`: those missing (nearest first), the nearest existing one, or the
  /// problem that stops the walk (a generated file or a non-folder on the way).
  private func folders(
    above path: String, files: [PlannedFile], firstIndex: [String: Int]
  ) -> (missing: [String], existing: String?, problem: String?) {
    let fs = fileSystem
    var problem: String?
    var missing: [String] = []
    var existing: String?
    var dir = Self.parent(path)
    while problem == nil, existing == nil {
      if let j = firstIndex[Self.normalize(dir)] {
        problem = "its folder '\(dir)' is also a generated file ('\(files[j].path)'); pick different output folders"
        break
      }
      switch fs.kind(at: dir) {
      case .directory:
        existing = dir
      case .symbolicLink(let destination):
        if fs.isDirectory(dir) {
          existing = dir
        } else {
          problem =
            "'\(dir)' is a symbolic link to '\(destination)', which is not a folder; remove the link or choose another output folder"
        }
      case .file, .other:
        problem = "'\(dir)' is a file, not a folder; move it away or choose another output folder"
      case .missing:
        missing.append(dir)
        let up = Self.parent(dir)
        if up == dir { problem = "'\(dir)' does not exist" }
        dir = up
      }
    }
    return (missing, existing, problem)
  }

  /// What writing `file` would do to what is at its path now, or why it cannot.
  private func targetStatus(of file: PlannedFile) -> (WriteStatus, String?) {
    let fs = fileSystem
    switch fs.kind(at: file.path) {
    case .missing:
      return (.create, nil)
    case .file:
      do {
        let existing = try fs.contents(at: file.path)
        return (existing == file.contents ? .identical : Self.status(for: policy), nil)
      } catch {
        return (.conflict, "exists but cannot be read to compare with the generated file: \(error.words)")
      }
    case .directory:
      return (
        .conflict, "is a folder, where the generated file should go; move it away or choose another output folder"
      )
    case .symbolicLink(let destination):
      let status = Self.status(for: policy)
      guard status == .conflict else { return (status, nil) }
      return (
        status,
        "is a symbolic link (to '\(destination)'); bricks does not write through links: pass --force to replace the link itself (what it points to is left alone) or --skip to keep it"
      )
    case .other:
      return (.conflict, "is not a regular file (a device, pipe or socket); remove it or choose another output folder")
    }
  }

  private static func status(for policy: ConflictPolicy) -> WriteStatus {
    switch policy {
    case .refuse: return .conflict
    case .skip: return .skip
    case .force: return .force
    }
  }

  /// The folder holding `path` (`.` for a bare name).
  static func parent(_ path: String) -> String {
    let parent = (path as NSString).deletingLastPathComponent
    return parent.isEmpty ? "." : parent
  }

  /// `path` with `.`, `..` and repeated slashes resolved, to compare planned paths.
  static func normalize(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  // MARK: Writing

  private func commit(_ inspection: Inspection) throws(ScaffoldError) {
    var journal = CommitJournal(fileSystem: fileSystem)
    for dir in inspection.directories {
      do throws(FileSystemFailure) {
        try fileSystem.createDirectory(dir)
        journal.createdDirectories.append(dir)
      } catch {
        throw journal.undo(error, at: dir, doing: "could not create the folder")
      }
    }
    let writes = inspection.targets.filter { $0.status == .create || $0.status == .force }
    for target in writes {
      let temporary = Self.sibling(of: target.file.path, tag: "tmp")
      do throws(FileSystemFailure) {
        try fileSystem.writeNew(target.file.contents, to: temporary)
        journal.temporaries.append(temporary)
      } catch {
        throw journal.undo(error, at: target.file.path, doing: "could not write it")
      }
    }
    for (target, temporary) in zip(writes, journal.temporaries) {
      try place(temporary, at: target.file.path, replacing: target.status == .force, journal: &journal)
    }
    for case (_, let backup?) in journal.placed { try? fileSystem.remove(backup) }
  }

  /// Renames `temporary` to `path`, first moving the file it replaces aside when forced; a
  /// file that appeared at `path` since the check is never replaced.
  private func place(
    _ temporary: String, at path: String, replacing: Bool, journal: inout CommitJournal
  ) throws(ScaffoldError) {
    var backup: String?
    do throws(FileSystemFailure) {
      if replacing {
        let aside = Self.sibling(of: path, tag: "old")
        try fileSystem.rename(path, to: aside)
        backup = aside
      } else if fileSystem.kind(at: path) != .missing {
        throw FileSystemFailure(code: EEXIST)
      }
      try fileSystem.rename(temporary, to: path)
      journal.temporaries.removeAll { $0 == temporary }
      journal.placed.append((path, backup))
    } catch {
      if let backup { journal.placed.append((path, backup)) }
      throw journal.undo(error, at: path, doing: "could not move it into place")
    }
  }

  /// A hidden name beside `path` for a temporary or a replaced file:
  /// `dir/.Tweet.swift.bricks-tmp-1a2b3c4d`.
  static func sibling(of path: String, tag: String) -> String {
    let name = (path as NSString).lastPathComponent
    let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    let hidden = ".\(name).bricks-\(tag)-\(random)"
    let dir = (path as NSString).deletingLastPathComponent
    return dir.isEmpty ? hidden : (dir as NSString).appendingPathComponent(hidden)
  }
}

/// What a commit has done so far, so that a failure can undo it: folders created, temporaries
/// written, and files renamed into place (with where the file each replaced waits).
private struct CommitJournal {
  let fileSystem: any WriterFileSystem
  var createdDirectories: [String] = []
  var temporaries: [String] = []
  var placed: [(path: String, backup: String?)] = []

  /// Undoes everything done so far and returns the error to throw: what failed, where, and
  /// whether the undo itself left anything behind.
  func undo(_ failure: FileSystemFailure, at path: String, doing what: String) -> ScaffoldError {
    var unrestored: [String] = []
    for (path, backup) in placed.reversed() {
      do {
        if let backup { try fileSystem.rename(backup, to: path) } else { try fileSystem.remove(path) }
      } catch {
        unrestored.append(backup.map { "'\(path)' (its previous contents are in '\($0)')" } ?? "'\(path)'")
      }
    }
    for temporary in temporaries { try? fileSystem.remove(temporary) }
    for dir in createdDirectories.reversed() { try? fileSystem.removeDirectory(dir) }
    var reason = "\(what): \(failure.words); nothing was written"
    if !unrestored.isEmpty {
      reason = "\(what): \(failure.words); undoing the other files failed for \(unrestored.joined(separator: ", "))"
    }
    return .writeFailed(path: path, reason: reason)
  }
}
