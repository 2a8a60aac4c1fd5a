import Foundation

/// `@preconcurrency struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
/// where SectionIdentifierType : Hashable, SectionIdentifierType : Sendable, ItemIdentifierType :
/// Hashable, ItemIdentifierType : Sendable` (iOS 13.0+, tvOS 13.0+; conforms to `Sendable`), from
/// the copy of Apple's page (apple-docs-for-rag `UIKit/md/uikit-nsdiffabledatasourcesnapshot.md`,
/// which drops the generic parameter list but prints the constraints). Bricks uses it with `Int`
/// identifiers only.
// /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct
@available(iOS 13.0, tvOS 13.0, *)
@preconcurrency
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
  ItemIdentifierType: Sendable
{
  var _sections: [SectionIdentifierType] = []
  var _items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
  var _reconfigured: [ItemIdentifierType] = []
  var _reloadedSections: [SectionIdentifierType] = []
  var _reloaded: [ItemIdentifierType] = []

  /// `init()`: "Creates an empty snapshot" (on the struct page's Topics, copy above)
  // /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/init()
  public init() {}

  /// `mutating func appendSections(_ identifiers: [SectionIdentifierType])`
  // /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appendsections(_:)
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    _sections += identifiers
  }

  /// `mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil)`
  // /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appenditems(_:tosection:)
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    guard let section = sectionIdentifier ?? _sections.last else { return }
    _items[section, default: []] += identifiers
  }

  /// `mutating func reconfigureItems(_ identifiers: [ItemIdentifierType])` (iOS 15.0+, tvOS 15.0+)
  // /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)
  @available(iOS 15.0, tvOS 15.0, *)
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    _reconfigured += identifiers
  }

  /// `mutating func reloadItems(_ identifiers: [ItemIdentifierType])` (iOS 13.0+, tvOS 13.0+, as
  /// the struct; Apple's page, `.md` form, found by the documentation search)
  // /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reloaditems(_:)
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    _reloaded += identifiers
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
  /// Not UIKit: the items marked for reloading.
  public var _standInReloaded: [ItemIdentifierType] { _reloaded }
  /// Not UIKit: the sections marked for reloading.
  public var _standInReloadedSections: [SectionIdentifierType] { _reloadedSections }
}
