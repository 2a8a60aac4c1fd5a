/// The identity of one item of a list: the type of its model (or unit) and its identifier.
///
/// `Post(id: 1)` and `Ad(id: 1)` are two items, so a feed may mix model types whose identifiers
/// share values. ``ListDataSource`` identifies its models this way (type and
/// ``ListDataSource/identity``, default `Identifiable.id`), and BricksCompose's `AnyUnit` its
/// units (unit type and `identifier`); snapshots, changesets, height caches and prefetching all
/// use it.
/// ```swift
/// ItemIdentifier(Post.self, 1) == ItemIdentifier(Ad.self, 1)  // false
/// ```
/// The hash is computed once, when the identifier is made, and equality compares the typed
/// identifiers directly (no `AnyHashable` round trip), so diffing a large list costs one stored
/// hash and, for a match, one `==` of the identifier's own type per item.
public struct ItemIdentifier: Hashable, CustomStringConvertible {
  /// The model's or unit's type.
  public let type: Any.Type
  let box: ItemIdentifierBox
  /// The hash of the type and the identifier, computed once.
  let hashCode: Int

  /// The identity of the item of type `type` identified by `value`.
  public init<ID: Hashable>(_ type: Any.Type, _ value: ID) {
    if ID.self == AnyHashable.self, let base = AnyHashable(value).base as? any Hashable {
      self = Self.make(type, base)  // the wrapped value's own type, so `AnyHashable(1)` is `1`
      return
    }
    self.type = type
    box = TypedItemIdentifierBox(value)
    var hasher = Hasher()
    hasher.combine(ObjectIdentifier(type))
    hasher.combine(value)
    hashCode = hasher.finalize()
  }

  static func make<ID: Hashable>(_ type: Any.Type, _ value: ID) -> ItemIdentifier { ItemIdentifier(type, value) }

  /// The identifier within ``type``.
  public var value: AnyHashable { box.anyHashable }

  /// Same type and equal identifiers.
  public static func == (a: ItemIdentifier, b: ItemIdentifier) -> Bool {
    a.hashCode == b.hashCode && ObjectIdentifier(a.type) == ObjectIdentifier(b.type)
      && (a.box === b.box || a.box.isEqual(to: b.box))
  }

  /// Feeds the hash computed at creation.
  public func hash(into hasher: inout Hasher) { hasher.combine(hashCode) }

  /// `Post(1)`: the type's name and the identifier.
  public var description: String { "\(type)(\(box.anyHashable.base))" }
}

/// An identifier value of any `Hashable` type, compared without `AnyHashable`
/// (``TypedItemIdentifierBox`` is the only subclass).
class ItemIdentifierBox {
  var anyHashable: AnyHashable { preconditionFailure("ItemIdentifierBox is abstract") }
  func isEqual(to other: ItemIdentifierBox) -> Bool { preconditionFailure("ItemIdentifierBox is abstract") }
}

final class TypedItemIdentifierBox<ID: Hashable>: ItemIdentifierBox {
  let value: ID
  init(_ value: ID) { self.value = value }
  override var anyHashable: AnyHashable { AnyHashable(value) }
  override func isEqual(to other: ItemIdentifierBox) -> Bool {
    guard let other = other as? TypedItemIdentifierBox<ID> else { return false }
    return value == other.value
  }
}
