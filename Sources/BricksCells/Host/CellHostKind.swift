/// Whether a host lays out rows (a table) or items (a collection).
public enum CellHostKind: Sendable, Hashable {
  /// A `UITableView` or its recording stand-in: rows, header/footer views.
  case table
  /// A `UICollectionView` or its recording stand-in: items, supplementary views by kind.
  case collection
}
