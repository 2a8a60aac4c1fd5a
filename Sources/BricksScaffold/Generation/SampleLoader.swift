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

  /// Loads every sample; fails on the first missing, unreadable or invalid one. A directory
  /// stands for the `.json` files in it (sub-folders are not looked into, even if named
  /// `x.json`).
  static func load(_ paths: [String], standardInput: Data? = nil) throws(ScaffoldError) -> [Sample] {
    var samples: [Sample] = []
    let fm = FileManager.default
    for path in paths {
      if path == "-" {
        guard let data = standardInput else {
          throw .unreadable(path: "<stdin>", reason: "'-' names standard input, which only the bricks command reads")
        }
        do { samples.append(Sample(path: "<stdin>", data: data, json: try JSON(parsing: data))) } catch {
          throw .invalidJSON(path: "<stdin>", error: error)
        }
        continue
      }
      var isDir: ObjCBool = false
      guard fm.fileExists(atPath: path, isDirectory: &isDir) else { throw .fileNotFound(path) }
      var files = [path]
      if isDir.boolValue {
        let names: [String]
        do { names = try fm.contentsOfDirectory(atPath: path) } catch {
          throw .unreadable(path: path, reason: "cannot list the folder: \(error.localizedDescription)")
        }
        // Only files: a folder named `x.json` inside is not a sample (and not an error).
        files = names.filter { $0.lowercased().hasSuffix(".json") }.sorted()
          .map { (path as NSString).appendingPathComponent($0) }
          .filter {
            var d: ObjCBool = false; return !(fm.fileExists(atPath: $0, isDirectory: &d) && d.boolValue)
          }
        if files.isEmpty { throw .noSamples(directory: path) }
      }
      for file in files {
        let data: Data
        do { data = try LocalFileSystem().contents(at: file) } catch {
          throw .unreadable(path: file, reason: error.words)
        }
        do {
          samples.append(Sample(path: file, data: data, json: try JSON(parsing: data)))
        } catch {
          throw .invalidJSON(path: file, error: error)
        }
      }
    }
    return samples
  }
}
