/// What went wrong in the cells layer, with a message that names the type, the identifier and
/// the fix.
///
/// ```
/// no cell registered for model Tweet; register one with registry.register(TweetCell.self, for: Tweet.self)
/// ```
/// Bricks throws these where UIKit would crash (`unable to dequeue a cell with identifier …`).
public struct CellError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of failure; stable across releases.
  public enum Code: String, Hashable, Sendable {
    /// A model type has no cell bound to it.
    case noCellForModel
    /// Two cell types share one reuse identifier.
    case duplicateIdentifier
    /// A model type is already bound to another cell type.
    case duplicateModel
    /// The host returned a view of another class than the one bound to the identifier.
    case wrongCellType
    /// Nothing is registered on the host under the identifier (UIKit would crash).
    case unregisteredIdentifier
    /// The host cannot create an instance of the registered class.
    case cannotInstantiate
    /// A batch update's counts or indexes are inconsistent (UIKit would crash).
    case invalidBatchUpdate
    /// An index path outside the data source's sections.
    case indexOutOfRange
    /// A model has no identity for a diffable snapshot (not `Identifiable`, not `Hashable`).
    case noIdentity
  }

  /// The kind of failure.
  public let code: Code
  /// The full human-readable message.
  public let message: String

  /// Creates an error; Bricks builds the messages, tests and hosts may too.
  public init(_ code: Code, message: String) {
    self.code = code
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

extension CellError {
  @usableFromInline
  static func noCell(forModel model: Any.Type) -> CellError {
    let name = TypeName.short(model)
    return CellError(.noCellForModel, message: "no cell registered for model \(name); register one with registry.register(\(name)Cell.self, for: \(name).self)")
  }

  static func noSupplementary(forModel model: Any.Type, kind: SupplementaryKind) -> CellError {
    let name = TypeName.short(model)
    return CellError(.noCellForModel, message: "no \(kind) view registered for model \(name); register one with registry.registerSupplementaryView(\(name)View.self, kind: .\(kind), for: \(name).self)")
  }

  static func duplicateIdentifier(_ identifier: String, existing: AnyClass, new: AnyClass) -> CellError {
    CellError(.duplicateIdentifier, message: "reuse identifier '\(identifier)' is used by both \(TypeName.short(existing)) and \(TypeName.short(new)); give \(TypeName.short(new)) its own reuseIdentifier (the default, the type's qualified name, is unique)")
  }

  static func duplicateModel(_ model: Any.Type, existing: AnyClass, new: AnyClass) -> CellError {
    let m = TypeName.short(model)
    return CellError(.duplicateModel, message: "model \(m) is already bound to \(TypeName.short(existing)); cannot bind it to \(TypeName.short(new)) too. Use one cell per model type (wrap the model in a distinct type to show it differently) or a new CellRegistry")
  }

  @usableFromInline
  static func wrongCellType(identifier: String, expected: AnyClass, got: AnyObject) -> CellError {
    CellError(.wrongCellType, message: "dequeued a \(TypeName.short(type(of: got))) for reuse identifier '\(identifier)', expected \(TypeName.short(expected)); something else registered another class under this identifier on the host. Let the registry register it (registry.registerAll(on: host)) and do not register the identifier by hand")
  }
}
