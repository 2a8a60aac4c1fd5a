import Foundation

/// Whether a host lays out rows (a table) or items (a collection).
public enum CellHostKind: Sendable, Hashable {
  /// A `UITableView` or its recording stand-in: rows, header/footer views.
  case table
  /// A `UICollectionView` or its recording stand-in: items, supplementary views by kind.
  case collection
}

/// The kind of a supplementary view: a section header, a footer, or a custom layout kind.
///
/// Raw values match UIKit's (`UICollectionView.elementKindSectionHeader`), so a collection
/// host passes them straight through; a table host maps `header`/`footer` to its header-footer
/// pool.
public struct SupplementaryKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The string UIKit uses for the kind.
  public let rawValue: String
  /// Creates a kind from UIKit's string (for custom collection layouts).
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A section header (`UICollectionElementKindSectionHeader`).
  public static let header = SupplementaryKind(rawValue: "UICollectionElementKindSectionHeader")
  /// A section footer (`UICollectionElementKindSectionFooter`).
  public static let footer = SupplementaryKind(rawValue: "UICollectionElementKindSectionFooter")
  /// `header`, `footer`, or the raw string.
  public var description: String {
    switch self {
    case .header: "header"
    case .footer: "footer"
    default: rawValue
    }
  }
}

/// A nib to load a view from: its name and bundle (`nil` is the main bundle, as in UIKit).
public struct NibReference: Hashable, @unchecked Sendable {
  /// The nib's file name without extension.
  public var name: String
  /// The bundle holding the nib; `nil` means the main bundle.
  public var bundle: Bundle?
  /// Creates a reference to `name` in `bundle`.
  public init(name: String, bundle: Bundle?) {
    self.name = name
    self.bundle = bundle
  }
}

/// How a host should create a view for a reuse identifier: from a class or from a nib.
///
/// `make` is used only by hosts that cannot instantiate a class themselves (the recording
/// host on Linux); UIKit ignores it.
public struct ViewRegistration {
  /// The view's class.
  public var viewClass: AnyClass
  /// The nib to load it from, or `nil` to create the class directly.
  public var nib: NibReference?
  /// Creates an instance without UIKit, when the type allows it (``HostInstantiable``).
  public var make: (@MainActor () -> AnyObject)?

  /// A class registration.
  public init(class viewClass: AnyClass, make: (@MainActor () -> AnyObject)? = nil) {
    self.viewClass = viewClass
    self.nib = nil
    self.make = make
  }

  /// A nib registration for a view of class `viewClass`.
  public init(nib: NibReference, class viewClass: AnyClass, make: (@MainActor () -> AnyObject)? = nil) {
    self.viewClass = viewClass
    self.nib = nib
    self.make = make
  }
}

/// What a list view must do for Bricks: register, dequeue, reload and batch-update.
///
/// `UITableView` and `UICollectionView` conform in files under `#if canImport(UIKit)`; the
/// recording hosts in BricksTesting conform on every platform. All Bricks logic (registry,
/// data sources, Compose containers) talks to this protocol only, so it is tested on Linux.
///
/// Index paths are `[section, item]` (a table's row is the item).
@MainActor
public protocol CellHost: AnyObject {
  /// Whether this host shows rows or items.
  var hostKind: CellHostKind { get }
  /// The host's visible size, against which ``DimensionUnit``s resolve.
  var containerSize: CGSize { get }

  /// Registers a cell class or nib under `reuseIdentifier`, replacing an earlier one.
  func registerCell(_ registration: ViewRegistration, reuseIdentifier: String)

  /// Registers a supplementary (header/footer) view under `reuseIdentifier` for `kind`.
  func registerSupplementaryView(_ registration: ViewRegistration, kind: SupplementaryKind, reuseIdentifier: String)

  /// Returns a reused or new cell for `reuseIdentifier`, to be shown at `indexPath`.
  ///
  /// - Throws: ``CellError`` when nothing is registered under the identifier (UIKit itself
  ///   would crash; the registry registers before dequeuing, so it never gets there).
  func dequeueCell(reuseIdentifier: String, for indexPath: IndexPath) throws -> AnyObject

  /// Returns a reused or new supplementary view of `kind` for the section of `indexPath`.
  ///
  /// - Throws: ``CellError`` when nothing is registered under the identifier.
  func dequeueSupplementaryView(kind: SupplementaryKind, reuseIdentifier: String, for indexPath: IndexPath) throws -> AnyObject

  /// Discards every visible cell and asks the data source again.
  func reloadData()

  /// Applies `update` in one animated batch, calling `updatingData` inside it, before the
  /// host asks for the new counts (UIKit's rule: swap the data inside the update block).
  ///
  /// - Parameters:
  ///   - update: sections and items to delete, insert, move and reload; old indexes for
  ///     deletes/reloads/move sources, new indexes for inserts/move destinations.
  ///   - updatingData: swaps the model to its new state.
  ///   - completion: called when the animations finish (`true` if they ran to the end).
  func performBatchUpdate(_ update: BatchUpdate, updatingData: () -> Void, completion: ((Bool) -> Void)?)

  /// Lets the host read the per-section item counts, to check batch updates as UIKit does.
  ///
  /// UIKit asks its data source; the default does nothing. The recording host keeps it.
  func attachItemCounts(_ counts: @escaping @MainActor () -> [Int])
}

public extension CellHost {
  /// Does nothing: UIKit hosts ask their data source for counts.
  func attachItemCounts(_ counts: @escaping @MainActor () -> [Int]) {}
}
