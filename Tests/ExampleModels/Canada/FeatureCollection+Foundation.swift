import Foundation

// The canada.json models mapped by hand from JSONSerialization's `[String: Any]`.

extension FeatureCollection {
  /// Maps `JSONSerialization.jsonObject(with: data) as? [String: Any]`.
  public init(dictionary d: [String: Any]) throws {
    type = try d.required("type", of: Self.self)
    features = try d.objects("features", of: Self.self, Feature.init(dictionary:))
  }
}

extension Feature {
  public init(dictionary d: [String: Any]) throws {
    type = try d.required("type", of: Self.self)
    properties = try d.required("properties", of: Self.self)
    geometry = try d.object("geometry", of: Self.self, Geometry.init(dictionary:))
  }
}

extension Geometry {
  public init(dictionary d: [String: Any]) throws {
    type = try d.required("type", of: Self.self)
    coordinates = try d.required("coordinates", of: Self.self)
  }
}
