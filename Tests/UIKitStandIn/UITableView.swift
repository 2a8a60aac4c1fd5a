import Foundation

/// `@MainActor class UITableView` (iOS 2.0+, tvOS, visionOS 1.0+; a `UIScrollView`), with a reuse queue that behaves as UIKit's.
/// Members named `_standIn…` are not UIKit: they drive a layout pass, finish animations and
/// expose what UIKit would have crashed on.
// /documentation/uikit/uitableview
@MainActor
open class UITableView: UIScrollView {
  /// `enum Style`, `Int` raw values as in UIKit (plain 0, grouped 1, insetGrouped 2).
  // /documentation/uikit/uitableview/style-swift.enum
  public enum Style: Int, Sendable {
    /// `case plain`
    // /documentation/uikit/uitableview/style-swift.enum/plain
    case plain = 0
    /// `case grouped`
    // /documentation/uikit/uitableview/style-swift.enum/grouped
    case grouped = 1
    /// `case insetGrouped`: iOS 13.0+, Mac Catalyst, visionOS; not tvOS.
    // /documentation/uikit/uitableview/style-swift.enum/insetgrouped
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    case insetGrouped = 2
  }

  /// `enum RowAnimation`, `Int` raw values as in UIKit (fade 0 … middle 6, automatic 100).
  // /documentation/uikit/uitableview/rowanimation
  public enum RowAnimation: Int, Sendable {
    /// `case fade`, `case right`, … `case middle`, `case automatic`
    // /documentation/uikit/uitableview/rowanimation/fade … /middle, /automatic
    case fade = 0, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// `class let automaticDimension: CGFloat` (iOS 5.0+)
  // /documentation/uikit/uitableview/automaticdimension
  public static let automaticDimension: CGFloat = -1

  /// `var style: UITableView.Style { get }`
  // /documentation/uikit/uitableview/style-swift.property
  open var style: UITableView.Style { _style }
  private let _style: UITableView.Style
  /// `weak var dataSource: (any UITableViewDataSource)? { get set }`
  // /documentation/uikit/uitableview/datasource
  weak open var dataSource: (any UITableViewDataSource)?
  /// `weak var delegate: (any UITableViewDelegate)? { get set }`
  // /documentation/uikit/uitableview/delegate
  weak open var delegate: (any UITableViewDelegate)?
  /// `@MainActor weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? { get set }`
  /// (iOS 10.0+, tvOS 10.0+; copy of Apple's page, apple-docs-for-rag
  /// `UIKit/md/uikit-uitableview-prefetchdatasource.md`)
  // /documentation/uikit/uitableview/prefetchdatasource
  @available(iOS 10.0, tvOS 10.0, *)
  weak open var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
  /// `var separatorInset: UIEdgeInsets { get set }` (iOS 7.0+, not tvOS): "The default inset of
  /// cell separators." The stand-in's default is `.zero` (Apple's page gives none).
  // /documentation/uikit/uitableview/separatorinset
  @available(tvOS, unavailable)
  open var separatorInset = UIEdgeInsets.zero
  /// `var rowHeight: CGFloat { get set }`
  // /documentation/uikit/uitableview/rowheight
  open var rowHeight: CGFloat = UITableView.automaticDimension
  /// `var sectionHeaderHeight: CGFloat { get set }`
  // /documentation/uikit/uitableview/sectionheaderheight
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// `var sectionFooterHeight: CGFloat { get set }`
  // /documentation/uikit/uitableview/sectionfooterheight
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// `var estimatedRowHeight: CGFloat { get set }` (iOS 7.0+)
  // /documentation/uikit/uitableview/estimatedrowheight
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

  let cells = _ReusePool()
  let headerFooters = _ReusePool()
  var visible: [IndexPath: UITableViewCell] = [:]
  var cachedCounts: [Int]?
  var pendingBatch: _BatchOperations?
  var pendingCompletions: [(Bool) -> Void] = []
  /// The cells dequeued while the data source answers a request; `nil` outside one.
  var requestDequeues: Int?

  /// Not UIKit: how many cells the data source dequeued for each cell request, in order. UIKit's
  /// table view does not raise on more than one (iOS 18's check is the collection view's), but
  /// Bricks keeps to one dequeue per request for tables too, and tests check it here.
  public private(set) var _standInDequeuesPerRequest: [Int] = []

  /// Not UIKit: what UIKit would have raised `NSInternalInconsistencyException` for.
  public private(set) var _standInFailures: [String] = []
  /// Not UIKit: every update operation, in order ("reloadData", "insertRows [[0, 1]]", …).
  public private(set) var _standInOperations: [String] = []
  /// Not UIKit: the row heights the last layout pass used.
  public private(set) var _standInRowHeights: [IndexPath: CGFloat] = [:]
  /// Not UIKit: the header views the last layout pass showed.
  public private(set) var _standInHeaderViews: [Int: UIView] = [:]
  /// Not UIKit: the header titles the last layout pass showed.
  public private(set) var _standInHeaderTitles: [Int: String] = [:]

  /// `init(frame: CGRect, style: UITableView.Style)` (iOS 2.0+)
  // /documentation/uikit/uitableview/init(frame:style:)
  public init(frame: CGRect, style: UITableView.Style) {
    _style = style
    super.init(frame: frame)
  }

  /// `init?(coder: NSCoder)` (iOS 2.0+); `required` because UIView adopts NSCoding (see UIView).
  // /documentation/uikit/uitableview/init(coder:)
  public required init?(coder: NSCoder) {
    _style = .plain
    super.init(coder: coder)
  }

  /// `init(frame: CGRect)`, inherited from UIView (style `.plain`).
  // /documentation/uikit/uiview/init(frame:)
  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  // MARK: Registering

  /// `func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)` (iOS 6.0+)
  // /documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    if let cellClass, !(cellClass is UITableViewCell.Type) {
      _standInFailures.append("must pass a class of kind UITableViewCell")
      return
    }
    cells.register(cellClass.map { .viewClass($0) }, for: identifier)
  }

  /// `func register(_ nib: UINib?, forCellReuseIdentifier identifier: String)` (iOS 5.0+;
  /// deprecated in visionOS 1.0)
  // /documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-5q6bo
  @available(visionOS, deprecated: 1.0)
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    cells.register(nib.map { .nib($0) }, for: identifier)
  }

  /// `func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String)` (iOS 6.0+)
  // /documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:)-20ybb
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    if let aClass, !(aClass is UITableViewHeaderFooterView.Type) {
      _standInFailures.append("must pass a class of kind UITableViewHeaderFooterView")
      return
    }
    headerFooters.register(aClass.map { .viewClass($0) }, for: identifier)
  }

  /// `func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String)` (iOS 6.0+;
  /// deprecated in visionOS 1.0)
  // /documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:)-1rgvc
  @available(visionOS, deprecated: 1.0)
  open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooters.register(nib.map { .nib($0) }, for: identifier)
  }

  // MARK: Dequeuing

  func create(_ viewClass: AnyClass, _ identifier: String) -> UIView? {
    guard let view = _StandInViewFactory.make(viewClass, reuseIdentifier: identifier) else {
      _standInFailures.append(_StandInViewFactory.missing(viewClass))
      return nil
    }
    return view
  }

  /// `func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell?` (iOS 2.0+)
  // /documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    guard let (view, reused) = cells.dequeue(identifier, create: { create($0, identifier) }),
      let cell = view as? UITableViewCell
    else { return nil }
    cell._reuseIdentifier = identifier
    if reused { cell.prepareForReuse() }
    if requestDequeues != nil { requestDequeues! += 1 }
    return cell
  }

  /// `func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell` (iOS 6.0+).
  /// UIKit raises for an unregistered identifier; the stand-in records the message and returns
  /// a plain cell.
  // /documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      _standInFailures.append(
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
      )
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    return cell
  }

  /// `func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView?` (iOS 6.0+)
  // /documentation/uikit/uitableview/dequeuereusableheaderfooterview(withidentifier:)
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
    guard let (view, reused) = headerFooters.dequeue(identifier, create: { create($0, identifier) }),
      let header = view as? UITableViewHeaderFooterView
    else { return nil }
    header._reuseIdentifier = identifier
    if reused { header.prepareForReuse() }
    return header
  }

  // MARK: Reading

  /// `var numberOfSections: Int { get }`
  // /documentation/uikit/uitableview/numberofsections
  open var numberOfSections: Int { counts().count }

  /// `func numberOfRows(inSection section: Int) -> Int`
  // /documentation/uikit/uitableview/numberofrows(insection:)
  open func numberOfRows(inSection section: Int) -> Int {
    let c = counts()
    return section < c.count ? c[section] : 0
  }

  /// `func cellForRow(at indexPath: IndexPath) -> UITableViewCell?`
  // /documentation/uikit/uitableview/cellforrow(at:)
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visible[indexPath] }

  /// `var visibleCells: [UITableViewCell] { get }`
  // /documentation/uikit/uitableview/visiblecells
  open var visibleCells: [UITableViewCell] { visible.keys.sorted().compactMap { visible[$0] } }

  /// `var indexPathsForVisibleRows: [IndexPath]? { get }`
  // /documentation/uikit/uitableview/indexpathsforvisiblerows
  open var indexPathsForVisibleRows: [IndexPath]? { visible.keys.sorted() }

  func counts() -> [Int] {
    if let cachedCounts { return cachedCounts }
    let c = queryCounts()
    cachedCounts = c
    return c
  }

  func queryCounts() -> [Int] {
    guard let dataSource else { return [] }
    return (0..<dataSource.numberOfSections(in: self)).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
  }

  // MARK: Updating

  /// `func reloadData()` (iOS 2.0+)
  // /documentation/uikit/uitableview/reloaddata()
  open func reloadData() {
    if diffableOwned("reloadData") { return }
    _standInOperations.append("reloadData")
    endDisplayingAll()
    cachedCounts = nil
  }

  /// `func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil)`
  /// (iOS 11.0+, tvOS 11.0+). As in UIKit, `completion` does not run inside this call: it runs
  /// when the animations end, which tests say with ``_standInFinishAnimations(interrupted:)``.
  // /documentation/uikit/uitableview/performbatchupdates(_:completion:)
  @available(iOS 11.0, tvOS 11.0, *)
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
    if let violation = batch.violation(before: before, after: after, noun: "row", container: "table view") {
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
    _standInFailures.append(_StandInMessages.diffableMutation("UITableView", operation))
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

  /// `func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)`
  // /documentation/uikit/uitableview/insertsections(_:with:)
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    record("insertSections \(Array(sections))") { $0.insertedSections.formUnion(sections) }
  }
  /// `func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)`
  // /documentation/uikit/uitableview/deletesections(_:with:)
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    record("deleteSections \(Array(sections))") { $0.deletedSections.formUnion(sections) }
  }
  /// `func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)` (iOS 3.0+)
  // /documentation/uikit/uitableview/reloadsections(_:with:)
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    record("reloadSections \(Array(sections))") { $0.reloadedSections.formUnion(sections) }
  }
  /// `func moveSection(_ section: Int, toSection newSection: Int)` (iOS 5.0+)
  // /documentation/uikit/uitableview/movesection(_:tosection:)
  open func moveSection(_ section: Int, toSection newSection: Int) {
    record("moveSection \(section) -> \(newSection)") { $0.movedSections.append((section, newSection)) }
  }
  /// `func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)`
  // /documentation/uikit/uitableview/insertrows(at:with:)
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record("insertRows \(indexPaths.map { Array($0) })") { $0.inserted += indexPaths }
  }
  /// `func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)`
  // /documentation/uikit/uitableview/deleterows(at:with:)
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record("deleteRows \(indexPaths.map { Array($0) })") { $0.deleted += indexPaths }
  }
  /// `func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)` (iOS 3.0+)
  // /documentation/uikit/uitableview/reloadrows(at:with:)
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record("reloadRows \(indexPaths.map { Array($0) })") { $0.reloaded += indexPaths }
  }
  /// `func reconfigureRows(at indexPaths: [IndexPath])` (iOS 15.0+, tvOS 15.0+): configures the
  /// existing cells again. Outside a batch, as Bricks calls it, the paths are the current ones.
  // /documentation/uikit/uitableview/reconfigurerows(at:)
  @available(iOS 15.0, tvOS 15.0, *)
  open func reconfigureRows(at indexPaths: [IndexPath]) {
    if diffableOwned("reconfigureRows") { return }
    _standInOperations.append("reconfigureRows \(indexPaths.map { Array($0) })")
    let current = counts()
    for p in indexPaths where !(p.count == 2 && p[0] < current.count && p[1] < current[p[0]]) {
      _standInFailures.append(
        "attempt to reconfigure row \(Array(p)), which does not exist (\(current) rows per section)")
    }
  }
  /// `func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath)` (iOS 5.0+)
  // /documentation/uikit/uitableview/moverow(at:to:)
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record("moveRow \(Array(indexPath)) -> \(Array(newIndexPath))") { $0.moved.append((indexPath, newIndexPath)) }
  }

  // MARK: Stand-in layout

  func endDisplayingAll() {
    for path in visible.keys.sorted() { _standInEndDisplayingRow(at: path) }
    _standInHeaderViews.removeAll()
  }

  /// Not UIKit: a layout pass as UIKit runs it after `reloadData()`: asks the data source and
  /// delegate for sections, heights, header views and titles, and a cell per row (at most
  /// `maxRows`), calling `willDisplay` for each.
  public func _standInLayout(maxRows: Int = 200) {
    let c = counts()
    var shown = 0
    for section in c.indices {
      if let view = delegate?.tableView(self, viewForHeaderInSection: section) {
        _standInHeaderViews[section] = view
      } else if let title = dataSource?.tableView(self, titleForHeaderInSection: section) {
        _standInHeaderTitles[section] = title
      }
      _ = delegate?.tableView(self, heightForHeaderInSection: section)
      for row in 0..<c[section] where shown < maxRows {
        let path = IndexPath(row: row, section: section)
        shown += 1
        _standInRowHeights[path] = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        guard visible[path] == nil, let cell = _standInRequestCell(at: path) else { continue }
        visible[path] = cell
        delegate?.tableView(self, willDisplay: cell, forRowAt: path)
      }
    }
  }

  /// Not UIKit: UIKit asks the data source for the cell at `indexPath` (a request: the cells
  /// dequeued while answering it are counted in ``_standInDequeuesPerRequest``).
  public func _standInRequestCell(at indexPath: IndexPath) -> UITableViewCell? {
    guard let dataSource else { return nil }
    requestDequeues = 0
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    _standInDequeuesPerRequest.append(requestDequeues ?? 0)
    requestDequeues = nil
    return cell
  }

  /// Not UIKit: scrolls the row at `indexPath` off screen: `didEndDisplaying`, then the cell
  /// joins its reuse queue.
  public func _standInEndDisplayingRow(at indexPath: IndexPath) {
    guard let cell = visible.removeValue(forKey: indexPath) else { return }
    delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    if let id = cell.reuseIdentifier { cells.enqueue(cell, identifier: id) }
  }

  /// Not UIKit: a tap on the row at `indexPath`.
  public func _standInSelectRow(at indexPath: IndexPath) {
    delegate?.tableView(self, didSelectRowAt: indexPath)
  }
}
