// The names the examples of README.md and Docs/ share (a `Tweet`, its `TweetCell`, a `tableView`,
// a payload `data`), declared once for scripts/check-doc-snippets.py, which compiles this file as
// the module DocExamples that every block imports. Not part of the package. A block may declare
// one of these names itself; its own declaration wins.
import Bricks
import Foundation
import SwiftUI
import UIKit
public struct User: JSONMappable, Sendable {
  public let screenName = "ada"
  public init() {}
  public init(json: JSON) throws {}
  public func encode(into builder: inout JSON.Builder) { builder.appendObject { _ in } }
}
public struct Tweet: JSONMappable, Identifiable, Hashable, Sendable {
  public let id: Int64
  public let text: String
  public var hasMedia: Bool { false }
  public var user: User { User() }
  public init(json: JSON) throws { id = try json.decode("id"); text = try json.decode("text") }
  public func encode(into builder: inout JSON.Builder) { builder.appendObject { o in o["id"] = id; o["text"] = text } }
}
public struct Ad: JSONMappable, Sendable {
  public init(json: JSON) throws {}
  public func encode(into builder: inout JSON.Builder) { builder.appendObject { _ in } }
}
public final class TweetCell: UITableViewCell, ConfigurableCell, ModelHeight {
  public private(set) var shown: Tweet?
  public func configure(with tweet: Tweet) { shown = tweet }
  public static func height(for tweet: Tweet, width: CGFloat) -> CGFloat { 88 }
}
public struct Photo: Identifiable, Equatable, Sendable {
  public let id: Int
  public init(id: Int) { self.id = id }
}
public final class PhotoCell: UICollectionViewCell, ConfigurableCell {
  public func configure(with photo: Photo) {}
}
public struct TitleUnit: ComposingUnit, Equatable {
  public typealias Cell = PhotoCell
  public let title: String
  public init(title: String) { self.title = title }
  public var identifier: String { title }
  @MainActor public func configure(_ cell: PhotoCell) {}
}
public typealias PriceUnit = TitleUnit
extension TitleUnit { public init(price: Decimal) { self.init(title: "\(price)") } }
public struct Listing: Sendable {
  public let title = "Flat"
  public let price: Decimal? = 100
  public let photos: [Photo] = []
}
public let listing = Listing()
public let data = Data(#"{"id": 1, "text": "hi"}"#.utf8)
public let arrayData = Data(#"[{"id": 1, "text": "hi"}]"#.utf8)
public let url = URL(fileURLWithPath: "/tmp/tweet.json")
public let json: JSON = ["id": 1]
nonisolated(unsafe) public let legacyDictionary: [String: Any] = [:]
public let tweet = try! Tweet(json: ["id": 1, "text": "hi"])
public let tweets = [tweet]
public let oldTweets = [tweet]
public let newTweets = [Tweet]()
@MainActor public let tableView = UITableView(frame: .zero, style: .plain)
@MainActor public let collectionView = UICollectionView(
  frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
@MainActor public let registry = CellRegistry()
public func fetchNextPage() {}

// Docs/Testing.md
public let body = Data()
public let fixture: JSON = [:]
public let model = tweet
public let user = User()
public enum FeedScreen {
  @MainActor public static func makeRegistry() throws -> CellRegistry { CellRegistry() }
}
public let shortTweet = tweet
public let longTweet = tweet
public struct Banner: Sendable { public init() {} }
public final class BannerCell: UITableViewCell, ConfigurableCell {
  public func configure(with banner: Banner) {}
}
public let banner = Banner()
public let ad = try! Ad(json: [:])
public let photo = Photo(id: 1)
public struct Post: Identifiable, Hashable, Sendable {
  public let id: Int
  public init(id: Int) { self.id = id }
  public var slug: String { "post-\(id)" }
  public var likes: Int { 0 }
  public var imageURL: URL { URL(fileURLWithPath: "/tmp/\(id).jpg") }
  public var title: String { "Post \(id)" }
}
public let a = Post(id: 1)
public let b = Post(id: 2)
public let c = Post(id: 3)
public let d = Post(id: 4)
public let old = [a, b, c]
public let new = [c, a, d]
public let oldSections = [ChangesetSection(id: 0, elements: old)]
public let newSections = [ChangesetSection(id: 0, elements: new)]
public let myUpdate = BatchUpdate()

// Docs/Cells.md
extension Bundle {
  /// What SwiftPM generates for a target with resources.
  nonisolated(unsafe) public static let module = Bundle.main
}
public final class AdCell: UITableViewCell, ConfigurableCell {
  public func configure(with ad: Ad) {}
}
public struct Day: Sendable {
  public let date: Date
  public init(date: Date) { self.date = date }
}
public final class DayHeader: UITableViewHeaderFooterView, ConfigurableCell {
  public func configure(with day: Day) {}
}
public let indexPath = IndexPath(indexes: [0, 0])
public let today = Date()
public let todaysTweets = [tweet]
public let olderTweets = [tweet]
public let page = [tweet]

// Docs/Compose.md
public final class PriceCell: UICollectionViewCell, Reusable {
  public let label = UILabel()
}
public final class LabelCell: UICollectionViewCell, Reusable {
  public let label = UILabel()
}
/// A unit that shows one line of text; the page's units (`BadgeUnit()`, `PhotoUnit(photo:)`...)
/// are this with another identity.
public struct TextUnit: ComposingUnit, Equatable, Sendable {
  public let identifier: String
  public init(_ identifier: String) { self.identifier = identifier }
  @MainActor public func configure(_ cell: LabelCell) { cell.label.text = identifier }
}
public func BadgeUnit() -> TextUnit { TextUnit("badge") }
public func AskForPriceUnit() -> TextUnit { TextUnit("ask-for-price") }
public func HouseUnit(_ listing: Listing) -> TextUnit { TextUnit("house") }
public func ApartmentUnit(_ listing: Listing) -> TextUnit { TextUnit("apartment") }
public func PhotoUnit(photo: Photo) -> TextUnit { TextUnit("photo-\(photo.id)") }
public func AgentUnit(_ agent: Agent) -> TextUnit { TextUnit("agent") }
public func MapUnit(_ location: Location) -> TextUnit { TextUnit("map") }
public func SectionTitleUnit(_ title: String) -> TextUnit { TextUnit("title-\(title)") }
public struct Agent: Sendable { public init() {} }
public struct Location: Sendable { public init() {} }
public enum ListingKind: Sendable { case house, apartment }
extension Listing {
  public var isFeatured: Bool { true }
  public var kind: ListingKind { .house }
  public var location: Location { Location() }
}
public let agent = Agent()
public let optionalBanner: TextUnit? = nil
public let title = "Flat"
public let photos = [photo]
public let price: Decimal = 1_250
public struct Router: Sendable {
  public func showPriceHistory() {}
}
public let router = Router()
public struct Logger: Sendable {
  public func warning(_ message: String) {}
}
public let logger = Logger()
@MainActor public let container = ComposingContainer(host: collectionView, layout: .grid(columns: 2))

// Docs/ModernLists.md
public struct Story: Identifiable, Hashable, Sendable {
  public let id: Int
}
public final class StoryCell: UICollectionViewCell, Reusable {
  public func show(_ story: Story) {}
}
public final class PostCell: UICollectionViewCell, Reusable {
  public func show(_ post: Post) {}
}
public final class PostListCell: UICollectionViewListCell, ConfigurableCell {
  public func configure(with post: Post) {}
}
public struct PostUnit: ComposingUnit, Equatable, Sendable {
  public let post: Post
  public init(post: Post) { self.post = post }
  public var identifier: Post.ID { post.id }
  @MainActor public func configure(_ cell: PostCell) { cell.show(post) }
}
public struct PostRow: View {
  public let post: Post
  public init(post: Post) { self.post = post }
  public var body: some View { EmptyView() }
}
public final class ImageLoader: Sendable {
  public static let shared = ImageLoader()
  public func load(_ url: URL) {}
  public func cancel(_ url: URL) {}
}
@MainActor public final class FeedLoader {
  public static let shared = FeedLoader()
  public func postWillShow(_ id: Post.ID) {}
}
public enum Section: Hashable, Sendable { case main }
@MainActor public final class TweetStore {
  public func tweet(_ id: Tweet.ID) -> Tweet? { nil }
}
@MainActor public let store = TweetStore()
@MainActor public var dataSource: UICollectionViewDiffableDataSource<Section, Tweet.ID>!
public let posts = [Post(id: 1)]
public let postsByID = [1: Post(id: 1)]
