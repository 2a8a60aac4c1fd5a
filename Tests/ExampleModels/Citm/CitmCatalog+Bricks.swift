import BricksJSON

// The Bricks mapping of the citm_catalog models.

extension CitmCatalog: JSONMappable {
  public init(json: borrowing JSON) throws {
    var members = json.reader()
    self.init(
      areaNames: try members.decode("areaNames"),
      audienceSubCategoryNames: try members.decode("audienceSubCategoryNames"),
      blockNames: try members.decode("blockNames"),
      events: try members.decode("events"),
      performances: try members.decode("performances"),
      seatCategoryNames: try members.decode("seatCategoryNames"),
      subTopicNames: try members.decode("subTopicNames"),
      subjectNames: try members.decode("subjectNames"),
      topicNames: try members.decode("topicNames"),
      topicSubTopics: try members.decode("topicSubTopics"),
      venueNames: try members.decode("venueNames")
    )
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
    var members = json.reader()
    self.init(
      description: try members.decodeIfPresent("description"),
      id: try members.decode("id"),
      logo: try members.decodeIfPresent("logo"),
      name: try members.decode("name"),
      subTopicIds: try members.decode("subTopicIds"),
      subjectCode: try members.decodeIfPresent("subjectCode"),
      subtitle: try members.decodeIfPresent("subtitle"),
      topicIds: try members.decode("topicIds")
    )
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
    var members = json.reader()
    self.init(
      eventId: try members.decode("eventId"),
      id: try members.decode("id"),
      logo: try members.decodeIfPresent("logo"),
      name: try members.decodeIfPresent("name"),
      prices: try members.decode("prices"),
      seatCategories: try members.decode("seatCategories"),
      seatMapImage: try members.decodeIfPresent("seatMapImage"),
      start: try members.decode("start"),
      venueCode: try members.decode("venueCode")
    )
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
    self.init(
      amount: try json.decode("amount"),
      audienceSubCategoryId: try json.decode("audienceSubCategoryId"),
      seatCategoryId: try json.decode("seatCategoryId")
    )
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
    self.init(
      areas: try json.decode("areas"),
      seatCategoryId: try json.decode("seatCategoryId")
    )
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
    self.init(
      areaId: try json.decode("areaId"),
      blockIds: try json.decode("blockIds")
    )
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["areaId"] = areaId
      o["blockIds"] = blockIds
    }
  }
}
