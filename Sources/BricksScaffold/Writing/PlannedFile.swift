import Foundation

/// A file the scaffold wants to write: where, and exactly which bytes.
public struct PlannedFile: Sendable, Equatable {
  /// Where the file goes; relative paths are resolved against the working directory.
  public var path: String
  /// The complete contents.
  public var contents: Data

  /// Creates a planned file.
  public init(path: String, contents: Data) {
    self.path = path
    self.contents = contents
  }

  /// Creates a planned file holding `text` as UTF-8.
  public init(path: String, text: String) {
    self.init(path: path, contents: Data(text.utf8))
  }
}

/// What happened (or, with `--pretend`, would happen) to one planned file, named as Rails
/// generators name it.
public enum WriteStatus: String, Sendable, Equatable, CaseIterable {
  /// The file did not exist and is written.
  case create
  /// The file exists with the same bytes and is left alone.
  case identical
  /// The file exists with different bytes and is not touched.
  case conflict
  /// The file exists with different bytes and `--skip` leaves it alone.
  case skip
  /// The file exists with different bytes and `--force` overwrites it.
  case force
}

/// What to do about a file that exists with different contents.
public enum ConflictPolicy: Sendable, Equatable {
  /// Report a conflict and write nothing at all.
  case refuse
  /// Leave existing files alone and write the rest.
  case skip
  /// Overwrite existing files.
  case force
}
