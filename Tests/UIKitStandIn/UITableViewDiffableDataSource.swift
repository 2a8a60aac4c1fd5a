import Foundation

/// `@MainActor @preconcurrency class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType> where SectionIdentifierType : Hashable, SectionIdentifierType : Sendable, ItemIdentifierType : Hashable, ItemIdentifierType : Sendable`
/// (iOS 13.0+, tvOS 13.0+; inherits from `NSObject`, conforms to `UITableViewDataSource`). It
/// "conforms to the UITableViewDataSource protocol and provides implementations for all of the
/// protocol's methods" (the page's overview); the stand-in answers them from the last snapshot
/// applied, at once (no animation), as the collection one does. Subclasses override
/// `tableView(_:titleForHeaderInSection:)` / `titleForFooterInSection` for section titles, the
/// way UIKit apps do.
// /documentation/uikit/uitableviewdiffabledatasource-2euir
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
  ItemIdentifierType: Sendable
{
  /// `typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?`
  /// (iOS 13.0+, tvOS 13.0+)
  // /documentation/uikit/uitableviewdiffabledatasource-2euir/cellprovider
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  /// `@MainActor @preconcurrency var defaultRowAnimation: UITableView.RowAnimation { get set }`
  /// (iOS 13.0+, tvOS 13.0+; "The default value of this property is
  /// UITableView.RowAnimation.automatic").
  // /documentation/uikit/uitableviewdiffabledatasource-2euir/defaultrowanimation
  @MainActor @preconcurrency
  public var defaultRowAnimation: UITableView.RowAnimation = .automatic

  let cellProvider: CellProvider
  weak var tableView: UITableView?
  var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// Not UIKit: every snapshot applied, in order, whether it animated, and the row animation
  /// (``defaultRowAnimation`` at the time) it used.
  public private(set) var _standInApplied:
    [(
      snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animated: Bool,
      rowAnimation: UITableView.RowAnimation
    )] = []

  /// `@MainActor @preconcurrency init(tableView: UITableView, cellProvider: @escaping UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider)`
  /// (iOS 13.0+, tvOS 13.0+). Connects the data source to `tableView` (its `dataSource`).
  // /documentation/uikit/uitableviewdiffabledatasource-2euir/init(tableview:cellprovider:)
  @MainActor @preconcurrency
  public init(
    tableView: UITableView,
    cellProvider: @escaping UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider
  ) {
    self.cellProvider = cellProvider
    self.tableView = tableView
    super.init()
    tableView.dataSource = self
  }

  /// `@MainActor @preconcurrency func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil)`
  /// (iOS 13.0+, tvOS 13.0+; copy of Apple's page in apple-docs-for-rag's snapshot copies).
  /// The stand-in shows the snapshot at once (the view and the snapshot switch together, as in UIKit) and
  /// calls `completion` when the animations end (``UITableView/_standInFinishAnimations(interrupted:)``), never inside `apply`.
  // /documentation/uikit/uitableviewdiffabledatasource-2euir/apply(_:animatingdifferences:completion:)
  @MainActor @preconcurrency
  public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    _standInApply(snapshot, animated: animatingDifferences, completion: completion)
  }

  /// `@MainActor @preconcurrency func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil)`
  /// (iOS 15.0+, tvOS 15.0+)
  // /documentation/uikit/uitableviewdiffabledatasource-2euir/applysnapshotusingreloaddata(_:completion:)
  @available(iOS 15.0, tvOS 15.0, *)
  @MainActor @preconcurrency
  public func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
  ) {
    _standInApply(snapshot, animated: false, completion: completion)
  }

  /// `@MainActor @preconcurrency func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>`
  /// (iOS 13.0+, tvOS 13.0+): the snapshot shown.
  // /documentation/uikit/uitableviewdiffabledatasource-2euir/snapshot()
  @MainActor @preconcurrency
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    var shown = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    shown.appendSections(current._sections)
    for section in current._sections { shown.appendItems(current._standInItems(in: section), toSection: section) }
    return shown  // UIKit's carries no pending reconfigure/reload marks
  }

  /// `@MainActor @preconcurrency func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType?`
  /// (iOS 13.0+, tvOS 13.0+)
  // /documentation/uikit/uitableviewdiffabledatasource-2euir/itemidentifier(for:)
  @MainActor @preconcurrency
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, current._sections.indices.contains(indexPath[0]) else { return nil }
    let items = current._standInItems(in: current._sections[indexPath[0]])
    return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
  }

  /// `func indexPath(for: ItemIdentifierType) -> IndexPath?` (iOS 13.0+, tvOS 13.0+; labels and
  /// types from the Topics list of the class page's copy, the parameter name and the
  /// `@MainActor @preconcurrency` every member of the class carries from the collection twin's
  /// page, `uicollectionviewdiffabledatasource-9tqpa/indexpath(for:)`)
  // /documentation/uikit/uitableviewdiffabledatasource-2euir/indexpath(for:)
  @MainActor @preconcurrency
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    for (s, section) in current._sections.enumerated() {
      if let row = current._standInItems(in: section).firstIndex(of: itemIdentifier) {
        return IndexPath(row: row, section: s)
      }
    }
    return nil
  }

  /// `func sectionIdentifier(for: Int) -> SectionIdentifierType?` (iOS 15.0+, tvOS 15.0+, as
  /// the Objective-C page `uitableviewdiffabledatasourcereference/sectionidentifier(for:)`,
  /// `func sectionIdentifier(for index: Int) -> Any?`, says; labels and types from the Topics
  /// list of the class page's copy, `@MainActor @preconcurrency` as the collection twin's page)
  // /documentation/uikit/uitableviewdiffabledatasource-2euir/sectionidentifier(for:)
  @available(iOS 15.0, tvOS 15.0, *)
  @MainActor @preconcurrency
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current._sections.indices.contains(index) ? current._sections[index] : nil
  }

  /// What UIKit does on every apply, and the exceptions it raises: the snapshot's own (duplicate
  /// identifiers, items with no section, reconfigure/reload of missing identifiers) and a call
  /// off the main queue. The completion runs when the animations end, as UIKit's does.
  func _standInApply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animated: Bool,
    completion: (() -> Void)?
  ) {
    current = snapshot
    _standInApplied.append((snapshot, animated, defaultRowAnimation))
    guard let view = tableView else { return }  // no view left to show it
    if !_StandInRequests.isOnMainQueue { view._standInRaise(_StandInMessages.applyOffMain) }
    for failure in snapshot._failures { view._standInRaise(failure) }
    view._standInDiffableReload()
    if let completion { view._standInEnqueueCompletion(completion) }
  }

  // MARK: UITableViewDataSource (implemented by UIKit's class)

  /// Answered from the current snapshot.
  open func numberOfSections(in tableView: UITableView) -> Int { current._sections.count }

  /// Answered from the current snapshot.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    current._sections.indices.contains(section) ? current._standInItems(in: current._sections[section]).count : 0
  }

  /// Asks the cell provider with the item identifier at `indexPath`; UIKit raises when it
  /// returns `nil`.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let item = itemIdentifier(for: indexPath) else {
      fatalError("UITableViewDiffableDataSource: no item at \(indexPath) in the snapshot (UIKit raises)")
    }
    guard let cell = cellProvider(tableView, indexPath, item) else {
      fatalError("UITableViewDiffableDataSource: the cell provider returned nil for \(indexPath) (UIKit raises)")
    }
    return cell
  }

  /// No title (UIKit's class answers `nil`); subclasses override it for section titles.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

  /// No title (UIKit's class answers `nil`); subclasses override it for section titles.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

  /// `tableView(_:canMoveRowAt:)` and `tableView(_:moveRowAt:to:)`, implemented by UIKit's class
  /// (declarations in Interactions+Protocols.swift): no row moves unless a subclass overrides
  /// them, as apps do to reorder.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  /// See `tableView(_:canMoveRowAt:)`.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
}

extension UITableViewDiffableDataSource: _StandInDiffableDataSource {}
