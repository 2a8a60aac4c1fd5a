import Foundation

// The citm_catalog models mapped by hand from JSONSerialization's `[String: Any]`.

extension CitmCatalog {
  /// Maps `JSONSerialization.jsonObject(with: data) as? [String: Any]`.
  public init(dictionary d: [String: Any]) throws {
    areaNames = try d.required("areaNames", of: Self.self)
    audienceSubCategoryNames = try d.required("audienceSubCategoryNames", of: Self.self)
    blockNames = try d.required("blockNames", of: Self.self)
    guard let events = d["events"] as? [String: [String: Any]] else { throw HandMappingError(Self.self, "events") }
    self.events = try events.mapValues(Event.init(dictionary:))
    performances = try d.objects("performances", of: Self.self, Performance.init(dictionary:))
    seatCategoryNames = try d.required("seatCategoryNames", of: Self.self)
    subTopicNames = try d.required("subTopicNames", of: Self.self)
    subjectNames = try d.required("subjectNames", of: Self.self)
    topicNames = try d.required("topicNames", of: Self.self)
    topicSubTopics = try d.required("topicSubTopics", of: Self.self)
    venueNames = try d.required("venueNames", of: Self.self)
  }
}

extension Event {
  public init(dictionary d: [String: Any]) throws {
    description = d["description"] as? String
    id = try d.required("id", of: Self.self)
    logo = d["logo"] as? String
    name = try d.required("name", of: Self.self)
    subTopicIds = try d.required("subTopicIds", of: Self.self)
    subjectCode = d["subjectCode"] as? String
    subtitle = d["subtitle"] as? String
    topicIds = try d.required("topicIds", of: Self.self)
  }
}

extension Performance {
  public init(dictionary d: [String: Any]) throws {
    eventId = try d.required("eventId", of: Self.self)
    id = try d.required("id", of: Self.self)
    logo = d["logo"] as? String
    name = d["name"] as? String
    prices = try d.objects("prices", of: Self.self, Price.init(dictionary:))
    seatCategories = try d.objects("seatCategories", of: Self.self, SeatCategory.init(dictionary:))
    seatMapImage = d["seatMapImage"] as? String
    start = try d.required("start", of: Self.self)
    venueCode = try d.required("venueCode", of: Self.self)
  }
}

extension Price {
  public init(dictionary d: [String: Any]) throws {
    amount = try d.required("amount", of: Self.self)
    audienceSubCategoryId = try d.required("audienceSubCategoryId", of: Self.self)
    seatCategoryId = try d.required("seatCategoryId", of: Self.self)
  }
}

extension SeatCategory {
  public init(dictionary d: [String: Any]) throws {
    areas = try d.objects("areas", of: Self.self, Area.init(dictionary:))
    seatCategoryId = try d.required("seatCategoryId", of: Self.self)
  }
}

extension Area {
  public init(dictionary d: [String: Any]) throws {
    areaId = try d.required("areaId", of: Self.self)
    blockIds = try d.required("blockIds", of: Self.self)
  }
}
