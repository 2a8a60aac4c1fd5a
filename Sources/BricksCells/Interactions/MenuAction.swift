/// One command of a context menu (`UIAction` on UIKit, a `Button` in SwiftUI's `contextMenu`).
///
/// ```swift
/// MenuAction(title: "Copy link", imageName: "link") { pasteboard.copy(tweet.url) }
/// MenuAction(title: "Delete", imageName: "trash", attributes: .destructive) { store.delete(tweet.id) }
/// ```
public struct MenuAction {
  /// How the command looks and behaves (`UIMenuElement.Attributes`).
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates attributes from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Red, for commands that destroy data (`.destructive`).
    public static let destructive = Attributes(rawValue: 1 << 0)
    /// Shown dimmed and not selectable (`.disabled`).
    public static let disabled = Attributes(rawValue: 1 << 1)
    /// Not shown (`.hidden`).
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// The command's title.
  public var title: String
  /// The SF Symbol (or asset) name of its image.
  public var imageName: String?
  /// Destructive, disabled, hidden.
  public var attributes: Attributes
  /// Whether a checkmark shows (`UIMenuElement.State.on`).
  public var isOn: Bool
  /// What the command does (change the app's model here).
  public var handler: @MainActor () -> Void

  /// Creates a command.
  /// - Parameters:
  ///   - title: the command's title.
  ///   - imageName: its image (SF Symbol) name.
  ///   - attributes: destructive, disabled, hidden (default none).
  ///   - isOn: whether a checkmark shows (default `false`).
  ///   - handler: what the command does.
  public init(
    title: String, imageName: String? = nil, attributes: Attributes = [], isOn: Bool = false,
    handler: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.imageName = imageName
    self.attributes = attributes
    self.isOn = isOn
    self.handler = handler
  }
}

/// One element of a context menu: a command, or a group of elements (a submenu, or an inline
/// section set off by separators).
public enum MenuElement {
  /// A command.
  case action(MenuAction)
  /// A group of elements.
  case menu(ContextMenu)

  /// The commands in this element and its groups, depth first: what a test or an accessibility
  /// audit walks.
  public var actions: [MenuAction] {
    switch self {
    case .action(let action): [action]
    case .menu(let menu): menu.actions
    }
  }
}
