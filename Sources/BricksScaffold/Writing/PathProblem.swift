/// A planned file that cannot be written, and why, in plain words: a folder or a link where
/// the file should go, a file where a folder is needed, a folder that refuses new files.
public struct PathProblem: Sendable, Equatable, CustomStringConvertible {
  /// The planned file's path.
  public var path: String
  /// What is wrong and what to do ("'Tests' is a file, not a folder; ...").
  public var reason: String

  /// Creates a problem report.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }
}
