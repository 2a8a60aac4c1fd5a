#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
// SwiftUI cells bound through the registry (CellRegistry+SwiftUI.swift), run against the UIKit and
// SwiftUI stand-ins by scripts/check-uikit.sh; the stand-ins' `_standIn…` members read back what
// UIKit and SwiftUI were given.
import BricksCells
import SwiftUI
import Testing
import UIKit

struct Post: Hashable {
  var id: Int
  var title: String
}

struct Comment: Hashable {
  var id: Int
}

/// A SwiftUI row; `Body` is a `Color` so that the stand-in's builder accepts it.
struct PostRow: View {
  var post: Post
  var style: String = "row"
  var body: Color { Color.blue }
}

struct CommentRow: View {
  var comment: Comment
  var body: Color { Color.red }
}

/// The app's store of posts by id, which a cell provider reads.
@MainActor
final class PostStore {
  var byID: [Int: Post]
  init(_ byID: [Int: Post]) { self.byID = byID }
}

@MainActor
func installSwiftUICellFactories() {
  installStandInFactories()
  _StandInViewFactory.register(SwiftUITableCell<Post>.self) {
    SwiftUITableCell<Post>(style: .default, reuseIdentifier: $0)
  }
  _StandInViewFactory.register(SwiftUITableCell<Comment>.self) {
    SwiftUITableCell<Comment>(style: .default, reuseIdentifier: $0)
  }
  _StandInViewFactory.register(SwiftUICollectionCell<Post>.self) { _ in SwiftUICollectionCell<Post>(frame: .zero) }
}

/// The hosting configuration a cell shows, as the stand-in records it.
@MainActor
func shownPost(_ cell: AnyObject?) -> PostRow? {
  let configuration =
    (cell as? UITableViewCell)?.contentConfiguration ?? (cell as? UICollectionViewCell)?.contentConfiguration
  return (configuration as? UIHostingConfiguration<PostRow, EmptyView>)?._standInContent
    ?? (configuration as? UIHostingConfiguration<PostRow, Color>)?._standInContent
}

@Suite("SwiftUI cells bound through the registry")
@MainActor
struct SwiftUICellRegistryTests {
  init() { installSwiftUICellFactories() }

  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)

  @Test("two model types dequeue their own SwiftUI cell class, reuse identifier and view")
  func twoModelTypes() throws {
    let registry = CellRegistry()
    try registry.register(Post.self, on: .table) { post in PostRow(post: post) }
    try registry.register(Comment.self, on: .table) { comment in CommentRow(comment: comment) }
    let post = try registry.dequeueCell(for: Post(id: 1, title: "a"), at: IndexPath(row: 0, section: 0), on: table)
    let comment = try registry.dequeueCell(for: Comment(id: 7), at: IndexPath(row: 1, section: 0), on: table)

    let postCell = try #require(post as? SwiftUITableCell<Post>)
    let commentCell = try #require(comment as? SwiftUITableCell<Comment>)
    #expect(postCell.reuseIdentifier == "BricksCells.SwiftUITableCell<UIKitAdapterTests.Post>")
    #expect(commentCell.reuseIdentifier == "BricksCells.SwiftUITableCell<UIKitAdapterTests.Comment>")
    #expect(try registry.reuseIdentifier(for: Post.self) != registry.reuseIdentifier(for: Comment.self))
    #expect(shownPost(postCell)?.post == Post(id: 1, title: "a"))
    let commentConfiguration = commentCell.contentConfiguration as? UIHostingConfiguration<CommentRow, EmptyView>
    #expect(commentConfiguration?._standInContent.comment == Comment(id: 7))
    #expect(table._standInFailures.isEmpty)
  }

  @Test("the configuration carries the margins, background and minimum size of the registration")
  func options() throws {
    let registry = CellRegistry()
    try registry.register(
      Post.self, on: .table, margins: EdgeInsets(top: 8, leading: 16, bottom: 4, trailing: 12), background: .red,
      minimumHeight: 0
    ) { post in PostRow(post: post) }
    let cell = try registry.dequeueCell(for: Post(id: 1, title: "a"), at: IndexPath(row: 0, section: 0), on: table)
    let configuration = try #require(
      (cell as? UITableViewCell)?.contentConfiguration as? UIHostingConfiguration<PostRow, Color>,
      "a background makes UIHostingConfiguration<Content, Color>")
    #expect(configuration._standInContent.post.id == 1)
    #expect(configuration._standInBackground == .red)
    #expect(configuration._standInMargins == [.top: 8, .leading: 16, .bottom: 4, .trailing: 12])
    #expect(configuration._standInMinWidth == nil)
    #expect(configuration._standInMinHeight == 0)
  }

  @Test("without options the configuration keeps the system's margins, background and minimum size")
  func noOptions() throws {
    let registry = CellRegistry()
    try registry.register(Post.self, on: .table) { post in PostRow(post: post) }
    let cell = try registry.dequeueCell(for: Post(id: 1, title: "a"), at: IndexPath(row: 0, section: 0), on: table)
    let configuration = try #require(
      (cell as? UITableViewCell)?.contentConfiguration as? UIHostingConfiguration<PostRow, EmptyView>)
    #expect(configuration._standInMargins.isEmpty)
    #expect(configuration._standInBackground == nil)
    #expect(configuration._standInMinWidth == nil && configuration._standInMinHeight == nil)
  }

  @Test("a table data source shows SwiftUI rows self-sized, and a reused cell shows the next post")
  func tableDataSourceAndReuse() throws {
    let registry = CellRegistry()
    try registry.register(Post.self, on: .table, estimatedHeight: 60) { post in PostRow(post: post) }
    let posts = (0..<3).map { Post(id: $0, title: "p\($0)") }
    let (table, _) = makeTable([ListSection(items: posts)], registry: registry)
    table._standInLayout()
    for row in 0..<3 {
      let path = IndexPath(row: row, section: 0)
      #expect(shownPost(table.cellForRow(at: path))?.post == posts[row])
      #expect(table._standInRowHeights[path] == UITableView.automaticDimension)
    }
    #expect(try registry.height(for: posts[0], width: 320) == nil)
    #expect(try registry.estimatedHeight(for: posts[0], in: DimensionContext(containerSize: table.bounds.size)) == 60)

    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    table._standInEndDisplayingRow(at: IndexPath(row: 0, section: 0))
    let next = Post(id: 9, title: "next")
    let again = try registry.dequeueCell(for: next, at: IndexPath(row: 3, section: 0), on: table)
    let reused = again === first  // (an `===` inside #expect crashes Swift 6.3.1's SILGen here)
    #expect(reused)
    #expect(shownPost(again)?.post == next)
    #expect(table._standInFailures.isEmpty)
  }

  @Test("two registries binding one model type to different views share the reuse pool, each showing its own view")
  func twoRegistriesOnePool() throws {
    let plain = CellRegistry(), fancy = CellRegistry()
    try plain.register(Post.self, on: .table) { post in PostRow(post: post) }
    try fancy.register(Post.self, on: .table, background: .blue) { post in PostRow(post: post, style: "fancy") }
    let post = Post(id: 1, title: "a")
    let (table, _) = makeTable([ListSection(items: [post])], registry: plain)
    table._standInLayout()
    fancy.registerAll(on: table)  // before the cell is queued: registering again empties a queue, as in UIKit
    let a = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(shownPost(a)?.style == "row")
    table._standInEndDisplayingRow(at: IndexPath(row: 0, section: 0))
    let b = try fancy.dequeueCell(for: post, at: IndexPath(row: 0, section: 0), on: table)
    let shared = b === a  // one class, one identifier, one pool
    #expect(shared)
    #expect(shownPost(b)?.style == "fancy")
    #expect(
      ((b as? UITableViewCell)?.contentConfiguration as? UIHostingConfiguration<PostRow, Color>)?._standInBackground
        == .blue)
    #expect(table._standInFailures.isEmpty)
  }

  @Test("registering a model type again replaces its view; binding it to another cell is an error")
  func registeringAgain() throws {
    let registry = CellRegistry()
    try registry.register(Post.self, on: .table) { post in PostRow(post: post) }
    try registry.register(Post.self, on: .table) { post in PostRow(post: post, style: "second") }
    let cell = try registry.dequeueCell(for: Post(id: 1, title: "a"), at: IndexPath(row: 0, section: 0), on: table)
    #expect(shownPost(cell)?.style == "second")
    #expect(registry.registeredModelTypes.count == 1)

    let error = #expect(throws: CellError.self) {
      try registry.register(Post.self, on: .collection) { post in PostRow(post: post) }
    }
    #expect(error?.code == .duplicateModel)
    #expect(
      error?.message
        == "model Post is already bound to SwiftUITableCell; cannot bind it to SwiftUICollectionCell too. Use one cell per model type (wrap the model in a distinct type to show it differently) or a new CellRegistry"
    )
    let uikit = CellRegistry()
    try uikit.register(TweetCell.self)
    #expect(throws: CellError.self) { try uikit.register(Tweet.self, on: .table) { _ in Color.red } }
  }

  @Test("a model typed Any dequeues its SwiftUI cell by its dynamic type")
  func anyModel() throws {
    let registry = CellRegistry()
    try registry.register(Post.self, on: .table) { post in PostRow(post: post) }
    let model: Any = Post(id: 4, title: "any")
    let cell = try registry.dequeueCell(for: model, at: IndexPath(row: 0, section: 0), on: table)
    #expect(shownPost(cell)?.post.id == 4)
  }

  @Test("a diffable data source's cell provider from the registry shows SwiftUI items, and reconfigures them")
  func diffableCellProvider() async throws {
    let registry = CellRegistry()
    try registry.register(Post.self, on: .collection) { post in PostRow(post: post) }
    let posts = PostStore([1: Post(id: 1, title: "a"), 2: Post(id: 2, title: "b")])
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    var errors: [any Error] = []
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(
      collectionView: collection,
      cellProvider: registry.cellProvider(model: { id in posts.byID[id] }, onError: { errors.append($0) }))
    keptAlive.append(dataSource)
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2])
    await dataSource.apply(snapshot, animatingDifferences: false)
    let cell = try #require(collection._standInRequestCell(at: IndexPath(item: 1, section: 0)))
    #expect(cell is SwiftUICollectionCell<Post>)
    #expect(shownPost(cell)?.post.title == "b")

    posts.byID[2] = Post(id: 2, title: "b2")
    snapshot.reconfigureItems([2])
    await dataSource.apply(snapshot, animatingDifferences: false)
    #expect(shownPost(collection._standInRequestCell(at: IndexPath(item: 1, section: 0)))?.post.title == "b2")
    #expect(errors.isEmpty)
    #expect(collection._standInFailures.isEmpty)
  }

  @Test("a collection data source shows SwiftUI items; their size is the layout's (self-sizing)")
  func collectionDataSource() throws {
    let registry = CellRegistry()
    try registry.register(Post.self, on: .collection) { post in PostRow(post: post) }
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    let posts = (0..<2).map { Post(id: $0, title: "p\($0)") }
    let source = CollectionViewDataSource(
      list: ListDataSource(registry: registry, sections: [ListSection(items: posts)]))
    var errors: [CellError] = []
    source.list.onError = { errors.append($0) }
    source.attach(to: collection)
    keptAlive.append(source)
    collection._standInLayout()
    for item in 0..<2 {
      let cell = collection.cellForItem(at: IndexPath(item: item, section: 0))
      #expect(cell is SwiftUICollectionCell<Post>)
      #expect(shownPost(cell)?.post == posts[item])
    }
    #expect(try registry.size(for: posts[0], in: DimensionContext(containerSize: collection.bounds.size)) == nil)
    #expect(errors.isEmpty)
    #expect(collection._standInFailures.isEmpty)
  }

  @Test("the table cell provider from the registry dequeues SwiftUI rows")
  func tableCellProvider() throws {
    let registry = CellRegistry()
    try registry.register(Post.self, on: .table) { post in PostRow(post: post) }
    let provider: (UITableView, IndexPath, Post) -> UITableViewCell? = registry.cellProvider()
    let cell = provider(table, IndexPath(row: 0, section: 0), Post(id: 3, title: "c"))
    #expect(cell is SwiftUITableCell<Post>)
    #expect(shownPost(cell)?.post.id == 3)
  }

  @Test("a cell registration from CollectionCellRegistrations configures through the registry's binding, made once")
  func cellRegistration() throws {
    let registry = CellRegistry()
    try registry.register(Post.self, on: .collection, margins: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) {
      post in PostRow(post: post)
    }
    let registrations = CollectionCellRegistrations()
    let registration = registrations.swiftUICell(for: Post.self, in: registry)
    _ = registrations.swiftUICell(for: Post.self, in: registry)
    #expect(registrations.cache.creations == 1)
    // The plain registration of the same class is another one (its handler has no content).
    _ = registrations.cell(SwiftUICollectionCell<Post>.self)
    #expect(registrations.cache.creations == 2)

    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    let cell = collection.dequeueConfiguredReusableCell(
      using: registration, for: IndexPath(item: 0, section: 0), item: Post(id: 5, title: "e"))
    #expect(shownPost(cell)?.post.id == 5)
    #expect((cell.contentConfiguration as? UIHostingConfiguration<PostRow, EmptyView>)?._standInMargins[.leading] == 2)
    #expect(collection._standInFailures.isEmpty)
  }

  @Test("a cell registration for a model the registry does not bind reports the error and shows nothing")
  func cellRegistrationUnbound() throws {
    var errors: [CellError] = []
    let registration = CollectionCellRegistrations().swiftUICell(for: Post.self, in: CellRegistry()) {
      errors.append($0 as! CellError)
    }
    let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let cell = collection.dequeueConfiguredReusableCell(
      using: registration, for: IndexPath(item: 0, section: 0), item: Post(id: 5, title: "e"))
    #expect(cell.contentConfiguration == nil)
    #expect(errors.map(\.code) == [.noCellForModel])
  }

  @Test("a SwiftUI cell without content shows nothing; given content, it shows the model")
  func cellWithoutContent() {
    let cell = SwiftUICollectionCell<Post>(frame: .zero)
    cell.configure(with: Post(id: 1, title: "a"))
    #expect(cell.contentConfiguration == nil)
    cell.content = HostingCellContent(minimumWidth: 10) { post in PostRow(post: post) }
    cell.configure(with: Post(id: 2, title: "b"))
    #expect(shownPost(cell)?.post.id == 2)
    #expect((cell.contentConfiguration as? UIHostingConfiguration<PostRow, EmptyView>)?._standInMinWidth == 10)
  }
}
#endif
