#if canImport(UIKit) && !os(watchOS)
import UIKit

extension ContextMenu {
  /// The `UIContextMenuConfiguration` of a long press: the menu, made when UIKit shows it, and
  /// the ``preview`` view controller (UIKit's default, the row itself, without one).
  @MainActor
  public func configuration() -> UIContextMenuConfiguration {
    let makePreview = preview
    return UIContextMenuConfiguration(
      identifier: nil,
      previewProvider: makePreview.map { make in
        { MainActor.assumeIsolated { make() as? UIViewController } }
      },
      actionProvider: { _ in MainActor.assumeIsolated { self.menu() } })
  }

  /// The `UIMenu`: the title, an SF Symbol image, `.displayInline` for an inline group, and the
  /// children in order.
  @MainActor
  public func menu() -> UIMenu {
    UIMenu(
      title: title, image: imageName.flatMap { UIImage(systemName: $0) },
      options: displaysInline ? .displayInline : [], children: children.map(\.menuElement))
  }
}

extension MenuElement {
  /// A `UIAction` for a command, a `UIMenu` for a group.
  @MainActor
  public var menuElement: UIMenuElement {
    switch self {
    case .action(let action): action.action()
    case .menu(let menu): menu.menu()
    }
  }
}

extension MenuAction {
  /// The `UIAction`: title, SF Symbol image, attributes (destructive, disabled, hidden), a
  /// checkmark for ``isOn``, and ``handler``.
  @MainActor
  public func action() -> UIAction {
    var uiAttributes: UIMenuElement.Attributes = []
    if attributes.contains(.destructive) { uiAttributes.insert(.destructive) }
    if attributes.contains(.disabled) { uiAttributes.insert(.disabled) }
    if attributes.contains(.hidden) { uiAttributes.insert(.hidden) }
    let run = handler
    return UIAction(
      title: title, image: imageName.flatMap { UIImage(systemName: $0) }, attributes: uiAttributes,
      state: isOn ? .on : .off
    ) { _ in MainActor.assumeIsolated { run() } }
  }
}
#endif
