/// How ``ListDataSource`` makes the ``ItemIdentifier`` of a model with its default identity
/// (`Identifiable.id`, else the `Hashable` model itself), and compares two models of one type:
/// one maker per model type, found once, so that a model costs one cast to its own type instead
/// of a protocol conformance lookup and an `AnyHashable` per update.
struct ItemIdentifierMakers {
  typealias Maker = (Any) -> ItemIdentifier?
  /// Whether two models of one type are equal; `nil` when the type is not `Hashable`.
  typealias Equality = (Any, Any) -> Bool?
  var makers: [ObjectIdentifier: Maker] = [:]
  var lastType: ObjectIdentifier?
  var last: Maker = { _ in nil }
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

  // The closures below cast with `guard let … as? T` rather than `(x as? T).map`: in these
  // unspecialized generic bodies, `Optional<T>.map` looks `Optional<T>`'s metadata up on every call.

  static func equality<T: Hashable>(_: T.Type) -> Equality {
    { a, b in
      guard let a = a as? T, let b = b as? T else { return nil }
      return a == b
    }
  }

  /// The identifier of `item` by its default identity, or `nil` when it has none.
  mutating func identifier(of item: Any) -> ItemIdentifier? {
    let type = type(of: item)
    let key = ObjectIdentifier(type)
    if key != lastType {
      if let maker = makers[key] {
        last = maker
      } else {
        last = Self.maker(for: type)
        makers[key] = last
      }
      lastType = key
    }
    return last(item)
  }

  static func maker(for type: Any.Type) -> Maker {
    if let identifiable = type as? any Identifiable.Type { return identifiableMaker(identifiable) }
    if let hashable = type as? any Hashable.Type { return hashableMaker(hashable) }
    return { _ in nil }
  }

  static func identifiableMaker<T: Identifiable>(_: T.Type) -> Maker {
    if T.ID.self == AnyHashable.self {
      return { item in
        guard let model = item as? T else { return nil }
        return ItemIdentifier(T.self, model.id)
      }
    }
    if T.ID.self == Int.self {  // held inline, no box
      return { item in
        guard let model = item as? T, let id = model.id as? Int else { return nil }
        return ItemIdentifier(T.self, int: id)
      }
    }
    let boxType = TypedItemIdentifierBox<T.ID>.self
    return { item in
      guard let model = item as? T else { return nil }
      return ItemIdentifier(T.self, model.id, boxType: boxType)
    }
  }

  static func hashableMaker<T: Hashable>(_: T.Type) -> Maker {
    if T.self == AnyHashable.self {
      return { item in
        guard let model = item as? T else { return nil }
        return ItemIdentifier(T.self, model)
      }
    }
    if T.self == Int.self {
      return { item in
        guard let model = item as? Int else { return nil }
        return ItemIdentifier(Int.self, int: model)
      }
    }
    let boxType = TypedItemIdentifierBox<T>.self
    return { item in
      guard let model = item as? T else { return nil }
      return ItemIdentifier(T.self, model, boxType: boxType)
    }
  }
}
