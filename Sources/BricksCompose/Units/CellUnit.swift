import BricksCells
import Foundation

/// A unit that shows a model in a ``ConfigurableCell``: the cells layer's cell, reused as is.
///
/// ```swift
/// CellUnit(TweetCell.self, id: tweet.id, model: tweet)
/// CellUnit(PhotoCell.self, id: "hero", model: photo, height: .fractionalWidth(9.0 / 16))
/// ```
/// `configure` calls `cell.configure(with: model)`. With an `Equatable` model only changed
/// models reload; otherwise every update reloads the cell. The size defaults to the cell's
/// ``DimensionSized`` units when it has them, else full width and self-sizing height.
public struct CellUnit<Cell: ConfigurableCell, Identifier: Hashable>: ComposingUnit {
  /// The unit's identity.
  public var identifier: Identifier
  /// What the cell shows.
  public var model: Cell.Model
  /// The cell's width.
  public var width: LayoutDimension
  /// The cell's height.
  public var height: LayoutDimension
  let modelEquals: ((Cell.Model, Cell.Model) -> Bool)?

  /// A unit for `model` shown by `cell`.
  ///
  /// - Parameters:
  ///   - cell: The cell type.
  ///   - id: The unit's identity.
  ///   - model: What the cell shows.
  ///   - width: Defaults to the cell's ``DimensionSized/widthUnit``, else the full width.
  ///   - height: Defaults to the cell's ``DimensionSized/heightUnit``, else automatic.
  @MainActor public init(
    _ cell: Cell.Type = Cell.self, id: Identifier, model: Cell.Model,
    width: LayoutDimension? = nil, height: LayoutDimension? = nil
  ) {
    self.init(cell, id: id, model: model, width: width, height: height, modelEquals: nil)
  }

  @MainActor init(
    _ cell: Cell.Type, id: Identifier, model: Cell.Model, width: LayoutDimension?, height: LayoutDimension?,
    modelEquals: ((Cell.Model, Cell.Model) -> Bool)?
  ) {
    let sized = Cell.self as? any DimensionSized.Type
    self.identifier = id
    self.model = model
    self.width = width ?? sized?.widthUnit ?? .fractionalWidth(1)
    self.height = height ?? sized?.heightUnit ?? .automatic()
    self.modelEquals = modelEquals
  }

  /// `cell.configure(with: model)`.
  @MainActor public func configure(_ cell: Cell) { cell.configure(with: model) }

  /// Compares the models when they are `Equatable`; otherwise `false` (reload).
  public func isContentEqual(to other: CellUnit) -> Bool {
    modelEquals?(model, other.model) ?? false
  }
}

extension CellUnit where Cell.Model: Equatable {
  /// A unit for an `Equatable` model: it reloads only when the model changed.
  ///
  /// - Parameters:
  ///   - cell: The cell type.
  ///   - id: The unit's identity.
  ///   - model: What the cell shows.
  ///   - width: Defaults to the cell's ``DimensionSized/widthUnit``, else the full width.
  ///   - height: Defaults to the cell's ``DimensionSized/heightUnit``, else automatic.
  @MainActor public init(
    _ cell: Cell.Type = Cell.self, id: Identifier, model: Cell.Model,
    width: LayoutDimension? = nil, height: LayoutDimension? = nil
  ) {
    self.init(cell, id: id, model: model, width: width, height: height, modelEquals: { a, b in a == b })
  }
}

extension CellUnit where Cell.Model: Identifiable & Equatable, Identifier == Cell.Model.ID {
  /// A unit identified by its model's `id`.
  ///
  ///     CellUnit(TweetCell.self, model: tweet)
  @MainActor public init(
    _ cell: Cell.Type = Cell.self, model: Cell.Model, width: LayoutDimension? = nil, height: LayoutDimension? = nil
  ) {
    self.init(cell, id: model.id, model: model, width: width, height: height, modelEquals: { a, b in a == b })
  }
}
