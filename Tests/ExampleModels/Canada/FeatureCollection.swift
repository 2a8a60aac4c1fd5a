import Foundation

/// A GeoJSON feature collection: ../shared/data/bench/canada.json, the outline of Canada as
/// 111,126 doubles — the shape where number conversion dominates.
public struct FeatureCollection: Equatable, Sendable, Codable {
  public var type: String
  public var features: [Feature]
}

/// One feature: its properties and its geometry.
public struct Feature: Equatable, Sendable, Codable {
  public var type: String
  public var properties: [String: String]
  public var geometry: Geometry
}

/// A polygon: rings of `[longitude, latitude]` pairs.
public struct Geometry: Equatable, Sendable, Codable {
  public var type: String
  public var coordinates: [[[Double]]]
}
