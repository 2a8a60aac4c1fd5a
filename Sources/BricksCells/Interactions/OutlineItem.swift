import Foundation

/// One node of an outline: a model, its identity, and the models nested under it.
///
/// ```swift
/// OutlineItem(folder, children: folder.notes.map { OutlineItem($0) })
/// ```
/// A parent row shows a disclosure control and expands to its children
/// (`NSDiffableDataSourceSectionSnapshot` on a collection, indented rows on a table).
public struct OutlineItem {
  /// The model shown by the node's row.
  public var item: Any
  /// The node's identity, unique in its outline.
  public var id: AnyHashable
  /// The nodes nested under this one.
  public var children: [OutlineItem]
  /// Whether the node starts expanded the first time it appears (later, its expansion is what
  /// the user left it as).
  public var initiallyExpanded: Bool

  /// Creates a node for an `Identifiable` model.
  public init<Model: Identifiable>(_ model: Model, children: [OutlineItem] = [], initiallyExpanded: Bool = false) {
    self.init(model, id: AnyHashable(model.id), children: children, initiallyExpanded: initiallyExpanded)
  }

  /// Creates a node for any model with the identity `id`.
  public init(_ item: Any, id: AnyHashable, children: [OutlineItem] = [], initiallyExpanded: Bool = false) {
    self.item = item
    self.id = id
    self.children = children
    self.initiallyExpanded = initiallyExpanded
  }
}

/// A row an outline shows: a node whose ancestors are all expanded.
public struct OutlineRow {
  /// The node's model.
  public var item: Any
  /// The node's identity.
  public var id: AnyHashable
  /// How deep the node is (0 for a root): the row's indentation level.
  public var level: Int
  /// Whether the node has children (and so a disclosure control).
  public var hasChildren: Bool
  /// Whether the node is expanded (its children show).
  public var isExpanded: Bool
  /// The identity of the node's parent, `nil` for a root.
  public var parent: AnyHashable?
}
