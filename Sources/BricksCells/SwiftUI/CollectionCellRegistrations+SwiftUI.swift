// Type-checked and tested on Linux by scripts/check-uikit.sh (see HostingCellContent.swift for
// the platforms).
#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

@available(iOS 16.0, tvOS 16.0, *)
extension CollectionCellRegistrations {
  /// The `UICollectionView.CellRegistration` of the SwiftUI cell `registry` binds `model` to
  /// (`registry.register(model, on: .collection) { … }`), made the first time it is asked for;
  /// its handler configures the cell through `registry`'s binding, so it shows that
  /// registration's view, margins and background. Ask for it before the data source's first
  /// cell request and capture it in the provider: iOS 15 raises when a registration is first
  /// made inside a cell provider.
  ///
  /// ```swift
  /// let posts = registrations.swiftUICell(for: Post.self, in: registry)   // in viewDidLoad
  /// dataSource = UICollectionViewDiffableDataSource<Int, Post.ID>(collectionView: collectionView) {
  ///   [store] collectionView, indexPath, id in
  ///   collectionView.dequeueConfiguredReusableCell(using: posts, for: indexPath, item: store[id])
  /// }
  /// ```
  /// - Parameters:
  ///   - model: The model type, bound in `registry` with `on: .collection`.
  ///   - registry: The registry whose binding configures the cells (the first call's registry:
  ///     the registration is made once; use one `CollectionCellRegistrations` per registry).
  ///   - onError: Called when `model` is not bound to a SwiftUI collection cell in `registry`
  ///     (the cell then shows nothing).
  public func swiftUICell<Model>(
    for model: Model.Type, in registry: CellRegistry, onError: (@MainActor (any Error) -> Void)? = nil
  ) -> UICollectionView.CellRegistration<SwiftUICollectionCell<Model>, Model> {
    // Keyed apart from `cell(SwiftUICollectionCell<Model>.self)`, whose handler has no content.
    cache.registration(for: SwiftUIRegistrationKey<Model>.self) {
      UICollectionView.CellRegistration<SwiftUICollectionCell<Model>, Model> { [registry] cell, _, model in
        MainActor.assumeIsolated {
          do { try registry.configure(cell, with: model) } catch { onError?(error) }
        }
      }
    }
  }
}

/// The cache key of ``CollectionCellRegistrations/swiftUICell(for:in:onError:)``'s registrations.
enum SwiftUIRegistrationKey<Model> {}
#endif
