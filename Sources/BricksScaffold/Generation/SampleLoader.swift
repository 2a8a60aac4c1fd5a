import BricksJSON
import Foundation

/// Reads and parses sample files, expanding directories into their `.json` files.
enum SampleLoader {
  /// A read and parsed sample.
  struct Sample {
    var path: String
    var data: Data
    var json: JSON
  }

  /// Loads every sample; fails on the first missing, unreadable or invalid one.
  static func load(_ paths: [String]) throws(ScaffoldError) -> [Sample] {
    var samples: [Sample] = []
    let fm = FileManager.default
    for path in paths {
      var isDir: ObjCBool = false
      guard fm.fileExists(atPath: path, isDirectory: &isDir) else { throw .fileNotFound(path) }
      var files = [path]
      if isDir.boolValue {
        let names: [String]
        do { names = try fm.contentsOfDirectory(atPath: path) } catch {
          throw .unreadable(path: path, reason: error.localizedDescription)
        }
        files = names.filter { $0.lowercased().hasSuffix(".json") }.sorted()
          .map { (path as NSString).appendingPathComponent($0) }
        if files.isEmpty { throw .noSamples(directory: path) }
      }
      for file in files {
        guard let data = fm.contents(atPath: file) else {
          throw .unreadable(path: file, reason: "permission denied or not a regular file")
        }
        do {
          samples.append(Sample(path: file, data: data, json: try JSON(data: data)))
        } catch {
          throw .invalidJSON(path: file, error: error)
        }
      }
    }
    return samples
  }
}
