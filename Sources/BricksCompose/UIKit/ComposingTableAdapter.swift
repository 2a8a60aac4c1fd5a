#if canImport(UIKit) && !os(watchOS)
import BricksCells
import UIKit

/// The UIKit face of a ``ComposingContainer`` on a `UITableView`: data source and delegate,
/// forwarding every call to the container. It holds the container strongly.
///
/// ```swift
/// let container = ComposingContainer(host: tableView)
/// let adapter = ComposingTableAdapter(container: container)
/// adapter.attach(to: tableView)
/// container.update { ... }
/// ```
/// Every optional method a subclass may customise is implemented (`open`), since Linux cannot
/// express `@objc optional`. A cell that cannot be made goes to ``ComposingContainer/onError``
/// and shows as a blank cell.
@MainActor
open class ComposingTableAdapter: BricksTableAdapter {
  /// The container shown.
  public let container: ComposingContainer

  /// Wraps `container`.
  public init(container: ComposingContainer) {
    self.container = container
    super.init(engine: container)
  }

  /// The unit's height, or `automaticDimension`.
  override open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    container.height(at: indexPath) ?? UITableView.automaticDimension
  }

  /// The unit's estimated height.
  override open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    container.estimatedSize(at: indexPath).height
  }

  /// The header unit's height: 0 without one, `automaticDimension` when automatic.
  override open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    container.supplementarySize(ofKind: .header, inSection: section)?.height ?? UITableView.automaticDimension
  }

  /// The footer unit's height: 0 without one, `automaticDimension` when automatic.
  override open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    container.supplementarySize(ofKind: .footer, inSection: section)?.height ?? UITableView.automaticDimension
  }

  /// `indexPath` for selectable units, `nil` (no selection) for the others.
  override open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    container.shouldSelect(at: indexPath) ? indexPath : nil
  }

  /// Forwards to the unit.
  override open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    container.didDeselect(at: indexPath)
  }

  /// Whether the unit highlights.
  override open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    container.shouldHighlight(at: indexPath)
  }

  /// Forwards to the unit with its cell.
  override open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    if let cell = tableView.cellForRow(at: indexPath) { container.didHighlight(cell, at: indexPath) }
  }

  /// Forwards to the unit with its cell.
  override open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    if let cell = tableView.cellForRow(at: indexPath) { container.didUnhighlight(cell, at: indexPath) }
  }
}
#endif
