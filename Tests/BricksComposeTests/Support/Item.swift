/// An element with an identity and a content version.
struct Item: Identifiable, Equatable, Hashable, CustomStringConvertible {
  var id: Int
  var version: Int = 0
  var description: String { version == 0 ? "\(id)" : "\(id)v\(version)" }
}
