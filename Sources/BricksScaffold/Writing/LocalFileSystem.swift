import Foundation

/// The real disk, through POSIX calls (which report `errno`, unlike `FileManager`'s
/// `NSCocoaErrorDomain` codes).
struct LocalFileSystem: WriterFileSystem {
  func kind(at path: String) -> FileKind {
    var info = stat()
    guard lstat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .directory
    case S_IFLNK:
      var buffer = [CChar](repeating: 0, count: 4097)
      let n = readlink(path, &buffer, 4096)
      let destination = n >= 0 ? String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
      return .symbolicLink(destination: destination)
    default: return .other
    }
  }

  func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  func writability(ofDirectory path: String) -> Int32? {
    access(path, W_OK | X_OK) == 0 ? nil : errno
  }

  func contents(at path: String) throws(FileSystemFailure) -> Data {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw FileSystemFailure(code: errno) }
    defer { close(fd) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw FileSystemFailure(code: errno)
      }
      if n == 0 { return data }
      data.append(contentsOf: buffer[0..<n])
    }
  }

  func createDirectory(_ path: String) throws(FileSystemFailure) {
    guard mkdir(path, 0o777) == 0 else { throw FileSystemFailure(code: errno) }
  }

  func writeNew(_ data: Data, to path: String) throws(FileSystemFailure) {
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o666)
    guard fd >= 0 else { throw FileSystemFailure(code: errno) }
    var failure: Int32?
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += n
      }
    }
    if failure == nil, fsync(fd) != 0, errno != EINVAL { failure = errno }
    if close(fd) != 0, failure == nil { failure = errno }
    if let failure {
      unlink(path)
      throw FileSystemFailure(code: failure)
    }
  }

  func rename(_ from: String, to: String) throws(FileSystemFailure) {
    guard Foundation.rename(from, to) == 0 else { throw FileSystemFailure(code: errno) }
  }

  func remove(_ path: String) throws(FileSystemFailure) {
    guard unlink(path) == 0 else { throw FileSystemFailure(code: errno) }
  }

  func removeDirectory(_ path: String) throws(FileSystemFailure) {
    guard rmdir(path) == 0 else { throw FileSystemFailure(code: errno) }
  }
}
