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
    self.init(type, value, boxType: TypedItemIdentifierBox<ID>.self)
  }

  /// The identity of `value` of `type`, boxed by `boxType`: a caller that makes many identifiers
  /// of one identifier type passes the box class it looked up once (an unspecialized generic
  /// caller would look its metadata up for every identifier).
  init<ID: Hashable>(_ type: Any.Type, _ value: ID, boxType: TypedItemIdentifierBox<ID>.Type) {
    self.type = type
    box = boxType.init(value)
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

  /// The hash computed at creation, mixed with `seed`: sets, dictionaries and changesets of
  /// identifiers run no `Hasher` per lookup. (`hashCode` already came from a randomly seeded
  /// `Hasher`; one multiply-xorshift round spreads the seed over it.)
  public func _rawHashValue(seed: Int) -> Int {
    var x = UInt64(bitPattern: Int64(hashCode ^ seed))
    x ^= x >> 32
    x &*= 0x9E37_79B9_7F4A_7C15
    x ^= x >> 29
    return Int(truncatingIfNeeded: x)
  }

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
  required init(_ value: ID) { self.value = value }
  override var anyHashable: AnyHashable { AnyHashable(value) }
  override func isEqual(to other: ItemIdentifierBox) -> Bool {
    // `as? Self` casts to this object's own class: no lookup of the generic class's metadata.
    guard let other = other as? Self else { return false }
    return value == other.value
  }
}
