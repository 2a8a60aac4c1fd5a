/// The actions revealed on one edge of a row, in order from the edge inwards, and whether a
/// full swipe performs the first one (`UISwipeActionsConfiguration`).
///
/// ```swift
/// SwipeActions([.delete { store.delete(tweet.id) }, SwipeAction(title: "Mute") { store.mute(tweet.author) }])
/// ```
public struct SwipeActions {
  /// The actions, the first nearest the edge (and performed by a full swipe).
  public var actions: [SwipeAction]
  /// Whether swiping all the way across performs the first action
  /// (`performsFirstActionWithFullSwipe`, `true` by default as in UIKit).
  public var performsFirstActionWithFullSwipe: Bool

  /// Creates the actions of one edge.
  /// - Parameters:
  ///   - actions: the actions, nearest the edge first.
  ///   - performsFirstActionWithFullSwipe: whether a full swipe performs the first (default `true`).
  public init(_ actions: [SwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
    self.actions = actions
    self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
  }

  /// The action a full swipe performs, if any.
  public var fullSwipeAction: SwipeAction? { performsFirstActionWithFullSwipe ? actions.first : nil }

  /// Checks what UIKit would show wrongly: an action with neither a title nor an image is an
  /// empty button.
  /// - Parameter model: what the actions belong to, for the message.
  /// - Throws: ``InteractionError`` `untitledAction` naming the action's position and the model.
  public func validate(for model: Any) throws(InteractionError) {
    for (i, action) in actions.enumerated()
    where (action.title ?? "").isEmpty && (action.imageName ?? "").isEmpty {
      throw InteractionError(
        .untitledAction,
        "swipe action \(i) of \(TypeName.short(type(of: model))) has neither a title nor an image, so it would show as an empty button; give it a title or an imageName"
      )
    }
  }
}
