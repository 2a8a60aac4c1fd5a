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
/// The hash is computed once, when the identifier is made, so the diffing of large lists hashes
/// one `Int` per item.
public struct ItemIdentifier: Hashable, CustomStringConvertible {
  /// The model's or unit's type.
  public let type: Any.Type
  /// The identifier within that type.
  public let value: AnyHashable
  let hashCode: Int

  /// The identity of the item of type `type` identified by `value`.
  public init(_ type: Any.Type, _ value: some Hashable) {
    self.type = type
    self.value = AnyHashable(value)
    var hasher = Hasher()
    hasher.combine(ObjectIdentifier(type))
    hasher.combine(self.value)
    hashCode = hasher.finalize()
  }

  /// Same type and equal identifiers.
  public static func == (a: ItemIdentifier, b: ItemIdentifier) -> Bool {
    a.hashCode == b.hashCode && ObjectIdentifier(a.type) == ObjectIdentifier(b.type) && a.value == b.value
  }

  /// Feeds the hash computed at creation.
  public func hash(into hasher: inout Hasher) { hasher.combine(hashCode) }

  /// `Post(1)`: the type's name and the identifier.
  public var description: String { "\(type)(\(value.base))" }
}
