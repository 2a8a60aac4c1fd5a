/// How ``ListDataSource`` makes the ``ItemIdentifier`` of a model with its default identity
/// (`Identifiable.id`, else the `Hashable` model itself): one maker per model type, found once,
/// so that a model costs one cast to its own type instead of a protocol conformance lookup and an
/// `AnyHashable` per update.
struct ItemIdentifierMakers {
  typealias Maker = (Any) -> ItemIdentifier?
  var makers: [ObjectIdentifier: Maker] = [:]
  var lastType: ObjectIdentifier?
  var last: Maker = { _ in nil }

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
    { item in (item as? T).map { ItemIdentifier(T.self, $0.id) } }
  }

  static func hashableMaker<T: Hashable>(_: T.Type) -> Maker {
    { item in (item as? T).map { ItemIdentifier(T.self, $0) } }
  }
}
