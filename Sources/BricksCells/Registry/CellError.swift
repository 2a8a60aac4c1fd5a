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
    /// A view driven by a diffable data source was about to be updated another way: its
    /// diffable adapter is gone (the list or container holds it weakly), or a data source would
    /// have replaced the diffable one. UIKit raises when such a view gets batch updates or
    /// `reloadData`; Bricks reports this and leaves the view as it is.
    case diffableDataSourceLost
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
    if let optional = optionalMessage(model, what: "cell") { return CellError(.noCellForModel, message: optional) }
    let name = TypeName.short(model)
    return CellError(
      .noCellForModel,
      message:
        "no cell registered for model \(name); register one with registry.register(\(name)Cell.self, for: \(name).self)"
    )
  }

  static func noSupplementary(forModel model: Any.Type, kind: SupplementaryKind) -> CellError {
    if let optional = optionalMessage(model, what: "\(kind) view") {
      return CellError(.noCellForModel, message: optional)
    }
    let name = TypeName.short(model)
    return CellError(
      .noCellForModel,
      message:
        "no \(kind) view registered for model \(name); register one with registry.registerSupplementaryView(\(name)View.self, kind: .\(kind), for: \(name).self)"
    )
  }

  /// For an `Optional` model type: that the model must be unwrapped (views are bound to the
  /// wrapped type). `nil` for other types.
  static func optionalMessage(_ model: Any.Type, what: String) -> String? {
    guard var wrapped = (model as? any OptionalModel.Type)?.wrappedType else { return nil }
    while let inner = (wrapped as? any OptionalModel.Type)?.wrappedType { wrapped = inner }
    let name = TypeName.short(wrapped)
    return
      "no \(what) registered for model \(String(describing: model)): the model is an optional; unwrap it first (`if let model { … }`), as views are bound to \(name), not to optionals"
  }

  /// Two view classes share `identifier` (thrown by the registry and by Compose's container).
  package static func duplicateIdentifier(_ identifier: String, existing: AnyClass, new: AnyClass) -> CellError {
    CellError(
      .duplicateIdentifier,
      message:
        "reuse identifier '\(identifier)' is used by both \(TypeName.short(existing)) and \(TypeName.short(new)); give \(TypeName.short(new)) its own reuseIdentifier (the default, the type's qualified name, is unique)"
    )
  }

  static func duplicateModel(_ model: Any.Type, existing: AnyClass, new: AnyClass) -> CellError {
    let m = TypeName.short(model)
    return CellError(
      .duplicateModel,
      message:
        "model \(m) is already bound to \(TypeName.short(existing)); cannot bind it to \(TypeName.short(new)) too. Use one cell per model type (wrap the model in a distinct type to show it differently) or a new CellRegistry"
    )
  }

  /// The host handed back a view of another class than `expected` for `identifier` (thrown by
  /// the registry and by Compose's container); `kind` names a supplementary view's kind.
  @usableFromInline
  package static func wrongCellType(
    identifier: String, kind: SupplementaryKind? = nil, expected: AnyClass, got: AnyObject
  ) -> CellError {
    let what = kind.map { " (\($0) view)" } ?? ""
    return CellError(
      .wrongCellType,
      message:
        "dequeued a \(TypeName.short(type(of: got))) for reuse identifier '\(identifier)'\(what), expected \(TypeName.short(expected)); something else registered another class under this identifier on the host. Let Bricks register it (registry.registerAll(on: host), or the Compose container on its first dequeue) and do not register the identifier by hand"
    )
  }
}

/// `Optional`, seen from a metatype: what it wraps.
protocol OptionalModel {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalModel {
  static var wrappedType: Any.Type { Wrapped.self }
}
