// The SwiftUI examples of Docs/ModernLists.md and of the SwiftUI files' doc comments, as an app
// would write them; scripts/check-uikit.sh type-checks this file against BricksCompose and the
// UIKit and SwiftUI stand-ins twice: as a Swift 6 package compiles it and as an Xcode 26 app
// target does (default isolation MainActor). Keep the marked blocks identical to the docs.
import BricksCells
import BricksCompose
import SwiftUI
import UIKit

// What the app defines (not in the docs).
struct Post: Hashable, Sendable, Identifiable {
  var id: Int
  var likes: Int
}

struct PostRow: View {
  var post: Post
  var body: some View { Color.blue }
}

final class PostCell: UICollectionViewCell, Reusable {}

struct PostUnit: ComposingUnit, Equatable {
  var post: Post
  var identifier: Int { post.id }
  func configure(_ cell: PostCell) {}
}

final class PostListCell: UICollectionViewListCell, ConfigurableCell {
  func configure(with post: Post) {}
}

struct User: Hashable {
  var id: Int
  var name: String
  var handle: String
}

@MainActor func hostingUnits(container: ComposingContainer, posts: [Post]) {
  // Docs/ModernLists.md, "SwiftUI cells and SwiftUI screens": begin
  container.update {
    for post in posts {
      if #available(iOS 16, tvOS 16, *) {
        HostingUnit(id: post.id, version: post.likes) { PostRow(post: post) }
          .margins(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
          .background(.blue)
          .minSize(height: 0)
      } else {
        PostUnit(post: post)
      }
    }
  }
  // end
}

@MainActor func swiftUICells(collectionView: UICollectionView, postsByID: [Post.ID: Post]) throws
  -> UICollectionViewDiffableDataSource<Int, Post.ID>
{
  // Docs/ModernLists.md, SwiftUI cells through the registry: begin
  let registry = CellRegistry()
  if #available(iOS 16, tvOS 16, *) {
    let margins = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    try registry.register(Post.self, on: .collection, margins: margins) { post in PostRow(post: post) }
  } else {
    try registry.register(PostListCell.self, for: Post.self)
  }
  let dataSource = UICollectionViewDiffableDataSource<Int, Post.ID>(
    collectionView: collectionView, cellProvider: registry.cellProvider { id in postsByID[id] })
  // end
  return dataSource
}

@MainActor func contentConfigurationUnit(container: ComposingContainer, user: User) {
  // Docs/ModernLists.md and ContentConfigurationUnit.swift: begin
  var row = UIListContentConfiguration.subtitleCell()
  row.text = user.name
  row.secondaryText = user.handle
  container.update {
    ContentConfigurationUnit(id: user.id, version: user, configuration: row)
  }
  // end
}

// Docs/ModernLists.md and BricksList.swift: begin
struct FeedScreen: View {
  var posts: [Post]
  var body: some View {
    BricksList {
      UnitSection(id: "posts") { for post in posts { PostUnit(post: post) } }.layout(.list(spacing: 1))
    }
  }
}
// end
