import Foundation

/// The expansion state of an outline section, kept across updates: the app gives the tree, the
/// user expands and collapses, and each new tree keeps what the user expanded.
///
/// ```swift
/// let outline = Outline()
/// try outline.setRoots(folders.map { OutlineItem($0, children: $0.notes.map { OutlineItem($0) }) })
/// outline.toggle(folder.id)
/// dataSource.setSections([ListSection(items: outline.rows.map(\.item))])
/// ```
/// A node that stays in the tree keeps its expansion wherever it moves; a node that leaves the
/// tree is forgotten (if it comes back, it starts as ``OutlineItem/initiallyExpanded`` says);
/// a new node starts as ``OutlineItem/initiallyExpanded`` says. On a collection, ``expanded``
/// is what an `NSDiffableDataSourceSectionSnapshot` of the tree expands, and the user's
/// disclosure taps come back through ``setExpanded(_:_:)``; on a table the rows are ``rows``,
/// indented by their ``OutlineRow/level``.
@MainActor
public final class Outline {
  /// The tree, as last given.
  public private(set) var roots: [OutlineItem] = []
  /// The identities of the expanded nodes (only nodes in the tree with children, or expanded
  /// before their children arrive).
  public private(set) var expanded: Set<AnyHashable> = []
  /// The rows shown: every node whose ancestors are expanded, depth first.
  public private(set) var rows: [OutlineRow] = []
  var known: Set<AnyHashable> = []

  /// Creates an empty outline.
  public init() {}

  /// Shows a new tree, keeping the expansion of every node still in it.
  /// - Throws: ``InteractionError`` `duplicateOutlineItem` when an identity appears twice
  ///   (naming it and both positions), leaving the outline unchanged.
  /// - Complexity: O(n), n the nodes of the tree.
  public func setRoots(_ newRoots: [OutlineItem]) throws {
    var seen: [AnyHashable: [Int]] = [:]
    var nextExpanded: Set<AnyHashable> = []
    func walk(_ nodes: [OutlineItem], _ path: [Int]) throws {
      for (i, node) in nodes.enumerated() {
        let here = path + [i]
        if let first = seen[node.id] {
          throw InteractionError(
            .duplicateOutlineItem,
            "the outline item \(node.id.base) appears at \(first) and at \(here); every node needs its own identity (one parent per node)"
          )
        }
        seen[node.id] = here
        if known.contains(node.id) ? expanded.contains(node.id) : node.initiallyExpanded {
          nextExpanded.insert(node.id)
        }
        try walk(node.children, here)
      }
    }
    try walk(newRoots, [])
    roots = newRoots
    expanded = nextExpanded
    known = Set(seen.keys)
    rows = flatten()
  }

  /// Expands or collapses the node `id`.
  /// - Returns: the rows that appeared or disappeared, as index ranges of ``rows`` (after an
  ///   expansion) or of the rows before (after a collapse); empty for an unknown node.
  @discardableResult
  public func toggle(_ id: AnyHashable) -> Range<Int> {
    setExpanded(!expanded.contains(id), id)
  }

  /// Expands (`true`) or collapses the node `id`; nothing happens for an unknown node or when
  /// it already is so.
  /// - Returns: the rows that appeared (indexes in ``rows`` after) or disappeared (indexes in
  ///   the rows before).
  @discardableResult
  public func setExpanded(_ isExpanded: Bool, _ id: AnyHashable) -> Range<Int> {
    guard known.contains(id), expanded.contains(id) != isExpanded else { return 0..<0 }
    let before = rows.count
    if isExpanded { expanded.insert(id) } else { expanded.remove(id) }
    rows = flatten()
    guard let at = rows.firstIndex(where: { $0.id == id }) else { return 0..<0 }  // under a collapsed parent
    return (at + 1)..<(at + 1 + abs(rows.count - before))
  }

  /// The rows of the tree with the current expansion, depth first.
  func flatten() -> [OutlineRow] {
    var out: [OutlineRow] = []
    func walk(_ nodes: [OutlineItem], _ level: Int, _ parent: AnyHashable?) {
      for node in nodes {
        let open = expanded.contains(node.id)
        out.append(
          OutlineRow(
            item: node.item, id: node.id, level: level, hasChildren: !node.children.isEmpty, isExpanded: open,
            parent: parent))
        if open { walk(node.children, level + 1, node.id) }
      }
    }
    walk(roots, 0, nil)
    return out
  }
}
