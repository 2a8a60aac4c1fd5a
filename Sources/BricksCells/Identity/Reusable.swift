import Foundation

/// A view that UIKit reuses, identified by a reuse identifier derived from its type.
///
/// Conform a cell (or header/footer view) and never write the identifier by hand:
/// ```swift
/// final class TweetCell: UITableViewCell, Reusable {}
/// TweetCell.reuseIdentifier  // "MyApp.TweetCell"
/// ```
/// The default is ``TypeName/qualified(_:)``: unique for nested and generic types. Override
/// `reuseIdentifier` only to keep an identifier a storyboard already uses.
@MainActor
public protocol Reusable: AnyObject {
  /// The identifier this view is registered and dequeued with.
  static var reuseIdentifier: String { get }
}

public extension Reusable {
  /// The sanitized `String(reflecting:)` of the type, computed once per type and cached.
  static var reuseIdentifier: String { ReuseIdentifierCache.identifier(for: Self.self) }
}

/// A view whose layout lives in a nib named after the type.
@MainActor
public protocol NibLoadable: AnyObject {
  /// The nib's name; by default the short type name (`TweetCell` for `MyApp.Feed.TweetCell`).
  static var nibName: String { get }
  /// The bundle holding the nib; `nil` (the default) lets the registry decide: its own
  /// `nibBundle` when set, else `Bundle(for:)` the class. Swift packages return `.module`.
  static var nibBundle: Bundle? { get }
}

public extension NibLoadable {
  /// The short type name.
  static var nibName: String { TypeName.short(Self.self) }
  /// `nil`: the registry's bundle, else the class's own bundle.
  static var nibBundle: Bundle? { nil }
}

/// A reusable view loaded from a nib named after its type.
public typealias NibReusable = Reusable & NibLoadable

/// Caches the default identifier of each type; `String(reflecting:)` costs microseconds.
/// Main-actor isolated (as ``Reusable`` is), so no lock.
@MainActor
enum ReuseIdentifierCache {
  @exclusivity(unchecked) static var names: [ObjectIdentifier: String] = [:]

  static func identifier(for type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let name = names[key] { return name }
    let name = TypeName.qualified(type)
    names[key] = name
    return name
  }
}
