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
  var _sectionOf: [ItemIdentifierType: SectionIdentifierType] = [:]
  var _reconfigured: [ItemIdentifierType] = []
  var _reloadedSections: [SectionIdentifierType] = []
  var _reloaded: [ItemIdentifierType] = []
  var _failures: [String] = []

  /// `init()`: "Creates an empty snapshot" (on the struct page's Topics, copy above)
  // /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/init()
  public init() {}

  /// `mutating func appendSections(_ identifiers: [SectionIdentifierType])`. UIKit raises
  /// `NSInternalInconsistencyException` when an identifier is already in the snapshot or repeats
  /// in `identifiers` ("Fatal: supplied section identifiers are not unique. Duplicate
  /// identifiers: …"; iOS 13/14 said "Fatal: supplied identifiers are not unique.", quoted at
  /// zenn.dev/freddi/articles/484451ba078549); the stand-in records it and leaves the duplicate out.
  // /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appendsections(_:)
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    var duplicates: [SectionIdentifierType] = []
    for identifier in identifiers {
      if _items[identifier] != nil {
        duplicates.append(identifier)
        continue
      }
      _sections.append(identifier)
      _items[identifier] = []
    }
    if !duplicates.isEmpty {
      _failures.append(
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(duplicates.map { "\($0)" })")
    }
  }

  /// `mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil)`.
  /// UIKit raises `NSInternalInconsistencyException` when the snapshot has no section ("There
  /// are currently no sections in the data source. Please add a section first."), when
  /// `sectionIdentifier` is not in it ("Invalid parameter not satisfying: section != NSNotFound"),
  /// and when an identifier is already in the snapshot or repeats ("Fatal: supplied item
  /// identifiers are not unique. Duplicate identifiers: …"); the stand-in records each and leaves
  /// the offending items out.
  // /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appenditems(_:tosection:)
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    guard let section = sectionIdentifier ?? _sections.last else {
      _failures.append("There are currently no sections in the data source. Please add a section first.")
      return
    }
    guard _items[section] != nil else {
      _failures.append("Invalid parameter not satisfying: section != NSNotFound (section \(section))")
      return
    }
    var duplicates: [ItemIdentifierType] = []
    for identifier in identifiers {
      if _sectionOf[identifier] != nil {
        duplicates.append(identifier)
        continue
      }
      _sectionOf[identifier] = section
      _items[section, default: []].append(identifier)
    }
    if !duplicates.isEmpty {
      _failures.append(
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(duplicates.map { "\($0)" })")
    }
  }

  /// `mutating func deleteItems(_ identifiers: [ItemIdentifierType])` (iOS 13.0+, tvOS 13.0+).
  /// An identifier not in the snapshot is recorded as UIKit's exception ("Attempted to delete
  /// item identifier that does not exist in the snapshot: …", worded as the reload one below;
  /// no copy of the delete message was found).
  // /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/deleteitems(_:)
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers {
      guard let section = _sectionOf.removeValue(forKey: identifier) else {
        _failures.append("Attempted to delete item identifier that does not exist in the snapshot: \(identifier)")
        continue
      }
      _items[section]?.removeAll { $0 == identifier }
    }
  }

  /// `mutating func reconfigureItems(_ identifiers: [ItemIdentifierType])` (iOS 15.0+, tvOS 15.0+).
  /// An identifier not in the snapshot is recorded as UIKit's exception ("Attempted to
  /// reconfigure item identifier that does not exist in the snapshot: …").
  // /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)
  @available(iOS 15.0, tvOS 15.0, *)
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers where _sectionOf[identifier] == nil {
      _failures.append("Attempted to reconfigure item identifier that does not exist in the snapshot: \(identifier)")
    }
    _reconfigured += identifiers.filter { _sectionOf[$0] != nil }
  }

  /// `mutating func reloadItems(_ identifiers: [ItemIdentifierType])` (iOS 13.0+, tvOS 13.0+, as
  /// the struct; Apple's page, `.md` form, found by the documentation search). An identifier not
  /// in the snapshot is recorded as UIKit's exception ("Attempted to reload item identifier that
  /// does not exist in the snapshot: …", quoted at
  /// openillumi.com/en/en-fix-nsdiffabledatasource-reloaditems-trap).
  // /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reloaditems(_:)
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers where _sectionOf[identifier] == nil {
      _failures.append("Attempted to reload item identifier that does not exist in the snapshot: \(identifier)")
    }
    _reloaded += identifiers.filter { _sectionOf[$0] != nil }
  }

  /// `mutating func reloadSections(_ identifiers: [SectionIdentifierType])`. A section not in the
  /// snapshot is recorded as UIKit's exception ("Attempted to reload section identifier that
  /// does not exist in the snapshot: …", worded as the item one).
  // /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reloadsections(_:)
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers where _items[identifier] == nil {
      _failures.append("Attempted to reload section identifier that does not exist in the snapshot: \(identifier)")
    }
    _reloadedSections += identifiers.filter { _items[$0] != nil }
  }

  /// `var sectionIdentifiers: [SectionIdentifierType] { get }`
  // /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/sectionidentifiers
  public var sectionIdentifiers: [SectionIdentifierType] { _sections }

  /// `var itemIdentifiers: [ItemIdentifierType] { get }`
  // /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/itemidentifiers
  public var itemIdentifiers: [ItemIdentifierType] { _sections.flatMap { _items[$0] ?? [] } }

  /// `func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType]`
  // /documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/itemidentifiers(insection:)
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    _items[identifier] ?? []
  }

  /// Not UIKit: what UIKit would have raised `NSInternalInconsistencyException` for while this
  /// snapshot was built (also recorded by the view it is applied to).
  public var _standInFailures: [String] { _failures }
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
