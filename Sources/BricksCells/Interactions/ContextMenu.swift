/// The menu a long press on a row shows, with an optional preview
/// (`UIContextMenuConfiguration` and `UIMenu` on UIKit, `contextMenu` in SwiftUI).
///
/// ```swift
/// ContextMenu(title: tweet.author, children: [
///   .action(MenuAction(title: "Copy link", imageName: "link") { pasteboard.copy(tweet.url) }),
///   .menu(ContextMenu(inline: [
///     .action(MenuAction(title: "Delete", imageName: "trash", attributes: .destructive) { store.delete(tweet.id) })
///   ])),
/// ])
/// ```
/// A menu's commands change the app's model; the list changes when the app applies its next
/// state.
public struct ContextMenu {
  /// The menu's title (empty for none).
  public var title: String
  /// The SF Symbol name of a submenu's image.
  public var imageName: String?
  /// The commands and groups, in order.
  public var children: [MenuElement]
  /// Whether this group shows its children in place, set off by separators
  /// (`UIMenu.Options.displayInline`), rather than as a submenu.
  public var displaysInline: Bool
  /// Makes the preview shown above the menu: a `UIViewController` on UIKit (any other object
  /// is ignored, with the row itself as the preview, as when this is `nil`). Only the
  /// top-level menu's preview is used.
  public var preview: (@MainActor () -> AnyObject)?

  /// Creates a menu or submenu.
  /// - Parameters:
  ///   - title: the title (default none).
  ///   - imageName: a submenu's image name.
  ///   - children: the commands and groups.
  ///   - preview: makes the preview view controller (default: the row).
  public init(
    title: String = "", imageName: String? = nil, children: [MenuElement],
    preview: (@MainActor () -> AnyObject)? = nil
  ) {
    self.title = title
    self.imageName = imageName
    self.children = children
    self.displaysInline = false
    self.preview = preview
  }

  /// Creates a group shown in place, between separators.
  public init(inline children: [MenuElement]) {
    self.init(children: children)
    displaysInline = true
  }

  /// Every command of the menu, depth first.
  public var actions: [MenuAction] { children.flatMap(\.actions) }

  /// Checks what UIKit would show wrongly: a command with an empty title (and no image) and a
  /// menu with no visible command (UIKit shows no menu at all).
  /// - Parameter model: what the menu belongs to, for the message.
  /// - Throws: ``InteractionError`` `untitledAction`.
  public func validate(for model: Any) throws(InteractionError) {
    let name = TypeName.short(type(of: model))
    for (i, action) in actions.enumerated() where action.title.isEmpty && (action.imageName ?? "").isEmpty {
      throw InteractionError(
        .untitledAction,
        "menu command \(i) of \(name) has neither a title nor an image, so it would show as an empty row; give it a title"
      )
    }
    if actions.allSatisfy({ $0.attributes.contains(.hidden) }) {
      throw InteractionError(
        .untitledAction,
        "the context menu of \(name) has no visible command, so UIKit would show nothing on a long press; return nil instead of an empty menu"
      )
    }
  }
}
