import Foundation

/// `@MainActor class UICollectionView` (iOS 6.0+, tvOS, visionOS 1.0+; a `UIScrollView`), with reuse queues that behave as UIKit's,
/// including iOS 18's rule that answering a request for a cell or supplementary view dequeues
/// exactly one view and returns it. Members named `_standIn…` are not UIKit.
// /documentation/uikit/uicollectionview
@MainActor
open class UICollectionView: UIScrollView {
  /// `enum ScrollDirection` (`Equatable`, `Hashable`, `RawRepresentable`, `Sendable`), `Int` raw
  /// values as in UIKit.
  // /documentation/uikit/uicollectionview/scrolldirection
  public enum ScrollDirection: Int, Sendable {
    /// `case vertical`
    // /documentation/uikit/uicollectionview/scrolldirection/vertical
    case vertical = 0
    /// `case horizontal`
    // /documentation/uikit/uicollectionview/scrolldirection/horizontal
    case horizontal = 1
  }

  /// `class let elementKindSectionHeader: String`
  // /documentation/uikit/uicollectionview/elementkindsectionheader
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// `class let elementKindSectionFooter: String` (iOS 6.0+)
  // /documentation/uikit/uicollectionview/elementkindsectionfooter
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// `var collectionViewLayout: UICollectionViewLayout { get set }`
  // /documentation/uikit/uicollectionview/collectionviewlayout
  open var collectionViewLayout: UICollectionViewLayout
  /// `weak var dataSource: (any UICollectionViewDataSource)? { get set }`
  // /documentation/uikit/uicollectionview/datasource
  weak open var dataSource: (any UICollectionViewDataSource)?
  /// `weak var delegate: (any UICollectionViewDelegate)? { get set }` (iOS 6.0+)
  // /documentation/uikit/uicollectionview/delegate
  weak open var delegate: (any UICollectionViewDelegate)?
  /// `@MainActor weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? { get set }`
  /// (iOS 10.0+, tvOS 10.0+; copy of Apple's page, apple-docs-for-rag
  /// `UIKit/md/uikit-uicollectionview-prefetchdatasource.md`)
  // /documentation/uikit/uicollectionview/prefetchdatasource
  @available(iOS 10.0, tvOS 10.0, *)
  weak open var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

  let cells = _ReusePool()
  var supplementaries: [String: _ReusePool] = [:]
  var visible: [IndexPath: UICollectionViewCell] = [:]
  var cachedCounts: [Int]?
  var pendingBatch: _BatchOperations?
  var pendingCompletions: [(Bool) -> Void] = []
  /// The views dequeued while the data source answers a request; `nil` outside one.
  var requestDequeues: [UICollectionReusableView]?
  /// Views dequeued outside any request (iOS 18 raises at the next layout pass).
  var strayDequeues: [UICollectionReusableView] = []

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

  /// `init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)`
  // /documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
  }

  /// `init?(coder: NSCoder)` (iOS 6.0+); `required` because UIView adopts NSCoding (see UIView).
  // /documentation/uikit/uicollectionview/init(coder:)
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  // MARK: Registering

  /// `func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)` (iOS 6.0+)
  // /documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-3vaho
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    if let cellClass, !(cellClass is UICollectionViewCell.Type) {
      _standInFailures.append("must pass a class of kind UICollectionViewCell")
      return
    }
    cells.register(cellClass.map { .viewClass($0) }, for: identifier)
  }

  /// `func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String)` (iOS 6.0+;
  /// deprecated in visionOS 1.0)
  // /documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-6z6t4
  @available(visionOS, deprecated: 1.0)
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    cells.register(nib.map { .nib($0) }, for: identifier)
  }

  /// `func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String)`
  /// (iOS 6.0+)
  // /documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-661io
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    if let viewClass, !(viewClass is UICollectionReusableView.Type) {
      _standInFailures.append("must pass a class of kind UICollectionReusableView")
      return
    }
    supplementaryPool(elementKind).register(viewClass.map { .viewClass($0) }, for: identifier)
  }

  /// `func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String)`
  /// (iOS 6.0+; deprecated in visionOS 1.0)
  // /documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-9hn73
  @available(visionOS, deprecated: 1.0)
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

  func create(_ viewClass: AnyClass, _ identifier: String) -> UIView? {
    guard let view = _StandInViewFactory.make(viewClass, reuseIdentifier: identifier) else {
      _standInFailures.append(_StandInViewFactory.missing(viewClass))
      return nil
    }
    return view
  }

  /// Every dequeued view belongs to the request being answered, or is a stray.
  func noteDequeue(_ view: UICollectionReusableView) {
    if requestDequeues != nil { requestDequeues!.append(view) } else { strayDequeues.append(view) }
  }

  /// `func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell`
  /// (iOS 6.0+). UIKit raises for an unregistered identifier; the stand-in records it and returns a plain cell.
  // /documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let (view, reused) = cells.dequeue(identifier, create: { create($0, identifier) }),
      let cell = view as? UICollectionViewCell
    else {
      _standInFailures.append(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
      )
      let cell = UICollectionViewCell(frame: .zero)
      noteDequeue(cell)
      return cell
    }
    cell._reuseIdentifier = identifier
    if reused { cell.prepareForReuse() }
    noteDequeue(cell)
    return cell
  }

  /// `func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView`
  /// (iOS 6.0+)
  // /documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let (view, reused) = supplementaryPool(elementKind).dequeue(identifier, create: { create($0, identifier) }),
      let reusable = view as? UICollectionReusableView
    else {
      _standInFailures.append(
        "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
      )
      let view = UICollectionReusableView(frame: .zero)
      noteDequeue(view)
      return view
    }
    reusable._reuseIdentifier = identifier
    if reused { reusable.prepareForReuse() }
    noteDequeue(reusable)
    return reusable
  }

  /// iOS 18's check, made after the data source answers a request: exactly one view dequeued,
  /// and it is the one returned.
  func answer<V: UICollectionReusableView>(_ ask: () -> V) -> V {
    requestDequeues = []
    _StandInRequests.shared.enter()
    let view = ask()
    _StandInRequests.shared.leave()
    let dequeued = requestDequeues ?? []
    requestDequeues = nil
    if dequeued.count != 1 || dequeued[0] !== view {
      _standInFailures.append(
        Self.oneDequeueViolation(dequeued.first { $0 !== view } ?? view, dequeued: dequeued.count))
    }
    return view
  }

  /// UIKit's message (iOS 18), with the offending view's class and how many views the request
  /// dequeued.
  static func oneDequeueViolation(_ view: UIView, dequeued: Int) -> String {
    "Expected dequeued view to be returned to the collection view in preparation for display. When the collection view's data source is asked to provide a view for a given index path, ensure that a single view is dequeued and returned to the collection view. Avoid dequeuing views without a request from the collection view. For retrieving an existing view in the collection view, use -[UICollectionView cellForItemAtIndexPath:] or -[UICollectionView supplementaryViewForElementKind:atIndexPath:]. Dequeued view: <\(type(of: view))> (\(dequeued) dequeued for this request)"
  }

  // MARK: Reading

  /// `var numberOfSections: Int { get }`
  // /documentation/uikit/uicollectionview/numberofsections
  open var numberOfSections: Int { counts().count }

  /// `func numberOfItems(inSection section: Int) -> Int`
  // /documentation/uikit/uicollectionview/numberofitems(insection:)
  open func numberOfItems(inSection section: Int) -> Int {
    let c = counts()
    return section < c.count ? c[section] : 0
  }

  /// `func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell?` (iOS 6.0+)
  // /documentation/uikit/uicollectionview/cellforitem(at:)
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visible[indexPath] }

  /// `var visibleCells: [UICollectionViewCell] { get }`
  // /documentation/uikit/uicollectionview/visiblecells
  open var visibleCells: [UICollectionViewCell] { visible.keys.sorted().compactMap { visible[$0] } }

  func counts() -> [Int] {
    if let cachedCounts { return cachedCounts }
    let c = queryCounts()
    cachedCounts = c
    return c
  }

  func queryCounts() -> [Int] {
    guard let dataSource else { return [] }
    return (0..<dataSource.numberOfSections(in: self)).map {
      dataSource.collectionView(self, numberOfItemsInSection: $0)
    }
  }

  // MARK: Updating

  /// `func reloadData()` (iOS 6.0+)
  // /documentation/uikit/uicollectionview/reloaddata()
  open func reloadData() {
    if diffableOwned("reloadData") { return }
    _standInOperations.append("reloadData")
    endDisplayingAll()
    cachedCounts = nil
  }

  /// `func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil)`.
  /// As in UIKit, `completion` does not run inside this call: it runs when the animations end,
  /// which tests say with ``_standInFinishAnimations(interrupted:)``.
  // /documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    if pendingBatch == nil, diffableOwned("performBatchUpdates") { return }
    let before = counts()
    let outer = pendingBatch == nil
    if outer { pendingBatch = _BatchOperations() }
    updates?()
    if let completion { pendingCompletions.append(completion) }
    guard outer, let batch = pendingBatch else { return }
    pendingBatch = nil
    let after = queryCounts()
    if let violation = batch.violation(before: before, after: after, noun: "item", container: "collection view") {
      _standInFailures.append(violation)
    }
    cachedCounts = after
    endDisplayingAll()
  }

  /// Not UIKit: the animations of every batch update so far end, and their completions run, in
  /// order, with `true`, or with `false` when `interrupted` (UIKit's `finished` flag).
  public func _standInFinishAnimations(interrupted: Bool = false) {
    let completions = pendingCompletions
    pendingCompletions.removeAll()
    for completion in completions { completion(!interrupted) }
  }

  /// Not UIKit: how many batch-update completions wait for their animations to end.
  public var _standInPendingCompletions: Int { pendingCompletions.count }

  /// Not UIKit: a diffable data source's completion, run with the batch-update completions when
  /// the animations end (UIKit calls it later, from the main queue, never inside `apply`).
  func _standInEnqueueCompletion(_ completion: @escaping () -> Void) {
    pendingCompletions.append { _ in completion() }
  }

  /// Not UIKit: what UIKit would have raised, recorded.
  func _standInRaise(_ message: String) { _standInFailures.append(message) }

  /// Not UIKit: a diffable data source shows a new snapshot (the view discards its cells and
  /// asks again at the next layout pass). Not one of the view's mutation APIs.
  func _standInDiffableReload() {
    _standInOperations.append("diffable apply")
    endDisplayingAll()
    cachedCounts = nil
  }

  /// UIKit raises when a view whose data source is a diffable data source is sent one of its
  /// own mutation APIs; the stand-in records the message and does nothing.
  func diffableOwned(_ operation: String) -> Bool {
    guard dataSource is _StandInDiffableDataSource else { return false }
    _standInFailures.append(_StandInMessages.diffableMutation("UICollectionView", operation))
    return true
  }

  private func record(_ op: String, _ apply: (inout _BatchOperations) -> Void) {
    _standInOperations.append(op)
    if pendingBatch != nil {
      apply(&pendingBatch!)
    } else {
      withoutActuallyEscaping(apply) { apply in performBatchUpdates({ apply(&self.pendingBatch!) }, completion: nil) }
    }
  }

  /// `func insertSections(_ sections: IndexSet)`
  // /documentation/uikit/uicollectionview/insertsections(_:)
  open func insertSections(_ sections: IndexSet) {
    record("insertSections \(Array(sections))") { $0.insertedSections.formUnion(sections) }
  }
  /// `func deleteSections(_ sections: IndexSet)`
  // /documentation/uikit/uicollectionview/deletesections(_:)
  open func deleteSections(_ sections: IndexSet) {
    record("deleteSections \(Array(sections))") { $0.deletedSections.formUnion(sections) }
  }
  /// `func reloadSections(_ sections: IndexSet)`
  // /documentation/uikit/uicollectionview/reloadsections(_:)
  open func reloadSections(_ sections: IndexSet) {
    record("reloadSections \(Array(sections))") { $0.reloadedSections.formUnion(sections) }
  }
  /// `func moveSection(_ section: Int, toSection newSection: Int)`
  // /documentation/uikit/uicollectionview/movesection(_:tosection:)
  open func moveSection(_ section: Int, toSection newSection: Int) {
    record("moveSection \(section) -> \(newSection)") { $0.movedSections.append((section, newSection)) }
  }
  /// `func insertItems(at indexPaths: [IndexPath])`
  // /documentation/uikit/uicollectionview/insertitems(at:)
  open func insertItems(at indexPaths: [IndexPath]) {
    record("insertItems \(indexPaths.map { Array($0) })") { $0.inserted += indexPaths }
  }
  /// `func deleteItems(at indexPaths: [IndexPath])`
  // /documentation/uikit/uicollectionview/deleteitems(at:)
  open func deleteItems(at indexPaths: [IndexPath]) {
    record("deleteItems \(indexPaths.map { Array($0) })") { $0.deleted += indexPaths }
  }
  /// `func reloadItems(at indexPaths: [IndexPath])`
  // /documentation/uikit/uicollectionview/reloaditems(at:)
  open func reloadItems(at indexPaths: [IndexPath]) {
    record("reloadItems \(indexPaths.map { Array($0) })") { $0.reloaded += indexPaths }
  }
  /// `func reconfigureItems(at indexPaths: [IndexPath])` (iOS 15.0+, tvOS 15.0+): configures the
  /// existing cells again. Outside a batch, as Bricks calls it, the paths are the current ones.
  // /documentation/uikit/uicollectionview/reconfigureitems(at:)
  @available(iOS 15.0, tvOS 15.0, *)
  open func reconfigureItems(at indexPaths: [IndexPath]) {
    if diffableOwned("reconfigureItems") { return }
    _standInOperations.append("reconfigureItems \(indexPaths.map { Array($0) })")
    let current = counts()
    for p in indexPaths where !(p.count == 2 && p[0] < current.count && p[1] < current[p[0]]) {
      _standInFailures.append(
        "attempt to reconfigure item \(Array(p)), which does not exist (\(current) items per section)")
    }
  }
  /// `func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)`
  // /documentation/uikit/uicollectionview/moveitem(at:to:)
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record("moveItem \(Array(indexPath)) -> \(Array(newIndexPath))") { $0.moved.append((indexPath, newIndexPath)) }
  }

  // MARK: Stand-in layout

  func endDisplayingAll() {
    for path in visible.keys.sorted() { _standInEndDisplayingItem(at: path) }
    _standInHeaderViews.removeAll()
  }

  /// Not UIKit: a flow layout pass: sizes, headers (when the header size is not zero) and a cell
  /// per item (at most `maxItems`), with `willDisplay` for each. Each cell and header is one
  /// request, checked as iOS 18 checks it (one view dequeued and returned); views dequeued
  /// outside any request since the last pass fail here, as iOS 18 raises at the next layout.
  public func _standInLayout(maxItems: Int = 200) {
    for view in strayDequeues { _standInFailures.append(Self.oneDequeueViolation(view, dequeued: 0)) }
    strayDequeues.removeAll()
    let c = counts()
    let flow = delegate as? UICollectionViewDelegateFlowLayout
    var shown = 0
    for section in c.indices {
      let headerSize =
        flow?.collectionView(self, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
        ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
      _standInHeaderSizes[section] = headerSize
      if headerSize != .zero, let dataSource {
        _standInHeaderViews[section] = answer {
          dataSource.collectionView(
            self, viewForSupplementaryElementOfKind: Self.elementKindSectionHeader,
            at: IndexPath(item: 0, section: section))
        }
      }
      for item in 0..<c[section] where shown < maxItems {
        let path = IndexPath(item: item, section: section)
        shown += 1
        _standInItemSizes[path] =
          flow?.collectionView(self, layout: collectionViewLayout, sizeForItemAt: path)
          ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize
        guard visible[path] == nil, let dataSource else { continue }
        let cell = answer { dataSource.collectionView(self, cellForItemAt: path) }
        visible[path] = cell
        delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
      }
    }
  }

  /// Not UIKit: UIKit asks the data source for the cell at `indexPath` (a request, checked as
  /// iOS 18 checks it) and returns it without displaying it.
  public func _standInRequestCell(at indexPath: IndexPath) -> UICollectionViewCell? {
    guard let dataSource else { return nil }
    return answer { dataSource.collectionView(self, cellForItemAt: indexPath) }
  }

  /// Not UIKit: UIKit asks the data source for the supplementary view of `kind` at `indexPath`
  /// (a request, checked as iOS 18 checks it).
  public func _standInRequestSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    guard let dataSource else { return nil }
    return answer { dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath) }
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
