/// How ``ListDataSource`` makes the ``ItemIdentifier`` of a model with its default identity
/// (`Identifiable.id`, else the `Hashable` model itself), and compares two models of one type:
/// one maker per model type, found once, so that a model costs one cast to its own type instead
/// of a protocol conformance lookup and an `AnyHashable` per update.
///
/// The makers and equalities are unspecialized generic closures, one per dynamic type, and are
/// only ever called with values of that type (they are looked up by `type(of:)`). So they cast
/// with `as!`, which cannot fail there: `as?` would look `Optional<T>`'s metadata up on every
/// call, which cost as much as the cast itself.
struct ItemIdentifierMakers {
  typealias Maker = (Any) -> ItemIdentifier?
  /// Whether two models of one type are equal; `nil` when the type is not `Hashable`.
  typealias Equality = (Any, Any) -> Bool?

  /// A type's maker, and whether the type is `Identifiable` (else the maker uses the model itself).
  struct Entry {
    var make: Maker
    var isIdentifiable: Bool
  }

  var makers: [ObjectIdentifier: Entry] = [:]
  var lastType: ObjectIdentifier?
  var last = Entry(make: { _ in nil }, isIdentifiable: false)
  var equalities: [ObjectIdentifier: Equality] = [:]
  var lastEqualityType: ObjectIdentifier?
  var lastEquality: Equality = { _, _ in nil }

  /// Whether `a` and `b`, two models of one type, are equal (`==`); `nil` when their type is not
  /// `Hashable`, or they are not of one type.
  mutating func isEqual(_ a: Any, _ b: Any) -> Bool? {
    let type = type(of: a)
    let key = ObjectIdentifier(type)
    guard key == ObjectIdentifier(Swift.type(of: b)) else { return nil }
    if key != lastEqualityType {
      if let equality = equalities[key] {
        lastEquality = equality
      } else {
        if let hashable = type as? any Hashable.Type {
          lastEquality = Self.equality(hashable)
        } else {
          lastEquality = { _, _ in nil }
        }
        equalities[key] = lastEquality
      }
      lastEqualityType = key
    }
    return lastEquality(a, b)
  }

  /// `==` of two values of type `T` (only ever called with two `T`s: see ``isEqual(_:_:)``).
  static func equality<T: Hashable>(_: T.Type) -> Equality {
    { a, b in (a as! T) == (b as! T) }
  }

  /// The identifier of `item` by its default identity, or `nil` when it has none.
  mutating func identifier(of item: Any) -> ItemIdentifier? {
    entry(for: item).make(item)
  }

  /// The identifier of `item` when it is `Identifiable` (its type and `id`), else `nil`: what
  /// ``ListDataSource/identity`` gives by default, without its `AnyHashable`.
  mutating func identityIdentifier(of item: Any) -> ItemIdentifier? {
    let entry = entry(for: item)
    return entry.isIdentifiable ? entry.make(item) : nil
  }

  /// The entry of `item`'s dynamic type, made on first use.
  mutating func entry(for item: Any) -> Entry {
    let type = type(of: item)
    let key = ObjectIdentifier(type)
    if key != lastType {
      if let entry = makers[key] {
        last = entry
      } else {
        last = Self.entry(for: type)
        makers[key] = last
      }
      lastType = key
    }
    return last
  }

  static func entry(for type: Any.Type) -> Entry {
    if let identifiable = type as? any Identifiable.Type {
      return Entry(make: identifiableMaker(identifiable), isIdentifiable: true)
    }
    if let hashable = type as? any Hashable.Type { return Entry(make: hashableMaker(hashable), isIdentifiable: false) }
    return Entry(make: { _ in nil }, isIdentifiable: false)
  }

  // Each maker is only ever called with a `T` (see ``entry(for:)``).

  static func identifiableMaker<T: Identifiable>(_: T.Type) -> Maker {
    if T.ID.self == AnyHashable.self { return { item in ItemIdentifier(T.self, (item as! T).id) } }
    if T.ID.self == Int.self {  // held inline, no box
      return { item in ItemIdentifier(T.self, int: (item as! T).id as! Int) }
    }
    let boxType = TypedItemIdentifierBox<T.ID>.self
    return { item in ItemIdentifier(T.self, (item as! T).id, boxType: boxType) }
  }

  static func hashableMaker<T: Hashable>(_: T.Type) -> Maker {
    if T.self == AnyHashable.self { return { item in ItemIdentifier(T.self, item as! T) } }
    if T.self == Int.self { return { item in ItemIdentifier(Int.self, int: item as! Int) } }
    let boxType = TypedItemIdentifierBox<T>.self
    return { item in ItemIdentifier(T.self, item as! T, boxType: boxType) }
  }
}
