/// One reason a batch update would crash, mis-animate, or leave the list different from the new
/// state: ``BatchUpdate/violations(before:after:)`` finds the first two kinds, BricksTesting's
/// `BatchUpdateChecker` adds the third by comparing what the list then shows with the new state.
public struct BatchUpdateViolation: Error, Hashable, Sendable, CustomStringConvertible {
  /// How bad the problem is.
  public enum Kind: Hashable, Sendable {
    /// UIKit raises `NSInternalInconsistencyException` ("Invalid update: ...") for this.
    case rejectedByUIKit
    /// UIKit may accept this, but it is a known source of crashes or wrong animations (element
    /// operations in a moved section, a move into an inserted section, ...). Bricks never emits it.
    case unsafe
    /// UIKit would accept the update, but the list shown afterwards is not the new state (a wrong
    /// element somewhere, or a cell left with stale content).
    case wrongResult
  }

  /// How bad the problem is.
  public var kind: Kind
  /// What happened and where, in UIKit's words where UIKit has them.
  public var message: String

  /// Creates a violation.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message, prefixed by the kind.
  public var description: String {
    switch kind {
    case .rejectedByUIKit: return "rejected by UIKit: \(message)"
    case .unsafe: return "unsafe: \(message)"
    case .wrongResult: return "wrong result: \(message)"
    }
  }
}
