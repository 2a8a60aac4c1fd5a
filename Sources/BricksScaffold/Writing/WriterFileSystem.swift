import Foundation

/// The few file-system operations ``FileWriter`` performs, behind a protocol so that tests can
/// inject faults (a read-only folder when tests run as root, a full disk on the Nth file).
///
/// Paths are plain strings, relative to the working directory or absolute. Every mutating
/// operation reports the `errno` it failed with, which ``FileSystemFailure/words`` turns into
/// plain words.
protocol WriterFileSystem: Sendable {
  /// What is at `path`, without following a final symbolic link (`lstat`).
  func kind(at path: String) -> FileKind
  /// Whether `path` resolves (following links) to a folder (`stat`).
  func isDirectory(_ path: String) -> Bool
  /// `nil` when new entries may be created in folder `path`, else the `errno` saying why not.
  func writability(ofDirectory path: String) -> Int32?
  /// The bytes of the regular file at `path`.
  func contents(at path: String) throws(FileSystemFailure) -> Data
  /// Creates one folder (its parent exists).
  func createDirectory(_ path: String) throws(FileSystemFailure)
  /// Creates a new file at `path` holding `data`; fails if anything is already there.
  func writeNew(_ data: Data, to path: String) throws(FileSystemFailure)
  /// Renames `from` to `to` within one folder, replacing a file or link at `to`.
  func rename(_ from: String, to: String) throws(FileSystemFailure)
  /// Removes the file or link at `path`.
  func remove(_ path: String) throws(FileSystemFailure)
  /// Removes the empty folder at `path`.
  func removeDirectory(_ path: String) throws(FileSystemFailure)
}

/// What a path names, as `lstat` sees it.
enum FileKind: Equatable {
  case missing
  case file
  case directory
  /// A symbolic link, dangling or not; `destination` is what it points to.
  case symbolicLink(destination: String)
  /// A FIFO, socket or device.
  case other
}

/// A failed file-system call: the `errno` it set.
struct FileSystemFailure: Error, Equatable {
  var code: Int32

  /// The failure in plain words ("permission denied", "the disk is full").
  var words: String {
    switch code {
    case EACCES, EPERM: return "permission denied"
    case EROFS: return "the disk is read-only"
    case ENOSPC: return "the disk is full"
    case EDQUOT: return "the disk quota is used up"
    case ENOTDIR: return "a part of the path is a file, not a folder"
    case EISDIR: return "it is a folder"
    case ENAMETOOLONG: return "the name is too long"
    case EEXIST: return "something else appeared at that path meanwhile"
    case ENOENT: return "a folder on the way no longer exists"
    case EIO: return "the disk reported an input/output error"
    case ELOOP: return "too many symbolic links on the way"
    default: return String(cString: strerror(code)).lowercased()
    }
  }
}
