import Foundation

/// `UITableView`, with a reuse queue that behaves as UIKit's. Members named `_standIn…` are not
/// UIKit: they drive a layout pass and expose what UIKit would have crashed on.
@MainActor
open class UITableView: UIScrollView {
  /// UIKit: `UITableView.Style`.
  public enum Style: Int, Sendable {
    case plain = 0
    case grouped = 1
    case insetGrouped = 2
  }

  /// UIKit: `UITableView.RowAnimation`.
  public enum RowAnimation: Int, Sendable {
    case fade = 0, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// UIKit: `class let automaticDimension: CGFloat`.
  public static let automaticDimension: CGFloat = -1

  /// UIKit: `open var style: UITableView.Style { get }`.
  open var style: UITableView.Style { _style }
  private let _style: UITableView.Style
  /// UIKit: `weak open var dataSource: (any UITableViewDataSource)?`.
  weak open var dataSource: (any UITableViewDataSource)?
  /// UIKit: `weak open var delegate: (any UITableViewDelegate)?`.
  weak open var delegate: (any UITableViewDelegate)?
  /// UIKit: `open var rowHeight: CGFloat`.
  open var rowHeight: CGFloat = UITableView.automaticDimension
  /// UIKit: `open var sectionHeaderHeight: CGFloat`.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// UIKit: `open var sectionFooterHeight: CGFloat`.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// UIKit: `open var estimatedRowHeight: CGFloat`.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

  let cells = _ReusePool()
  let headerFooters = _ReusePool()
  var visible: [IndexPath: UITableViewCell] = [:]
  var cachedCounts: [Int]?
  var pendingBatch: _BatchOperations?

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

  /// UIKit: `public init(frame: CGRect, style: UITableView.Style)`.
  public init(frame: CGRect, style: UITableView.Style) {
    _style = style
    super.init(frame: frame)
  }

  /// UIKit: `public required init?(coder: NSCoder)`.
  public required init?(coder: NSCoder) {
    _style = .plain
    super.init(coder: coder)
  }

  /// UIKit: `public override convenience init(frame: CGRect)` (style `.plain`).
  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  // MARK: Registering

  /// UIKit: `open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)`.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    if let cellClass, !(cellClass is UITableViewCell.Type) {
      _standInFailures.append("must pass a class of kind UITableViewCell")
      return
    }
    cells.register(cellClass.map { .viewClass($0) }, for: identifier)
  }

  /// UIKit: `open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String)`.
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    cells.register(nib.map { .nib($0) }, for: identifier)
  }

  /// UIKit: `open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String)`.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    if let aClass, !(aClass is UITableViewHeaderFooterView.Type) {
      _standInFailures.append("must pass a class of kind UITableViewHeaderFooterView")
      return
    }
    headerFooters.register(aClass.map { .viewClass($0) }, for: identifier)
  }

  /// UIKit: `open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String)`.
  open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooters.register(nib.map { .nib($0) }, for: identifier)
  }

  // MARK: Dequeuing

  /// UIKit: `open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell?`.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    guard let (view, reused) = cells.dequeue(identifier, create: { ($0 as? UITableViewCell.Type)?.init(style: .default, reuseIdentifier: identifier) }),
      let cell = view as? UITableViewCell
    else { return nil }
    cell._reuseIdentifier = identifier
    if reused { cell.prepareForReuse() }
    return cell
  }

  /// UIKit: `open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell`.
  /// UIKit raises for an unregistered identifier; the stand-in records the message and returns
  /// a plain cell.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      _standInFailures.append("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    return cell
  }

  /// UIKit: `open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView?`.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
    guard let (view, reused) = headerFooters.dequeue(identifier, create: { ($0 as? UITableViewHeaderFooterView.Type)?.init(reuseIdentifier: identifier) }),
      let header = view as? UITableViewHeaderFooterView
    else { return nil }
    header._reuseIdentifier = identifier
    if reused { header.prepareForReuse() }
    return header
  }

  // MARK: Reading

  /// UIKit: `open var numberOfSections: Int { get }`.
  open var numberOfSections: Int { counts().count }

  /// UIKit: `open func numberOfRows(inSection section: Int) -> Int`.
  open func numberOfRows(inSection section: Int) -> Int {
    let c = counts()
    return section < c.count ? c[section] : 0
  }

  /// UIKit: `open func cellForRow(at indexPath: IndexPath) -> UITableViewCell?`.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visible[indexPath] }

  /// UIKit: `open var visibleCells: [UITableViewCell] { get }`.
  open var visibleCells: [UITableViewCell] { visible.keys.sorted().compactMap { visible[$0] } }

  /// UIKit: `open var indexPathsForVisibleRows: [IndexPath]? { get }`.
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
    if let violation = batch.violation(before: before, after: after, noun: "row", container: "table view") {
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

  /// UIKit: `open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)`.
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    record("insertSections \(Array(sections))") { $0.insertedSections.formUnion(sections) }
  }
  /// UIKit: `open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)`.
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    record("deleteSections \(Array(sections))") { $0.deletedSections.formUnion(sections) }
  }
  /// UIKit: `open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)`.
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    record("reloadSections \(Array(sections))") { $0.reloadedSections.formUnion(sections) }
  }
  /// UIKit: `open func moveSection(_ section: Int, toSection newSection: Int)`.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    record("moveSection \(section) -> \(newSection)") { $0.movedSections.append((section, newSection)) }
  }
  /// UIKit: `open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)`.
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record("insertRows \(indexPaths.map { Array($0) })") { $0.inserted += indexPaths }
  }
  /// UIKit: `open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)`.
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record("deleteRows \(indexPaths.map { Array($0) })") { $0.deleted += indexPaths }
  }
  /// UIKit: `open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)`.
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record("reloadRows \(indexPaths.map { Array($0) })") { $0.reloaded += indexPaths }
  }
  /// UIKit: `open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath)`.
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
        guard visible[path] == nil, let cell = dataSource?.tableView(self, cellForRowAt: path) else { continue }
        visible[path] = cell
        delegate?.tableView(self, willDisplay: cell, forRowAt: path)
      }
    }
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
