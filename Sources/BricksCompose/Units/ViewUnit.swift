import BricksCells
import Foundation

/// A unit configured by a closure that receives the right cell type; its content is a value you
/// choose, compared to decide reloads.
///
/// ```swift
/// ViewUnit(id: "price", content: listing.price, height: .absolute(64)) { (cell: PriceCell, price) in
///   cell.label.text = price.formatted()
/// }
/// ```
/// The talk's "typed unit": no subclass, no cast, and no `switch indexPath.row`.
public struct ViewUnit<Cell: AnyObject, Content: Equatable>: ComposingUnit {
  /// The unit's identity.
  public var identifier: AnyHashable
  /// The value the cell shows; a different value reloads the cell.
  public var content: Content
  /// The cell's width.
  public var width: LayoutDimension
  /// The cell's height.
  public var height: LayoutDimension
  let apply: @MainActor (Cell, Content) -> Void

  /// A unit showing `content` in a `Cell`.
  ///
  /// - Parameters:
  ///   - id: The unit's identity.
  ///   - content: What the cell shows (compared with `==` across updates).
  ///   - width: The cell's width; default the full width.
  ///   - height: The cell's height; default automatic.
  ///   - configure: Shows `content` in the cell.
  public init(
    id: some Hashable, content: Content, width: LayoutDimension = .fractionalWidth(1),
    height: LayoutDimension = .automatic(), configure: @escaping @MainActor (Cell, Content) -> Void
  ) {
    self.identifier = AnyHashable(id)
    self.content = content
    self.width = width
    self.height = height
    self.apply = configure
  }

  /// Calls the closure with `cell` and ``content``.
  @MainActor public func configure(_ cell: Cell) { apply(cell, content) }

  /// `content == other.content`.
  public func isContentEqual(to other: ViewUnit) -> Bool { content == other.content }
}

extension ViewUnit where Content == Int {
  /// A unit with no content of its own: configured once, reloaded only when its identifier
  /// leaves and comes back (a separator, a static banner).
  ///
  ///     ViewUnit(id: "divider", height: .absolute(1)) { (cell: DividerCell) in cell.backgroundColor = .separator }
  public init(
    id: some Hashable, width: LayoutDimension = .fractionalWidth(1), height: LayoutDimension = .automatic(),
    configure: @escaping @MainActor (Cell) -> Void
  ) {
    self.init(id: id, content: 0, width: width, height: height) { cell, _ in configure(cell) }
  }
}
