#if canImport(UIKit) && !os(watchOS)
import UIKit

extension SwipeActions {
  /// The `UISwipeActionsConfiguration` UIKit shows: one `UIContextualAction` per action, in
  /// order, and ``performsFirstActionWithFullSwipe``.
  /// - Parameter onError: receives an action's second completion call.
  @MainActor
  public func configuration(onError: ((InteractionError) -> Void)? = nil) -> UISwipeActionsConfiguration {
    let configuration = UISwipeActionsConfiguration(actions: actions.map { $0.contextualAction(onError: onError) })
    configuration.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    return configuration
  }
}

extension SwipeAction {
  /// The `UIContextualAction` of this action: its style, title, SF Symbol image and colour;
  /// tapping it runs ``handler`` and passes its result to UIKit's completion.
  /// - Parameter onError: receives a second completion call.
  @MainActor
  public func contextualAction(onError: ((InteractionError) -> Void)? = nil) -> UIContextualAction {
    let action = UIContextualAction(style: style == .destructive ? .destructive : .normal, title: title) {
      _, _, completion in
      MainActor.assumeIsolated { self.perform(onError: onError) { completion($0) } }
    }
    action.backgroundColor = resolvedTint.uiColor
    action.image = imageName.flatMap { UIImage(systemName: $0) }
    return action
  }
}

extension ActionTint {
  /// The UIKit colour: a system colour (adapting to dark mode), or the clamped components.
  public var uiColor: UIColor {
    switch clamped {
    case .red: .systemRed
    case .orange: .systemOrange
    case .yellow: .systemYellow
    case .green: .systemGreen
    case .blue: .systemBlue
    case .indigo: .systemIndigo
    case .purple: .systemPurple
    case .gray: .systemGray
    case .rgb(let r, let g, let b, let a): UIColor(red: r, green: g, blue: b, alpha: a)
    }
  }
}
#endif
