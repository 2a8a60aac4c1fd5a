import BricksJSON

// The Bricks mapping of the canada.json models.

extension FeatureCollection: JSONMappable {
  public init(json: borrowing JSON) throws {
    self.init(
      type: try json.decode("type"),
      features: try json.decode("features")
    )
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["type"] = type
      o["features"] = features
    }
  }
}

extension Feature: JSONMappable {
  public init(json: borrowing JSON) throws {
    self.init(
      type: try json.decode("type"),
      properties: try json.decode("properties"),
      geometry: try json.decode("geometry")
    )
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["type"] = type
      o["properties"] = properties
      o["geometry"] = geometry
    }
  }
}

extension Geometry: JSONMappable {
  public init(json: borrowing JSON) throws {
    self.init(
      type: try json.decode("type"),
      coordinates: try json.decode("coordinates")
    )
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["type"] = type
      o["coordinates"] = coordinates
    }
  }
}
