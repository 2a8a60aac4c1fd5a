import Foundation

/// `struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>` (iOS 13.0+,
/// tvOS 13.0+). UIKit's own page for the Swift struct was not in the documentation index (only
/// AppKit's, which reads `where SectionIdentifierType : Hashable, ItemIdentifierType : Hashable`);
/// the `Sendable` constraints follow UIKit's diffable data source classes, which take this
/// snapshot with the same generic parameters (unchecked against the struct's own page). Bricks
/// uses it with `Int` identifiers only.
// /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct
@preconcurrency
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
  var _sections: [SectionIdentifierType] = []
  var _items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
  var _reconfigured: [ItemIdentifierType] = []
  var _reloadedSections: [SectionIdentifierType] = []

  /// `init()` (the struct's memberwise-free initializer; an empty snapshot)
  // /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/init()
  public init() {}

  /// `mutating func appendSections(_ identifiers: [SectionIdentifierType])`
  // /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appendsections(_:)
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    _sections += identifiers
  }

  /// `mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil)`
  // /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appenditems(_:tosection:)
  public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
    guard let section = sectionIdentifier ?? _sections.last else { return }
    _items[section, default: []] += identifiers
  }

  /// `mutating func reconfigureItems(_ identifiers: [ItemIdentifierType])` (iOS 15.0+, tvOS 15.0+)
  // /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)
  @available(iOS 15.0, tvOS 15.0, *)
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    _reconfigured += identifiers
  }

  /// `mutating func reloadSections(_ identifiers: [SectionIdentifierType])`
  // /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reloadsections(_:)
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    _reloadedSections += identifiers
  }

  /// Not UIKit: the section identifiers, in order.
  public var _standInSections: [SectionIdentifierType] { _sections }
  /// Not UIKit: the item identifiers of a section.
  public func _standInItems(in section: SectionIdentifierType) -> [ItemIdentifierType] { _items[section] ?? [] }
  /// Not UIKit: the items marked for reconfiguring.
  public var _standInReconfigured: [ItemIdentifierType] { _reconfigured }
  /// Not UIKit: the sections marked for reloading.
  public var _standInReloadedSections: [SectionIdentifierType] { _reloadedSections }
}
