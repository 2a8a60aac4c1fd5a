/// What went wrong with a swipe action, menu, reorder, refresh or outline, with a message that
/// says what, where, and what to do.
///
/// ```
/// cannot move the row at [0, 2] to [1, 0]: Tweet rows move only within their section (reordering is .withinSection); allow .acrossSections or keep the row in its section
/// ```
/// ``ListInteractions`` and `UnitInteractions` report these through their `onError` and leave
/// the view equal to the model (a rejected move is put back through the normal update path),
/// where UIKit would crash or show something the app's state does not hold.
public struct InteractionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of failure; stable across releases.
  public enum Kind: String, Hashable, Sendable {
    /// A swipe action or menu action with neither a title nor an image.
    case untitledAction
    /// An action handler called its completion more than once.
    case completionCalledTwice
    /// A move from or to a row that cannot move there (status row, outside the sections, or
    /// against the reordering rule or the model's `canMove`).
    case invalidMove
    /// An outline item repeats an identifier used elsewhere in its outline.
    case duplicateOutlineItem
    /// An index path outside the list.
    case indexOutOfRange
    /// Something only a collection view has (a sidebar style) asked of a table.
    case unsupportedOnTables
  }

  /// The kind of failure.
  public let kind: Kind
  /// The full human-readable message.
  public let message: String

  /// Creates an error.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
