import Foundation

/// A ticketing catalog: ../shared/data/bench/citm_catalog.json. Mostly dictionaries keyed by
/// id strings and arrays of integers — the shape where per-value overhead dominates.
public struct CitmCatalog: Equatable, Sendable, Codable {
  public var areaNames: [String: String]
  public var audienceSubCategoryNames: [String: String]
  public var blockNames: [String: String]
  public var events: [String: Event]
  public var performances: [Performance]
  public var seatCategoryNames: [String: String]
  public var subTopicNames: [String: String]
  public var subjectNames: [String: String]
  public var topicNames: [String: String]
  public var topicSubTopics: [String: [Int]]
  public var venueNames: [String: String]
}

/// A concert series.
public struct Event: Equatable, Sendable, Codable {
  public var description: String?
  public var id: Int
  public var logo: String?
  public var name: String
  public var subTopicIds: [Int]
  public var subjectCode: String?
  public var subtitle: String?
  public var topicIds: [Int]
}

/// One performance of an event, with its prices and seating.
public struct Performance: Equatable, Sendable, Codable {
  public var eventId: Int
  public var id: Int
  public var logo: String?
  public var name: String?
  public var prices: [Price]
  public var seatCategories: [SeatCategory]
  public var seatMapImage: String?
  /// Milliseconds since 1970.
  public var start: Int64
  public var venueCode: String
}

/// A price for one audience in one seat category, in cents.
public struct Price: Equatable, Sendable, Codable {
  public var amount: Int
  public var audienceSubCategoryId: Int
  public var seatCategoryId: Int
}

/// The areas a seat category covers.
public struct SeatCategory: Equatable, Sendable, Codable {
  public var areas: [Area]
  public var seatCategoryId: Int
}

/// An area of the hall and its blocks.
public struct Area: Equatable, Sendable, Codable {
  public var areaId: Int
  public var blockIds: [Int]
}
