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
/// An `Int` identifier, the most common kind, is held inline: making, copying, hashing and
/// comparing it allocates nothing, counts no references and runs no `Hasher`. Identifiers of
/// other types are boxed once, when made, with their hash; equality compares the typed
/// identifiers directly (no `AnyHashable` round trip). So diffing a large list costs, per item,
/// a few instructions of hashing and one `==` of the identifier's own type.
public struct ItemIdentifier: Hashable, CustomStringConvertible {
  /// The model's or unit's type.
  public let type: Any.Type
  let storage: Storage

  /// The identifier value: an `Int` inline, any other type boxed with its hash. An `Int` is
  /// always inline, so two equal identifiers always have the same case. (24 bytes in all: arrays
  /// of identifiers, which every update builds, stay small.)
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
  }

  /// The identity of `value` of `type`, boxed by `boxType` with its hash (`Hasher`, over the
  /// type and the value): a caller that makes many identifiers of one identifier type passes the
  /// box class it looked up once (an unspecialized generic caller would look its metadata up for
  /// every identifier). `ID` is not `Int` (those are inline: see ``init(_:int:)``).
  init<ID: Hashable>(_ type: Any.Type, _ value: ID, boxType: TypedItemIdentifierBox<ID>.Type) {
    self.type = type
    var hasher = Hasher()
    hasher.combine(ObjectIdentifier(type))
    hasher.combine(value)
    storage = .boxed(boxType.init(value, hash: hasher.finalize()))
  }

  /// The hash of the type and the identifier: the box's, or for an `Int` a mix of the value, the
  /// type and a per-process random seed (two multiply-xorshift rounds, a few instructions; for
  /// one type, distinct values never share a hash, since the mix is a bijection of the value).
  var hashCode: Int {
    switch storage {
    case .int(let value):
      var x = (UInt64(UInt(bitPattern: value)) ^ Self.seed) &+ UInt64(UInt(bitPattern: ObjectIdentifier(type)))
      x ^= x >> 33
      x &*= 0xFF51_AFD7_ED55_8CCD
      x ^= x >> 33
      x &*= 0xC4CE_B9FE_1A85_EC53
      x ^= x >> 33
      return Int(truncatingIfNeeded: x)
    case .boxed(let box): return box.hash
    }
  }

  /// A random seed per process (`Hasher`'s, so `SWIFT_DETERMINISTIC_HASHING` fixes it too).
  static let seed: UInt64 = {
    var hasher = Hasher()
    hasher.combine(0x5EED)
    return UInt64(UInt(bitPattern: hasher.finalize()))
  }()

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
    guard ObjectIdentifier(a.type) == ObjectIdentifier(b.type) else { return false }
    switch (a.storage, b.storage) {
    case (.int(let x), .int(let y)): return x == y
    case (.boxed(let x), .boxed(let y)): return x === y || (x.hash == y.hash && x.isEqual(to: y))
    default: return false
    }
  }

  /// Feeds the identifier's hash (computed when it was made, or mixed from an `Int`).
  public func hash(into hasher: inout Hasher) { hasher.combine(hashCode) }

  /// The identifier's hash mixed with `seed`: sets, dictionaries and changesets of identifiers
  /// run no `Hasher` per lookup. (The hash is already randomly seeded; one multiply-xorshift
  /// round spreads `seed` over it.)
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
  /// The hash of the identifier and its item's type.
  let hash: Int
  init(hash: Int) { self.hash = hash }
  var anyHashable: AnyHashable { preconditionFailure("ItemIdentifierBox is abstract") }
  func isEqual(to other: ItemIdentifierBox) -> Bool { preconditionFailure("ItemIdentifierBox is abstract") }
}

final class TypedItemIdentifierBox<ID: Hashable>: ItemIdentifierBox {
  let value: ID
  required init(_ value: ID, hash: Int) {
    self.value = value
    super.init(hash: hash)
  }
  override var anyHashable: AnyHashable { AnyHashable(value) }
  override func isEqual(to other: ItemIdentifierBox) -> Bool {
    // `as? Self` casts to this object's own class: no lookup of the generic class's metadata.
    guard let other = other as? Self else { return false }
    return value == other.value
  }
}
