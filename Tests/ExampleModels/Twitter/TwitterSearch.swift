import Foundation

/// A Twitter API v1.1 search response: ../shared/data/bench/twitter.json.
///
/// Mapped three ways into these same types — Bricks (`TwitterSearch.parse(data)`), Codable
/// (`ModelDecoders.twitter().decode(TwitterSearch.self, from: data)`) and JSONSerialization plus
/// `as?` (`TwitterSearch(dictionary:)`) — so tests can check that they agree and the benchmark
/// compares like with like.
public struct TwitterSearch: Equatable, Sendable, Codable {
  public var statuses: [Status]
  public var searchMetadata: SearchMetadata

  enum CodingKeys: String, CodingKey {
    case statuses
    case searchMetadata = "search_metadata"
  }
}

/// The paging block of a search response.
public struct SearchMetadata: Equatable, Sendable, Codable {
  public var completedIn: Double
  public var maxID: Int64
  public var maxIDStr: String
  public var nextResults: String
  public var query: String
  public var refreshURL: String
  public var count: Int
  public var sinceID: Int64
  public var sinceIDStr: String

  enum CodingKeys: String, CodingKey {
    case completedIn = "completed_in"
    case maxID = "max_id"
    case maxIDStr = "max_id_str"
    case nextResults = "next_results"
    case query
    case refreshURL = "refresh_url"
    case count
    case sinceID = "since_id"
    case sinceIDStr = "since_id_str"
  }
}
