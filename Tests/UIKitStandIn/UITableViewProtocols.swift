import Foundation

/// `@MainActor protocol UIScrollViewDelegate : NSObjectProtocol` (no members used).
// /documentation/uikit/uiscrollviewdelegate
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// `@MainActor protocol UITableViewDataSource : NSObjectProtocol`. UIKit's optional
/// requirements are requirements with defaults here (Linux has no `@objc optional`).
// /documentation/uikit/uitableviewdatasource
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// Required. `func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int`
  // /documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// Required. `func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell`
  // /documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// Optional. `optional func numberOfSections(in tableView: UITableView) -> Int`
  // /documentation/uikit/uitableviewdatasource/numberofsections(in:)
  func numberOfSections(in tableView: UITableView) -> Int
  /// Optional. `optional func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?`
  // /documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// Optional. `optional func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?`
  // /documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  // Reordering: declarations and defaults in Interactions+Protocols.swift.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  /// Optional in UIKit: one section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// Optional in UIKit: no title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// Optional in UIKit: no title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// `@MainActor protocol UITableViewDelegate : UIScrollViewDelegate`. Every requirement is
/// optional in UIKit; the defaults below do what UIKit does when one is missing.
// /documentation/uikit/uitableviewdelegate
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// `optional func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat`
  // /documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// `optional func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat`
  // /documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforrowat:)
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// `optional func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat`
  // /documentation/uikit/uitableviewdelegate/tableview(_:heightforheaderinsection:)
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// `optional func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat`
  // /documentation/uikit/uitableviewdelegate/tableview(_:heightforfooterinsection:)
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// `optional func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?`
  // /documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:)
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// `optional func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?`
  // /documentation/uikit/uitableviewdelegate/tableview(_:viewforfooterinsection:)
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// `optional func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?`
  // /documentation/uikit/uitableviewdelegate/tableview(_:willselectrowat:)
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// `optional func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)`
  // /documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// `optional func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)`
  // /documentation/uikit/uitableviewdelegate/tableview(_:diddeselectrowat:)
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// `optional func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool`
  // /documentation/uikit/uitableviewdelegate/tableview(_:shouldhighlightrowat:)
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// `optional func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)`
  // /documentation/uikit/uitableviewdelegate/tableview(_:didhighlightrowat:)
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// `optional func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)`
  // /documentation/uikit/uitableviewdelegate/tableview(_:didunhighlightrowat:)
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// `optional func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)`
  // /documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// `optional func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)`
  // /documentation/uikit/uitableviewdelegate/tableview(_:didenddisplaying:forrowat:)
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  // Swipe actions, context menus, reordering: declarations and defaults in Interactions+Protocols.swift.
  func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
    -> UIContextMenuConfiguration?
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
}

extension UITableViewDelegate {
  /// Optional in UIKit: the table's `rowHeight`.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// Optional in UIKit: the table's `estimatedRowHeight`.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }
  /// Optional in UIKit: the table's `sectionHeaderHeight`.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// Optional in UIKit: the table's `sectionFooterHeight`.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// Optional in UIKit: no view.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  /// Optional in UIKit: no view.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  /// Optional in UIKit: selects the row asked for.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  /// Optional in UIKit.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Optional in UIKit.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Optional in UIKit: highlights.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  /// Optional in UIKit.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Optional in UIKit.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// Optional in UIKit.
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  /// Optional in UIKit.
  public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  {}
}
