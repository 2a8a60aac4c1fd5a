import BricksJSON
import Foundation

/// A test fixture found by name: in a test target's resources, or in a folder next to the test
/// file. Read it as `Data`, as ``JSON`` or as a model.
///
/// ```swift
/// // Tests/AppTests/Fixtures/tweet.json, next to Tests/AppTests/TweetTests.swift:
/// let tweet = try Fixture("tweet.json").decode(Tweet.self)
///
/// // A resource of the test target (resources: [.copy("Fixtures")] in Package.swift):
/// let json = try Fixture("tweet.json", bundle: .module).json()
/// ```
///
/// Where it looks, in order (``searchLocations``):
/// 1. `name` itself when it is an absolute path;
/// 2. in `bundle` (when given): `name` in its resource folder, then in `Fixtures/` there;
/// 3. next to the test file (`#filePath`) and in each folder above it up to the package root
///    (the first folder with a `Package.swift`, at most eight folders up): `name`, then `Fixtures/name`.
///
/// A missing fixture throws a ``FixtureError`` that lists every place it looked.
public struct Fixture: Sendable, CustomStringConvertible {
  /// The name (or relative path) asked for, e.g. `"tweet.json"` or `"Fixtures/tweet.json"`.
  public let name: String
  /// The bundle searched first, usually the test target's `Bundle.module`.
  public let bundle: Bundle?
  /// The test file the name is relative to (its `#filePath`).
  public let filePath: String

  /// A fixture named `name`, looked up in `bundle` and next to the test file.
  ///
  /// - Parameters:
  ///   - name: A file name or a relative path such as `"Fixtures/tweet.json"`; an absolute path
  ///     is used as is.
  ///   - bundle: The test target's resources (`.module`), or nil to look only on disk.
  ///   - filePath: The test file; leave the default (`#filePath`, the caller's file).
  public init(_ name: String, bundle: Bundle? = nil, filePath: StaticString = #filePath) {
    self.init(name, bundle: bundle, relativeTo: "\(filePath)")
  }

  /// A fixture named `name`, looked up in `bundle` and relative to `path`, a file or folder
  /// (for helpers that pass their caller's path on as a `String`).
  public init(_ name: String, bundle: Bundle? = nil, relativeTo path: String) {
    self.name = name
    self.bundle = bundle
    self.filePath = path
  }

  /// The name.
  public var description: String { name }

  /// Every place the fixture may be, in the order they are tried.
  ///
  /// ```swift
  /// Fixture("tweet.json").searchLocations
  /// // [".../Tests/AppTests/tweet.json", ".../Tests/AppTests/Fixtures/tweet.json",
  /// //  ".../Tests/tweet.json", ".../Tests/Fixtures/tweet.json", ...]
  /// ```
  public var searchLocations: [URL] {
    if name.hasPrefix("/") { return [URL(fileURLWithPath: name)] }
    var places: [URL] = []
    func add(_ folder: URL) {
      places.append(folder.appendingPathComponent(name))
      places.append(folder.appendingPathComponent("Fixtures").appendingPathComponent(name))
    }
    if let bundle { add(bundle.resourceURL ?? bundle.bundleURL) }
    var folder = URL(fileURLWithPath: filePath)
    var isFolder: ObjCBool = false
    if !(FileManager.default.fileExists(atPath: filePath, isDirectory: &isFolder) && isFolder.boolValue) {
      folder.deleteLastPathComponent()
    }
    for _ in 0..<8 {
      add(folder)
      let isPackageRoot = FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      let parent = folder.deletingLastPathComponent()
      if isPackageRoot || parent.path == folder.path { break }
      folder = parent
    }
    var seen = Set<String>()
    return places.filter { seen.insert($0.standardizedFileURL.path).inserted }
  }

  /// Where the fixture is.
  /// - Throws: ``FixtureError`` `notFound`, listing every place it looked.
  public func url() throws(FixtureError) -> URL {
    let places = searchLocations
    var isFolder: ObjCBool = false
    for place in places
    where FileManager.default.fileExists(atPath: place.path, isDirectory: &isFolder) && !isFolder.boolValue {
      return place
    }
    throw FixtureError(name: name, reason: .notFound(searched: places.map(\.standardizedFileURL.path)))
  }

  /// The fixture's bytes.
  /// - Throws: ``FixtureError`` when it is missing or cannot be read.
  public func data() throws(FixtureError) -> Data {
    let url = try url()
    do {
      return try Data(contentsOf: url)
    } catch {
      throw FixtureError(name: name, reason: .unreadable(path: url.path, underlying: "\(error)"))
    }
  }

  /// The fixture parsed as JSON.
  /// - Throws: ``FixtureError`` when it is missing, unreadable or not valid JSON (with the
  ///   line and column).
  public func json() throws(FixtureError) -> JSON {
    let url = try url()
    let bytes = try data()
    do {
      return try JSON(parsing: bytes)
    } catch {
      throw FixtureError(name: name, reason: .invalidJSON(error.diagnostic(file: url.path)))
    }
  }

  /// The fixture mapped to `type`.
  ///
  /// ```swift
  /// let tweet = try Fixture("tweet.json").decode(Tweet.self)
  /// let timeline: [Tweet] = try Fixture("timeline.json").decode()
  /// ```
  /// - Throws: ``FixtureError`` as ``json()``; the model's ``JSONMappingError`` (with its path)
  ///   when the JSON does not fit.
  public func decode<T: JSONDecodable>(_ type: T.Type = T.self) throws -> T {
    try T(json: json())
  }
}
