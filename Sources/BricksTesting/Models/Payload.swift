import BricksJSON
import Foundation

/// The JSON a model helper checks: a fixture, JSON text, a JSON value or raw bytes.
enum Payload {
  case fixture(Fixture)
  case text(String)
  case json(JSON)
  case data(Data)

  /// How messages name the payload: `tweet.json`, `the JSON text`, ...
  var label: String {
    switch self {
    case .fixture(let f): return f.name
    case .text: return "the JSON text"
    case .json: return "the JSON value"
    case .data: return "the data"
    }
  }

  /// The parsed payload, or a message saying why there is none.
  func load() -> Result<JSON, Failure> {
    do {
      switch self {
      case .fixture(let f): return .success(try f.json())
      case .text(let s): return .success(try JSON(parsing: s))
      case .json(let j): return .success(j)
      case .data(let d): return .success(try JSON(parsing: d))
      }
    } catch let error as FixtureError {
      return .failure(Failure(message: error.description))
    } catch {
      return .failure(Failure(message: "\(label) is not valid JSON: \(error)"))
    }
  }

  /// A failure message, as an `Error` so it fits `Result`.
  struct Failure: Error {
    var message: String
  }
}

/// `Tweet`, `[Tweet]`, `[String: Tweet]`, `Tweet?`: a type as a test message names it.
func typeName(_ type: Any.Type) -> String {
  let name = String(describing: type)
  if name.hasPrefix("Array<"), name.hasSuffix(">") { return "[" + name.dropFirst(6).dropLast() + "]" }
  if name.hasPrefix("Optional<"), name.hasSuffix(">") { return name.dropFirst(9).dropLast() + "?" }
  if name.hasPrefix("Dictionary<String, "), name.hasSuffix(">") {
    return "[String: " + name.dropFirst(19).dropLast() + "]"
  }
  return name
}

/// Maps `json` to `T`, or says why it does not: the mapping error with its path.
func mapModel<T: JSONDecodable>(_ type: T.Type, from json: JSON, label: String) -> Result<T, Payload.Failure> {
  do {
    return .success(try T(json: json))
  } catch let error as JSONMappingError {
    return .failure(Payload.Failure(message: "\(typeName(T.self)) does not map from \(label): \(error)"))
  } catch {
    return .failure(
      Payload.Failure(message: "\(typeName(T.self)) does not map from \(label): \(Swift.type(of: error)): \(error)"))
  }
}
