import BricksJSON

// The Bricks mapping of the citm_catalog models.

extension CitmCatalog: JSONMappable {
  public init(json: borrowing JSON) throws {
    areaNames = try json.decode("areaNames")
    audienceSubCategoryNames = try json.decode("audienceSubCategoryNames")
    blockNames = try json.decode("blockNames")
    events = try json.decode("events")
    performances = try json.decode("performances")
    seatCategoryNames = try json.decode("seatCategoryNames")
    subTopicNames = try json.decode("subTopicNames")
    subjectNames = try json.decode("subjectNames")
    topicNames = try json.decode("topicNames")
    topicSubTopics = try json.decode("topicSubTopics")
    venueNames = try json.decode("venueNames")
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["areaNames"] = areaNames
      o["audienceSubCategoryNames"] = audienceSubCategoryNames
      o["blockNames"] = blockNames
      o["events"] = events
      o["performances"] = performances
      o["seatCategoryNames"] = seatCategoryNames
      o["subTopicNames"] = subTopicNames
      o["subjectNames"] = subjectNames
      o["topicNames"] = topicNames
      o["topicSubTopics"] = topicSubTopics
      o["venueNames"] = venueNames
    }
  }
}

extension Event: JSONMappable {
  public init(json: borrowing JSON) throws {
    description = try json.decodeIfPresent("description")
    id = try json.decode("id")
    logo = try json.decodeIfPresent("logo")
    name = try json.decode("name")
    subTopicIds = try json.decode("subTopicIds")
    subjectCode = try json.decodeIfPresent("subjectCode")
    subtitle = try json.decodeIfPresent("subtitle")
    topicIds = try json.decode("topicIds")
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["description"] = description
      o["id"] = id
      o["logo"] = logo
      o["name"] = name
      o["subTopicIds"] = subTopicIds
      o["subjectCode"] = subjectCode
      o["subtitle"] = subtitle
      o["topicIds"] = topicIds
    }
  }
}

extension Performance: JSONMappable {
  public init(json: borrowing JSON) throws {
    eventId = try json.decode("eventId")
    id = try json.decode("id")
    logo = try json.decodeIfPresent("logo")
    name = try json.decodeIfPresent("name")
    prices = try json.decode("prices")
    seatCategories = try json.decode("seatCategories")
    seatMapImage = try json.decodeIfPresent("seatMapImage")
    start = try json.decode("start")
    venueCode = try json.decode("venueCode")
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["eventId"] = eventId
      o["id"] = id
      o["logo"] = logo
      o["name"] = name
      o["prices"] = prices
      o["seatCategories"] = seatCategories
      o["seatMapImage"] = seatMapImage
      o["start"] = start
      o["venueCode"] = venueCode
    }
  }
}

extension Price: JSONMappable {
  public init(json: borrowing JSON) throws {
    amount = try json.decode("amount")
    audienceSubCategoryId = try json.decode("audienceSubCategoryId")
    seatCategoryId = try json.decode("seatCategoryId")
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["amount"] = amount
      o["audienceSubCategoryId"] = audienceSubCategoryId
      o["seatCategoryId"] = seatCategoryId
    }
  }
}

extension SeatCategory: JSONMappable {
  public init(json: borrowing JSON) throws {
    areas = try json.decode("areas")
    seatCategoryId = try json.decode("seatCategoryId")
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["areas"] = areas
      o["seatCategoryId"] = seatCategoryId
    }
  }
}

extension Area: JSONMappable {
  public init(json: borrowing JSON) throws {
    areaId = try json.decode("areaId")
    blockIds = try json.decode("blockIds")
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["areaId"] = areaId
      o["blockIds"] = blockIds
    }
  }
}
