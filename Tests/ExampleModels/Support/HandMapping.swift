import Foundation

/// The tutorials' `guard let x = dict["key"] as? T` pattern, once, for the hand mappings from
/// `JSONSerialization`'s `[String: Any]`.
extension Dictionary where Key == String, Value == Any {
  /// The value under `key` cast to `T`, or an error naming the key.
  @inline(__always)
  func required<T>(_ key: String, of model: Any.Type) throws -> T {
    guard let value = self[key] as? T else { throw HandMappingError(model, key) }
    return value
  }

  /// The dictionary under `key` mapped by `make`.
  @inline(__always)
  func object<T>(_ key: String, of model: Any.Type, _ make: ([String: Any]) throws -> T) throws -> T {
    guard let value = self[key] as? [String: Any] else { throw HandMappingError(model, key) }
    return try make(value)
  }

  /// Each dictionary of the array under `key` mapped by `make`.
  @inline(__always)
  func objects<T>(_ key: String, of model: Any.Type, _ make: ([String: Any]) throws -> T) throws -> [T] {
    guard let value = self[key] as? [[String: Any]] else { throw HandMappingError(model, key) }
    return try value.map(make)
  }
}
