// Type-checked on Linux by scripts/check-uikit.sh against the UIKit and SwiftUI stand-ins.
// Platforms: iOS and tvOS 15+ (UIViewRepresentable is iOS 13.0+/tvOS 13.0+, the diffable
// adapter iOS 15), Mac Catalyst, visionOS; not macOS (no UIKit: the guard is false) nor watchOS
// (no UIViewRepresentable).
#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import BricksCells
import SwiftUI
import UIKit

/// A SwiftUI view that shows units in a `UICollectionView` driven by a ``ComposingContainer`` and
/// a diffable data source: UIKit list performance (cell reuse, prefetching, compositional
/// layout) in a screen written in SwiftUI.
///
/// ```swift
/// struct FeedScreen: View {
///   var posts: [Post]
///   var body: some View {
///     BricksList {
///       UnitSection(id: "posts") { for post in posts { PostUnit(post: post) } }.layout(.list(spacing: 1))
///     }
///   }
/// }
/// ```
/// Every SwiftUI update builds the sections again; when their identities or contents changed,
/// they are applied as one snapshot (content changes reconfigured, nothing else reloaded),
/// animated unless `animated` is `false`; otherwise nothing is applied. The collection view's
/// delegate is the adapter's (selection, display events, prefetching reach the units).
public struct BricksList: UIViewRepresentable {
  let sections: [UnitSection]
  let animated: Bool
  var options = BricksListOptions()

  /// A list of the sections `content` builds.
  public init(animated: Bool = true, @SectionsBuilder content: () -> [UnitSection]) {
    self.sections = content()
    self.animated = animated
  }

  /// Holds the container and the diffable adapter for the view's lifetime.
  @MainActor public final class Coordinator {
    var container: ComposingContainer?
    var adapter: ComposingDiffableCollectionAdapter?
    var interactions: BricksListInteractions?
  }

  public func makeCoordinator() -> Coordinator { Coordinator() }

  public func makeUIView(context: Context) -> UICollectionView {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let container = ComposingContainer(host: collectionView)
    collectionView.collectionViewLayout = container.compositionalLayout()
    context.coordinator.container = container
    context.coordinator.adapter = ComposingDiffableCollectionAdapter(
      container: container, collectionView: collectionView)
    context.coordinator.interactions = options.install(
      on: collectionView, container: container, adapter: context.coordinator.adapter!)
    container.setSections(sections, animated: false)
    return collectionView
  }

  public func updateUIView(_ collectionView: UICollectionView, context: Context) {
    context.coordinator.interactions?.update(options)
    guard let container = context.coordinator.container, !container.keepIfUnchanged(sections) else { return }
    container.setSections(sections, animated: animated)
  }
}
#endif
