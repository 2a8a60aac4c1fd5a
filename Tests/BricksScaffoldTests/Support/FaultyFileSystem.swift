import Foundation

@testable import BricksScaffold

/// The real disk with faults injected: folders that refuse new entries (what a read-only
/// folder does, even for root, who ignores permission bits), and the Nth mutating operation
/// failing with a chosen `errno` (ENOSPC: a disk that fills up midway).
final class FaultyFileSystem: WriterFileSystem, @unchecked Sendable {
  private let disk = LocalFileSystem()
  /// Folders (as written in the planned paths) that refuse new entries with EACCES.
  var readOnly: Set<String> = []
  /// The 1-based mutating operation that fails; nil for none.
  var failAt: Int?
  var failure: Int32 = ENOSPC
  /// Every mutating operation attempted, by kind, in order.
  private(set) var operations: [String] = []
  /// The kind of the operation that was made to fail.
  private(set) var failedKind: String?
  /// Runs before each mutating operation with its 1-based number: another process at work.
  var meanwhile: ((Int) -> Void)?

  init(failAt: Int? = nil, readOnly: Set<String> = []) {
    self.failAt = failAt
    self.readOnly = readOnly
  }

  private func mutate(_ kind: String, in path: String, _ body: () throws(FileSystemFailure) -> Void)
    throws(FileSystemFailure)
  {
    operations.append(kind)
    meanwhile?(operations.count)
    if operations.count == failAt {
      failedKind = kind
      throw FileSystemFailure(code: failure)
    }
    if readOnly.contains(FileWriter.parent(path)) { throw FileSystemFailure(code: EACCES) }
    try body()
  }

  func kind(at path: String) -> FileKind { disk.kind(at: path) }
  func isDirectory(_ path: String) -> Bool { disk.isDirectory(path) }
  func writability(ofDirectory path: String) -> Int32? {
    readOnly.contains(path) ? EACCES : disk.writability(ofDirectory: path)
  }
  func contents(at path: String) throws(FileSystemFailure) -> Data { try disk.contents(at: path) }
  func createDirectory(_ path: String) throws(FileSystemFailure) {
    try mutate("mkdir", in: path) { () throws(FileSystemFailure) in try disk.createDirectory(path) }
  }
  func writeNew(_ data: Data, to path: String) throws(FileSystemFailure) {
    try mutate("write", in: path) { () throws(FileSystemFailure) in try disk.writeNew(data, to: path) }
  }
  func rename(_ from: String, to: String) throws(FileSystemFailure) {
    try mutate("rename", in: to) { () throws(FileSystemFailure) in try disk.rename(from, to: to) }
  }
  // Undoing is never made to fail here: the test checks that a failure midway is undone.
  func remove(_ path: String) throws(FileSystemFailure) { try disk.remove(path) }
  func removeDirectory(_ path: String) throws(FileSystemFailure) { try disk.removeDirectory(path) }
}

/// Everything under a folder: each path with what it is (file contents, link destination).
func diskSnapshot(_ root: String) -> [String: String] {
  var result: [String: String] = [:]
  let disk = LocalFileSystem()
  for sub in (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? [] {
    let path = root + "/" + sub
    switch disk.kind(at: path) {
    case .file: result[sub] = "file:" + String(decoding: (try? disk.contents(at: path)) ?? Data(), as: UTF8.self)
    case .directory: result[sub] = "dir"
    case .symbolicLink(let d): result[sub] = "link:" + d
    case .other: result[sub] = "other"
    case .missing: result[sub] = "missing"
    }
  }
  return result
}
