import Foundation

/// Makes each registration once per key (a cell type) and hands the same one back afterwards.
///
/// UIKit's `UICollectionView.CellRegistration` must be created once, before the first cell
/// request: iOS 15 raises an exception when one is created inside the cell provider (even once),
/// and a new registration per cell would defeat reuse. The UIKit glue (`CollectionCellRegistrations`) keeps its registrations
/// here; on Linux the same logic is tested with any value type.
///
/// ```swift
/// let cache = RegistrationCache()
/// let registration = cache.registration(for: TweetCell.self) { makeRegistration() }  // made once
/// ```
@MainActor
public final class RegistrationCache {
  struct Key: Hashable {
    let key: ObjectIdentifier
    let registration: ObjectIdentifier
  }

  var registrations: [Key: Any] = [:]
  /// How many registrations were made (one per key and registration type, however often asked).
  public private(set) var creations = 0

  /// An empty cache.
  public init() {}

  /// The registration for `key`, made by `make` the first time only.
  ///
  /// Registrations are kept per key *and* registration type, so one key asked with two types
  /// never returns a registration of the wrong type.
  /// - Complexity: O(1) expected.
  public func registration<R>(for key: Any.Type, make: () -> R) -> R {
    let id = Key(key: ObjectIdentifier(key), registration: ObjectIdentifier(R.self))
    if let existing = registrations[id] as? R { return existing }
    let made = make()
    creations += 1
    registrations[id] = made
    return made
  }

  /// Whether a registration of any type was made for `key`.
  public func contains(_ key: Any.Type) -> Bool {
    registrations.keys.contains { $0.key == ObjectIdentifier(key) }
  }
}
