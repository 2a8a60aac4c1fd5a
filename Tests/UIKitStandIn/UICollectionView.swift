import Foundation

/// `UICollectionView`, with reuse queues that behave as UIKit's. Members named `_standIn…` are
/// not UIKit.
@MainActor
open class UICollectionView: UIScrollView {
  /// UIKit: `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Int, Sendable {
    case vertical = 0
    case horizontal = 1
  }

  /// UIKit: `class let elementKindSectionHeader: String`.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// UIKit: `class let elementKindSectionFooter: String`.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// UIKit: `open var collectionViewLayout: UICollectionViewLayout`.
  open var collectionViewLayout: UICollectionViewLayout
  /// UIKit: `weak open var dataSource: (any UICollectionViewDataSource)?`.
  weak open var dataSource: (any UICollectionViewDataSource)?
  /// UIKit: `weak open var delegate: (any UICollectionViewDelegate)?`.
  weak open var delegate: (any UICollectionViewDelegate)?

  let cells = _ReusePool()
  var supplementaries: [String: _ReusePool] = [:]
  var visible: [IndexPath: UICollectionViewCell] = [:]
  var cachedCounts: [Int]?
  var pendingBatch: _BatchOperations?

  /// Not UIKit: what UIKit would have raised `NSInternalInconsistencyException` for.
  public private(set) var _standInFailures: [String] = []
  /// Not UIKit: every update operation, in order.
  public private(set) var _standInOperations: [String] = []
  /// Not UIKit: the item sizes the last layout pass used.
  public private(set) var _standInItemSizes: [IndexPath: CGSize] = [:]
  /// Not UIKit: the header views the last layout pass showed.
  public private(set) var _standInHeaderViews: [Int: UICollectionReusableView] = [:]
  /// Not UIKit: the header sizes the last layout pass used.
  public private(set) var _standInHeaderSizes: [Int: CGSize] = [:]

  /// UIKit: `public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
  }

  /// UIKit: `public required init?(coder: NSCoder)`.
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  // MARK: Registering

  /// UIKit: `open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)`.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    if let cellClass, !(cellClass is UICollectionViewCell.Type) {
      _standInFailures.append("must pass a class of kind UICollectionViewCell")
      return
    }
    cells.register(cellClass.map { .viewClass($0) }, for: identifier)
  }

  /// UIKit: `open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String)`.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    cells.register(nib.map { .nib($0) }, for: identifier)
  }

  /// UIKit: `open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String)`.
  open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
    if let viewClass, !(viewClass is UICollectionReusableView.Type) {
      _standInFailures.append("must pass a class of kind UICollectionReusableView")
      return
    }
    supplementaryPool(elementKind).register(viewClass.map { .viewClass($0) }, for: identifier)
  }

  /// UIKit: `open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String)`.
  open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
    supplementaryPool(kind).register(nib.map { .nib($0) }, for: identifier)
  }

  func supplementaryPool(_ kind: String) -> _ReusePool {
    if let pool = supplementaries[kind] { return pool }
    let pool = _ReusePool()
    supplementaries[kind] = pool
    return pool
  }

  // MARK: Dequeuing

  /// UIKit: `open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell`.
  /// UIKit raises for an unregistered identifier; the stand-in records it and returns a plain cell.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
    guard let (view, reused) = cells.dequeue(identifier, create: { ($0 as? UICollectionViewCell.Type)?.init(frame: .zero) }),
      let cell = view as? UICollectionViewCell
    else {
      _standInFailures.append("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
      return UICollectionViewCell(frame: .zero)
    }
    cell._reuseIdentifier = identifier
    if reused { cell.prepareForReuse() }
    return cell
  }

  /// UIKit: `open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView`.
  open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
    guard let (view, reused) = supplementaryPool(elementKind).dequeue(identifier, create: { ($0 as? UICollectionReusableView.Type)?.init(frame: .zero) }),
      let reusable = view as? UICollectionReusableView
    else {
      _standInFailures.append("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
      return UICollectionReusableView(frame: .zero)
    }
    reusable._reuseIdentifier = identifier
    if reused { reusable.prepareForReuse() }
    return reusable
  }

  // MARK: Reading

  /// UIKit: `open var numberOfSections: Int { get }`.
  open var numberOfSections: Int { counts().count }

  /// UIKit: `open func numberOfItems(inSection section: Int) -> Int`.
  open func numberOfItems(inSection section: Int) -> Int {
    let c = counts()
    return section < c.count ? c[section] : 0
  }

  /// UIKit: `open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell?`.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visible[indexPath] }

  /// UIKit: `open var visibleCells: [UICollectionViewCell] { get }`.
  open var visibleCells: [UICollectionViewCell] { visible.keys.sorted().compactMap { visible[$0] } }

  func counts() -> [Int] {
    if let cachedCounts { return cachedCounts }
    let c = queryCounts()
    cachedCounts = c
    return c
  }

  func queryCounts() -> [Int] {
    guard let dataSource else { return [] }
    return (0..<dataSource.numberOfSections(in: self)).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
  }

  // MARK: Updating

  /// UIKit: `open func reloadData()`.
  open func reloadData() {
    _standInOperations.append("reloadData")
    endDisplayingAll()
    cachedCounts = nil
  }

  /// UIKit: `open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil)`.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    let before = counts()
    let outer = pendingBatch == nil
    if outer { pendingBatch = _BatchOperations() }
    updates?()
    guard outer, let batch = pendingBatch else { return }
    pendingBatch = nil
    let after = queryCounts()
    if let violation = batch.violation(before: before, after: after, noun: "item", container: "collection view") {
      _standInFailures.append(violation)
    }
    cachedCounts = after
    endDisplayingAll()
    completion?(true)
  }

  private func record(_ op: String, _ apply: (inout _BatchOperations) -> Void) {
    _standInOperations.append(op)
    if pendingBatch != nil {
      apply(&pendingBatch!)
    } else {
      withoutActuallyEscaping(apply) { apply in performBatchUpdates({ apply(&self.pendingBatch!) }, completion: nil) }
    }
  }

  /// UIKit: `open func insertSections(_ sections: IndexSet)`.
  open func insertSections(_ sections: IndexSet) { record("insertSections \(Array(sections))") { $0.insertedSections.formUnion(sections) } }
  /// UIKit: `open func deleteSections(_ sections: IndexSet)`.
  open func deleteSections(_ sections: IndexSet) { record("deleteSections \(Array(sections))") { $0.deletedSections.formUnion(sections) } }
  /// UIKit: `open func reloadSections(_ sections: IndexSet)`.
  open func reloadSections(_ sections: IndexSet) { record("reloadSections \(Array(sections))") { $0.reloadedSections.formUnion(sections) } }
  /// UIKit: `open func moveSection(_ section: Int, toSection newSection: Int)`.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    record("moveSection \(section) -> \(newSection)") { $0.movedSections.append((section, newSection)) }
  }
  /// UIKit: `open func insertItems(at indexPaths: [IndexPath])`.
  open func insertItems(at indexPaths: [IndexPath]) { record("insertItems \(indexPaths.map { Array($0) })") { $0.inserted += indexPaths } }
  /// UIKit: `open func deleteItems(at indexPaths: [IndexPath])`.
  open func deleteItems(at indexPaths: [IndexPath]) { record("deleteItems \(indexPaths.map { Array($0) })") { $0.deleted += indexPaths } }
  /// UIKit: `open func reloadItems(at indexPaths: [IndexPath])`.
  open func reloadItems(at indexPaths: [IndexPath]) { record("reloadItems \(indexPaths.map { Array($0) })") { $0.reloaded += indexPaths } }
  /// UIKit: `open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)`.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record("moveItem \(Array(indexPath)) -> \(Array(newIndexPath))") { $0.moved.append((indexPath, newIndexPath)) }
  }

  // MARK: Stand-in layout

  func endDisplayingAll() {
    for path in visible.keys.sorted() { _standInEndDisplayingItem(at: path) }
    _standInHeaderViews.removeAll()
  }

  /// Not UIKit: a flow layout pass: sizes, headers (when the header size is not zero) and a cell
  /// per item (at most `maxItems`), with `willDisplay` for each.
  public func _standInLayout(maxItems: Int = 200) {
    let c = counts()
    let flow = delegate as? UICollectionViewDelegateFlowLayout
    var shown = 0
    for section in c.indices {
      let headerSize = flow?.collectionView(self, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
        ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
      _standInHeaderSizes[section] = headerSize
      if headerSize != .zero, let dataSource {
        _standInHeaderViews[section] = dataSource.collectionView(self, viewForSupplementaryElementOfKind: Self.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
      }
      for item in 0..<c[section] where shown < maxItems {
        let path = IndexPath(item: item, section: section)
        shown += 1
        _standInItemSizes[path] = flow?.collectionView(self, layout: collectionViewLayout, sizeForItemAt: path)
          ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize
        guard visible[path] == nil, let cell = dataSource?.collectionView(self, cellForItemAt: path) else { continue }
        visible[path] = cell
        delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
      }
    }
  }

  /// Not UIKit: scrolls the item at `indexPath` off screen.
  public func _standInEndDisplayingItem(at indexPath: IndexPath) {
    guard let cell = visible.removeValue(forKey: indexPath) else { return }
    delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    if let id = cell.reuseIdentifier { cells.enqueue(cell, identifier: id) }
  }

  /// Not UIKit: a tap on the item at `indexPath`.
  public func _standInSelectItem(at indexPath: IndexPath) {
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }
}
