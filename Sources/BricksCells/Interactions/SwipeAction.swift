/// One button revealed by swiping a row: a title and/or an image, a style, a colour, and what it
/// does.
///
/// ```swift
/// SwipeAction.delete { store.delete(tweet.id) }          // red, destructive, "Delete"
/// SwipeAction(title: "Archive", imageName: "archivebox", tint: .indigo) { done in
///   store.archive(tweet.id)
///   done(true)
/// }
/// ```
/// An action changes the app's model (deleting a row goes through the app's store and then its
/// normal update), never the view: Bricks leaves the row in place until the app's next state
/// says otherwise. On UIKit it becomes a `UIContextualAction`; in SwiftUI a `Button` in
/// `swipeActions`.
public struct SwipeAction {
  /// How the action looks and whether UIKit treats it as destructive.
  public enum Style: Hashable, Sendable {
    /// `UIContextualAction.Style.normal`: gray unless tinted.
    case normal
    /// `UIContextualAction.Style.destructive`: red unless tinted; UIKit animates the row out
    /// when the handler reports success.
    case destructive
  }

  /// The button's title; `nil` shows only the image.
  public var title: String?
  /// The SF Symbol (or asset) name of the button's image; `nil` shows only the title.
  public var imageName: String?
  /// Normal or destructive.
  public var style: Style
  /// The background colour; `nil` is the style's default (gray or red).
  public var tint: ActionTint?
  /// Performs the action and reports whether it did (`true` lets UIKit finish the swipe
  /// animation, `false` springs the row back). Call the completion exactly once, at once or
  /// after a confirmation.
  public var handler: @MainActor (_ completion: @escaping @MainActor (Bool) -> Void) -> Void

  /// Creates an action that reports its result through a completion.
  /// - Parameters:
  ///   - title: the button's title.
  ///   - imageName: the button's image (SF Symbol) name.
  ///   - style: normal (default) or destructive.
  ///   - tint: the background colour (default: the style's).
  ///   - handler: performs the action and calls the completion with whether it did.
  public init(
    title: String? = nil, imageName: String? = nil, style: Style = .normal, tint: ActionTint? = nil,
    handler: @escaping @MainActor (_ completion: @escaping @MainActor (Bool) -> Void) -> Void
  ) {
    self.title = title
    self.imageName = imageName
    self.style = style
    self.tint = tint
    self.handler = handler
  }

  /// Creates an action that always succeeds.
  /// - Parameters:
  ///   - title: the button's title.
  ///   - imageName: the button's image (SF Symbol) name.
  ///   - style: normal (default) or destructive.
  ///   - tint: the background colour (default: the style's).
  ///   - perform: what the action does (change the app's model here).
  public init(
    title: String? = nil, imageName: String? = nil, style: Style = .normal, tint: ActionTint? = nil,
    perform: @escaping @MainActor () -> Void
  ) {
    self.init(title: title, imageName: imageName, style: style, tint: tint) { completion in
      perform()
      completion(true)
    }
  }

  /// A red "Delete" action with a trash image that runs `perform` (which deletes from the
  /// app's model; the row goes when the app applies its next state).
  public static func delete(title: String = "Delete", perform: @escaping @MainActor () -> Void) -> SwipeAction {
    SwipeAction(title: title, imageName: "trash", style: .destructive, perform: perform)
  }

  /// The colour the action shows: its ``tint``, or red for a destructive action and gray for a
  /// normal one.
  public var resolvedTint: ActionTint { tint?.clamped ?? (style == .destructive ? .red : .gray) }

  /// Runs the handler; `completion` gets what it reports, when it reports (at once, or after a
  /// confirmation). A handler that calls its completion again is reported through `onError`
  /// (``InteractionError/Kind/completionCalledTwice``) and only its first result counts.
  /// - Parameters:
  ///   - onError: receives a second completion call.
  ///   - completion: receives whether the action ran (UIKit's contextual-action completion).
  @MainActor
  public func perform(onError: ((InteractionError) -> Void)? = nil, completion: (@MainActor (Bool) -> Void)? = nil) {
    var calls = 0
    let name = title ?? imageName ?? "untitled"
    handler { done in
      calls += 1
      guard calls == 1 else {
        onError?(
          InteractionError(
            .completionCalledTwice,
            "the swipe action \"\(name)\" called its completion \(calls) times; call it exactly once, with whether the action ran"
          ))
        return
      }
      completion?(done)
    }
  }
}

/// Which side of a row an action is revealed on.
public enum SwipeEdge: Hashable, Sendable, CaseIterable {
  /// Swiping right (in a left-to-right layout): `leadingSwipeActionsConfiguration`.
  case leading
  /// Swiping left: `trailingSwipeActionsConfiguration`.
  case trailing
}
