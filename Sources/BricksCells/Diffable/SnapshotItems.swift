import Foundation

/// What the diffable glue keeps between snapshots: the numbers of every identifier
/// (``SnapshotIdentifiers``) and the value (model or unit) each item number stands for, for the
/// content just applied and the one before it.
///
/// A cell provider is called with item numbers of the snapshot being applied, and, while an
/// animated apply runs, possibly of the previous one; ``value(for:)`` answers both. Every
/// diffable adapter (collection and table, `ListDataSource` and Compose) keeps one.
/// ```swift
/// var items = SnapshotItems<AnyUnit>()
/// let numbered = items.number(content) { section, index, _ in sections[section].units[index] }
/// // copy `numbered` into an NSDiffableDataSourceSnapshot<Int, Int> and apply it; then, in the
/// // cell provider:
/// let unit = items.value(for: number)
/// ```
public struct SnapshotItems<Value> {
  /// The numbers of the identifiers in the last two contents.
  public private(set) var identifiers = SnapshotIdentifiers()
  /// Values by item number (numbers are dense: see ``SnapshotIdentifiers``).
  @usableFromInline var current: [Value?] = []
  @usableFromInline var previous: [Value?] = []

  /// An empty table.
  public init() {}

  /// Numbers `content` (see ``SnapshotIdentifiers/number(_:)``) and records the value of each of
  /// its items; the values of the content numbered before stay answerable.
  ///
  /// - Parameter value: The value of the item with this identifier, at this section index and
  ///   item index of `content`; `nil` leaves the item without one (the cell provider then
  ///   reports it).
  /// - Complexity: O(n) expected, n identifiers in `content` and the content before it.
  @inlinable  // specialized for the value type at the call site: generic, it looked up `Value?`'s metadata per item
  public mutating func number(
    _ content: SnapshotContent, value: (_ section: Int, _ index: Int, _ identifier: ItemIdentifier) -> Value?
  ) -> SnapshotIdentifiers.Numbered {
    let (numbered, limit) = numberIdentifiers(content)
    // The two buffers trade places and the older one is cleared in place: a fresh array per
    // update would fault in fresh pages every time (at 100,000 items, 4 MB).
    swap(&previous, &current)
    if current.count > limit { current.removeLast(current.count - limit) }
    for k in current.indices { current[k] = nil }
    if current.count < limit { current.append(contentsOf: repeatElement(nil, count: limit - current.count)) }
    for (s, (ids, numbers)) in zip(content.itemIdentifiers, numbered.items).enumerated() {
      for (i, (id, number)) in zip(ids, numbers).enumerated() {
        current[number] = value(s, i, id)
      }
    }
    return numbered
  }

  /// Numbers `content` and returns the numbers with the size of per-number storage.
  @usableFromInline
  mutating func numberIdentifiers(_ content: SnapshotContent) -> (SnapshotIdentifiers.Numbered, Int) {
    let numbered = identifiers.number(content)
    return (numbered, identifiers.itemNumberLimit)
  }

  /// The value item `number` stands for in the last content numbered, else in the one before.
  public func value(for number: Int) -> Value? {
    if current.indices.contains(number), let value = current[number] { return value }
    return previous.indices.contains(number) ? previous[number] : nil
  }
}
