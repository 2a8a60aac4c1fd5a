import BricksCells
import Foundation

/// One block of a screen: an identity, a size, and how to configure the cell that shows it.
///
/// VivaReal's "Compose" idea: instead of a `switch indexPath.row` repeated in `cellForItem`,
/// `sizeForItem` and `didSelect`, a screen is a list of units, and a container shows them and
/// animates the difference when the list changes.
///
/// ```swift
/// struct TitleUnit: ComposingUnit, Equatable {
///   typealias Cell = TitleCell          // any Reusable cell class
///   var identifier: String { "title" }
///   var title: String
///   var height: LayoutDimension { .absolute(56) }
///   func configure(_ cell: TitleCell) { cell.label.text = title }
/// }
/// ```
/// Identifiers must be unique within a container (a duplicate makes the container reload instead
/// of animating, with a diagnostic). Make units `Equatable` so that only changed units are
/// updated; a unit that is not `Equatable` is treated as changed on every update. A changed unit
/// is *reconfigured*: its cell is configured again and keeps its state, selection and running
/// animations (iOS 15's `reconfigureItems(at:)`); set ``reloadsOnChange`` for a new cell instead.
///
/// Opt-in capabilities: ``SelectableUnit``, ``HighlightableUnit``, ``DisplayingUnit``,
/// ``EndDisplayingUnit``.
public protocol ComposingUnit {
  /// The cell class this unit configures.
  associatedtype Cell: AnyObject
  /// The type of ``identifier``.
  associatedtype Identifier: Hashable

  /// The unit's identity across states: equal identifiers mean "the same block".
  var identifier: Identifier { get }
  /// The cell's width (a grid column, a horizontal page...); default `.fractionalWidth(1)`.
  var width: LayoutDimension { get }
  /// The cell's height; default `.automatic()` (self-sizing).
  var height: LayoutDimension { get }

  /// Shows this unit in `cell` (called on every dequeue, reload and reconfigure).
  @MainActor func configure(_ cell: Cell)

  /// Whether `other` (a unit with the same identifier) looks the same; `false` updates its cell.
  /// Default: `==` for `Equatable` units, otherwise always `false`.
  func isContentEqual(to other: Self) -> Bool

  /// Whether a content change replaces the cell (a reload, with UIKit's cross-fade) instead of
  /// configuring the existing cell again (a reconfigure, the default: `false`). A change of cell
  /// class always reloads.
  var reloadsOnChange: Bool { get }

  /// The reuse identifier of ``Cell``; default `Cell.reuseIdentifier` for ``Reusable`` cells,
  /// else the cell's qualified type name.
  @MainActor static var reuseIdentifier: String { get }
  /// How a host creates ``Cell``: by nib for ``NibLoadable`` cells, else by class; hosts
  /// without UIKit use `init()` of ``HostInstantiable`` cells.
  /// - Parameter nibBundle: The container's ``ComposingContainer/nibBundle``: where to find a
  ///   nib whose cell names no bundle.
  @MainActor static func registration(nibBundle: Bundle?) -> ViewRegistration
}

extension ComposingUnit {
  /// The full width of the container (or of a grid column).
  public var width: LayoutDimension { .fractionalWidth(1) }
  /// Self-sizing.
  public var height: LayoutDimension { .automatic() }

  /// Always `false`: a unit that is not `Equatable` is updated on every update.
  public func isContentEqual(to other: Self) -> Bool { false }

  /// `false`: a changed unit's cell is reconfigured, not replaced.
  public var reloadsOnChange: Bool { false }

  /// `Cell.reuseIdentifier` for ``Reusable`` cells, else the cell's qualified type name.
  @MainActor public static var reuseIdentifier: String {
    (Cell.self as? any Reusable.Type)?.reuseIdentifier ?? TypeName.qualified(Cell.self)
  }

  /// The registration ``CellRegistry`` makes for the same cell,
  /// ``ViewRegistration/init(for:defaultNibBundle:make:)``: a nib registration for
  /// ``NibLoadable`` cells (bundle: the cell's own, else `nibBundle`, else its class's), a class
  /// registration otherwise.
  @MainActor public static func registration(nibBundle: Bundle?) -> ViewRegistration {
    ViewRegistration(for: Cell.self, defaultNibBundle: nibBundle)
  }
}

extension ComposingUnit where Self: Equatable {
  /// `self == other`.
  public func isContentEqual(to other: Self) -> Bool { self == other }
}
