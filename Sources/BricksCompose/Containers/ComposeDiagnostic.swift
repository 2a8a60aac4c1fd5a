/// Why a container did not animate an update, or something else it wants you to know.
///
/// Containers never print; read ``ComposingContainer/diagnostics`` or set
/// ``ComposingContainer/onDiagnostic``.
public struct ComposeDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What happened.
  public enum Reason: Hashable, Sendable {
    /// Identifiers of units or sections are duplicated: the update was a full reload
    /// (``DuplicatePolicy/reload``, the default).
    case duplicateIdentifiers
    /// Later duplicates of unit or section identifiers were left out and the rest was animated
    /// (``DuplicatePolicy/keepFirst``); ``ComposeDiagnostic/droppedDuplicates`` lists them.
    case duplicatesDropped
    /// The view was not in a window: the update was a full reload (UIKit does not animate
    /// off-screen views, and batch updates there are a classic source of crashes).
    case notInWindow
    /// The changeset had more operations than ``ComposingContainer/reloadThreshold``: the update
    /// was a full reload, which is cheaper than animating that many changes.
    case tooManyChanges
    /// The layout is not possible on this host (a table is always vertical).
    case unsupportedLayout
  }

  /// What happened.
  public var reason: Reason
  /// What happened, where, and what to do.
  public var message: String
  /// For ``Reason/duplicatesDropped``: every unit and section that was left out, in the order
  /// you passed them; empty for other reasons.
  public var droppedDuplicates: [DroppedDuplicate]

  /// Creates a diagnostic.
  public init(_ reason: Reason, _ message: String, droppedDuplicates: [DroppedDuplicate] = []) {
    self.reason = reason
    self.message = message
    self.droppedDuplicates = droppedDuplicates
  }

  /// The message.
  public var description: String { message }
}
