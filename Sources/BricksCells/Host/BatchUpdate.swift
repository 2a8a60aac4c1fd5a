import Foundation

/// A move from one index (section number or index path) to another.
public struct Move<Index: Hashable & Sendable>: Hashable, Sendable {
  /// The index before the update.
  public var from: Index
  /// The index after the update.
  public var to: Index
  /// Creates a move.
  public init(from: Index, to: Index) {
    self.from = from
    self.to = to
  }
}

/// One batch of changes to a host's sections and items, as UIKit's `performBatchUpdates`
/// takes them.
///
/// Deletes, reloads and move sources use indexes **before** the update; inserts, move
/// destinations and reconfigures use indexes **after** it. Index paths are `[section, item]`.
/// ``violations(before:after:)`` lists every broken rule of UIKit's, and
/// ``validate(before:after:)`` turns them into a ``CellError`` instead of an
/// `NSInternalInconsistencyException`.
///
/// Reconfigured items (``reconfiguredItems``, iOS 15+) keep their cell and are configured again
/// with the new data: no cross-fade, selection and running animations survive. Apple's pages for
/// `reconfigureItems(at:)` / `reconfigureRows(at:)` do not say whether, inside
/// `performBatchUpdates`, those index paths are read before or after the batch's deletes,
/// inserts and moves, so hosts never call them inside the batch: they call them right after
/// `performBatchUpdates` returns, when the view's indexes are the new ones. That is why
/// reconfigures are **new** index paths, and why a moved item may be reconfigured too.
public struct BatchUpdate: Hashable, Sendable, CustomStringConvertible {
  /// Sections removed (old indexes).
  public var deletedSections: IndexSet
  /// Sections added (new indexes).
  public var insertedSections: IndexSet
  /// Sections whose every item is replaced (old indexes).
  public var reloadedSections: IndexSet
  /// Sections moved as a whole.
  public var movedSections: [Move<Int>]
  /// Items removed (old index paths).
  public var deletedItems: [IndexPath]
  /// Items added (new index paths).
  public var insertedItems: [IndexPath]
  /// Items redrawn in place (old index paths).
  public var reloadedItems: [IndexPath]
  /// Items moved, possibly across sections.
  public var movedItems: [Move<IndexPath>]
  /// Items whose cell is configured again with new data, keeping the cell (new index paths;
  /// applied after the batch, see above).
  public var reconfiguredItems: [IndexPath]

  /// Creates a batch; every part defaults to empty.
  public init(
    deletedSections: IndexSet = [], insertedSections: IndexSet = [], reloadedSections: IndexSet = [],
    movedSections: [Move<Int>] = [], deletedItems: [IndexPath] = [], insertedItems: [IndexPath] = [],
    reloadedItems: [IndexPath] = [], movedItems: [Move<IndexPath>] = [], reconfiguredItems: [IndexPath] = []
  ) {
    self.deletedSections = deletedSections
    self.insertedSections = insertedSections
    self.reloadedSections = reloadedSections
    self.movedSections = movedSections
    self.deletedItems = deletedItems
    self.insertedItems = insertedItems
    self.reloadedItems = reloadedItems
    self.movedItems = movedItems
    self.reconfiguredItems = reconfiguredItems
  }

  /// True when the batch changes nothing.
  public var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
      && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
      && reconfiguredItems.isEmpty
  }

  /// The number of operations, section and item ones together.
  public var changeCount: Int {
    deletedSections.count + insertedSections.count + reloadedSections.count + movedSections.count
      + deletedItems.count + insertedItems.count + reloadedItems.count + movedItems.count + reconfiguredItems.count
  }

  /// A compact summary, e.g. `batch(insert items [0, 3]; delete sections 2)`.
  public var description: String {
    var parts: [String] = []
    func add(_ label: String, _ values: [String]) {
      if !values.isEmpty { parts.append("\(label) \(values.joined(separator: ", "))") }
    }
    add("delete sections", deletedSections.map(String.init))
    add("insert sections", insertedSections.map(String.init))
    add("reload sections", reloadedSections.map(String.init))
    add("move sections", movedSections.map { "\($0.from)->\($0.to)" })
    add("delete items", deletedItems.map { "\(Array($0))" })
    add("insert items", insertedItems.map { "\(Array($0))" })
    add("reload items", reloadedItems.map { "\(Array($0))" })
    add("move items", movedItems.map { "\(Array($0.from))->\(Array($0.to))" })
    add("reconfigure items", reconfiguredItems.map { "\(Array($0))" })
    return "batch(" + parts.joined(separator: "; ") + ")"
  }
}
