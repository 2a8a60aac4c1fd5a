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
/// hash and, for a match, one `==` of the identifier's own type per item. An `Int` identifier,
/// the most common kind, is held inline: making, copying and comparing it allocates nothing and
/// counts no references. Identifiers of other types are boxed once, when made.
public struct ItemIdentifier: Hashable, CustomStringConvertible {
  /// The model's or unit's type.
  public let type: Any.Type
  let storage: Storage
  /// The hash of the type and the identifier, computed once.
  let hashCode: Int

  /// The identifier value: an `Int` inline, any other type boxed. An `Int` is always inline, so
  /// two equal identifiers always have the same case.
  enum Storage {
    case int(Int)
    case boxed(ItemIdentifierBox)
  }

  /// The identity of the item of type `type` identified by `value`.
  public init<ID: Hashable>(_ type: Any.Type, _ value: ID) {
    if ID.self == Int.self, let int = value as? Int {
      self.init(type, int: int)  // folded away where the caller is specialized
      return
    }
    if ID.self == AnyHashable.self, let base = AnyHashable(value).base as? any Hashable {
      self = Self.make(type, base)  // the wrapped value's own type, so `AnyHashable(1)` is `1`
      return
    }
    self.init(type, value, boxType: TypedItemIdentifierBox<ID>.self)
  }

  /// The identity of the item of type `type` identified by the `Int` `value`, held inline.
  init(_ type: Any.Type, int value: Int) {
    self.type = type
    storage = .int(value)
    var hasher = Hasher()
    hasher.combine(ObjectIdentifier(type))
    hasher.combine(value)
    hashCode = hasher.finalize()
  }

  /// The identity of `value` of `type`, boxed by `boxType`: a caller that makes many identifiers
  /// of one identifier type passes the box class it looked up once (an unspecialized generic
  /// caller would look its metadata up for every identifier). `ID` is not `Int` (those are
  /// inline: see ``init(_:int:)``).
  init<ID: Hashable>(_ type: Any.Type, _ value: ID, boxType: TypedItemIdentifierBox<ID>.Type) {
    self.type = type
    storage = .boxed(boxType.init(value))
    var hasher = Hasher()
    hasher.combine(ObjectIdentifier(type))
    hasher.combine(value)
    hashCode = hasher.finalize()
  }

  static func make<ID: Hashable>(_ type: Any.Type, _ value: ID) -> ItemIdentifier { ItemIdentifier(type, value) }

  /// The identifier within ``type``.
  public var value: AnyHashable {
    switch storage {
    case .int(let value): AnyHashable(value)
    case .boxed(let box): box.anyHashable
    }
  }

  /// Same type and equal identifiers.
  public static func == (a: ItemIdentifier, b: ItemIdentifier) -> Bool {
    guard a.hashCode == b.hashCode && ObjectIdentifier(a.type) == ObjectIdentifier(b.type) else { return false }
    switch (a.storage, b.storage) {
    case (.int(let x), .int(let y)): return x == y
    case (.boxed(let x), .boxed(let y)): return x === y || x.isEqual(to: y)
    default: return false
    }
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
  public var description: String { "\(type)(\(value.base))" }
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
