import Foundation

// Cell and supplementary registrations (iOS 14+). UIKit registers a registration's view class
// (or nib) with the collection view the first time it is dequeued; the stand-in does the same
// under a private reuse identifier per registration. As UIKit since iOS 15, dequeuing with a
// registration that was created while the collection view was asking for a cell (inside
// `collectionView(_:cellForItemAt:)` or a diffable cell provider) raises; the stand-in records
// UIKit's message in `_standInFailures`.

extension UICollectionView {
  /// `struct CellRegistration<Cell, Item> where Cell : UICollectionViewCell` (iOS 14.0+, tvOS 14.0+)
  // /documentation/uikit/uicollectionview/cellregistration
  @available(iOS 14.0, tvOS 14.0, *)
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    /// `typealias Handler = (Cell, IndexPath, Item) -> Void`
    // /documentation/uikit/uicollectionview/cellregistration/handler
    public typealias Handler = (Cell, IndexPath, Item) -> Void

    let handler: Handler
    let nib: UINib?
    let _standInIdentifier = "CellRegistration." + UUID().uuidString
    /// Made while a collection view was asking for a cell (UIKit raises when it is dequeued).
    let _standInMadeInsideRequest = _StandInRequests.shared.isAnswering

    /// `init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler)`
    // /documentation/uikit/uicollectionview/cellregistration/init(handler:)
    public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {
      self.handler = handler
      self.nib = nil
    }

    /// `init(cellNib: UINib, handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler)`
    /// (iOS 14.0+, tvOS 14.0+; visionOS 1.0–1.0 on the page)
    // /documentation/uikit/uicollectionview/cellregistration/init(cellnib:handler:)
    public init(cellNib: UINib, handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {
      self.handler = handler
      self.nib = cellNib
    }
  }

  /// `struct SupplementaryRegistration<Supplementary> where Supplementary : UICollectionReusableView` (iOS 14.0+, tvOS 14.0+)
  // /documentation/uikit/uicollectionview/supplementaryregistration
  @available(iOS 14.0, tvOS 14.0, *)
  public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
    /// `typealias Handler = (Supplementary, String, IndexPath) -> Void`
    // /documentation/uikit/uicollectionview/supplementaryregistration/handler
    public typealias Handler = (Supplementary, String, IndexPath) -> Void

    let elementKind: String
    let handler: Handler
    let _standInIdentifier = "SupplementaryRegistration." + UUID().uuidString
    /// Made while a collection view was asking for a view (UIKit raises when it is dequeued).
    let _standInMadeInsideRequest = _StandInRequests.shared.isAnswering

    /// `init(elementKind: String, handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler)`
    // /documentation/uikit/uicollectionview/supplementaryregistration/init(elementkind:handler:)
    public init(
      elementKind: String, handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler
    ) {
      self.elementKind = elementKind
      self.handler = handler
    }
  }

  /// `@MainActor @preconcurrency func dequeueConfiguredReusableCell<Cell, Item>(using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell where Cell : UICollectionViewCell`
  /// (iOS 14.0+, tvOS 14.0+). The handler runs when `item` is not `nil`.
  // /documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor @preconcurrency
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell where Cell: UICollectionViewCell {
    let id = registration._standInIdentifier
    if registration._standInMadeInsideRequest {
      _standInRaise(_StandInMessages.registrationInsideRequest("UICollectionViewCellRegistration \(id)"))
    }
    if !cells.isRegistered(id) {
      if let nib = registration.nib {
        register(nib, forCellWithReuseIdentifier: id)
      } else {
        register(Cell.self, forCellWithReuseIdentifier: id)
      }
    }
    guard let cell = dequeueReusableCell(withReuseIdentifier: id, for: indexPath) as? Cell else {
      fatalError(
        "stand-in: register a factory for \(Cell.self) with _StandInViewFactory (UIKit creates it through the Objective-C runtime)"
      )
    }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// `@MainActor @preconcurrency func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary where Supplementary : UICollectionReusableView`
  /// (iOS 14.0+, tvOS 14.0+)
  // /documentation/uikit/uicollectionview/dequeueconfiguredreusablesupplementary(using:for:)
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor @preconcurrency
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary where Supplementary: UICollectionReusableView {
    let id = registration._standInIdentifier
    if registration._standInMadeInsideRequest {
      _standInRaise(
        _StandInMessages.supplementaryRegistrationInsideRequest("UICollectionViewSupplementaryRegistration \(id)"))
    }
    if !supplementaryPool(registration.elementKind).isRegistered(id) {
      register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: id)
    }
    guard
      let view = dequeueReusableSupplementaryView(
        ofKind: registration.elementKind, withReuseIdentifier: id, for: indexPath) as? Supplementary
    else {
      fatalError("stand-in: register a factory for \(Supplementary.self) with _StandInViewFactory")
    }
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}
