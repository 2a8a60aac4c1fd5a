/// A batch update in UIKit's own terms: plain section and item indexes, as they are passed to
/// `performBatchUpdates` (`deleteSections`, `insertSections`, `moveSection`, `deleteItems`,
/// `insertItems`, `reloadItems`, `moveItem`), and the `reconfigureItems` call made right after
/// the batch.
///
/// This module is a test oracle: its replay knows nothing of Bricks (it imports nothing), so a bug
/// in Bricks' own vocabulary (`Changeset`, `BatchUpdate`, BricksTesting's checker) cannot hide in
/// it. The property tests and the changeset fuzzer translate a `Changeset` into this form
/// (`UIKitBatch+Changeset.swift`, one call for one operation) and replay it.
public struct UIKitBatch: Sendable, CustomStringConvertible {
  /// Sections deleted, by old index.
  public var deletedSections: [Int]
  /// Sections inserted, by new index.
  public var insertedSections: [Int]
  /// Sections moved, old index to new index.
  public var movedSections: [(from: Int, to: Int)]
  /// Items deleted, by old path.
  public var deletedItems: [ItemPath]
  /// Items inserted, by new path.
  public var insertedItems: [ItemPath]
  /// Items reloaded, by old path (UIKit asks the data source for them again at their new path).
  public var reloadedItems: [ItemPath]
  /// Items moved, old path to new path (UIKit keeps the cell: it is not configured again).
  public var movedItems: [(from: ItemPath, to: ItemPath)]
  /// Items reconfigured right after the batch, by new path (UIKit configures the cell that is
  /// there again, from the data source: it shows new content and stays the same cell).
  public var reconfiguredItems: [ItemPath]

  /// Creates a batch update.
  public init(
    deletedSections: [Int] = [], insertedSections: [Int] = [], movedSections: [(from: Int, to: Int)] = [],
    deletedItems: [ItemPath] = [], insertedItems: [ItemPath] = [], reloadedItems: [ItemPath] = [],
    movedItems: [(from: ItemPath, to: ItemPath)] = [], reconfiguredItems: [ItemPath] = []
  ) {
    self.deletedSections = deletedSections
    self.insertedSections = insertedSections
    self.movedSections = movedSections
    self.deletedItems = deletedItems
    self.insertedItems = insertedItems
    self.reloadedItems = reloadedItems
    self.movedItems = movedItems
    self.reconfiguredItems = reconfiguredItems
  }

  /// Every non-empty list, e.g. `deleteSections [1]; moveItem [0, 2] -> [1, 0]`.
  public var description: String {
    var parts: [String] = []
    if !deletedSections.isEmpty { parts.append("deleteSections \(deletedSections)") }
    if !insertedSections.isEmpty { parts.append("insertSections \(insertedSections)") }
    if !movedSections.isEmpty {
      parts.append("moveSection " + movedSections.map { "\($0.from) -> \($0.to)" }.joined(separator: ", "))
    }
    if !deletedItems.isEmpty { parts.append("deleteItems \(deletedItems)") }
    if !insertedItems.isEmpty { parts.append("insertItems \(insertedItems)") }
    if !reloadedItems.isEmpty { parts.append("reloadItems \(reloadedItems)") }
    if !movedItems.isEmpty {
      parts.append("moveItem " + movedItems.map { "\($0.from) -> \($0.to)" }.joined(separator: ", "))
    }
    if !reconfiguredItems.isEmpty { parts.append("then reconfigureItems \(reconfiguredItems)") }
    return parts.isEmpty ? "(empty)" : parts.joined(separator: "; ")
  }
}

/// A section and item index, as UIKit's `IndexPath(item:section:)`.
public struct ItemPath: Hashable, Sendable, CustomStringConvertible {
  /// The section index.
  public var section: Int
  /// The item (row) index inside the section.
  public var item: Int

  /// Creates a path to `item` in `section`.
  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// `[section, item]`, as UIKit prints index paths.
  public var description: String { "[\(section), \(item)]" }
}

/// What a list view shows in one section: the section's identity (what its header stands for) and
/// the element each cell was configured with.
public struct ShownSection<ID: Equatable, Element: Equatable>: Equatable {
  /// The section's identity.
  public var id: ID
  /// The elements, in display order.
  public var elements: [Element]

  /// Creates a section.
  public init(id: ID, elements: [Element]) {
    self.id = id
    self.elements = elements
  }
}
