import Foundation

extension CellRegistry {
  /// Binds `model` to the view type `view`, configured by `configure` rather than by a
  /// `configure(with:)` of the view's own: the registration behind
  /// `register(_:on:…content:)` for SwiftUI cells (BricksCells/SwiftUI), where one generic cell
  /// class shows whatever the registration's closure makes.
  ///
  /// The view is self-sizing (``height(for:width:)`` and ``size(for:in:)`` are `nil`, the
  /// automatic dimension) with `estimatedHeight` as its estimate. Registering `model` again with
  /// the same view type replaces `configure` (cells dequeued afterwards show the new content).
  /// - Throws: ``CellError`` `duplicateModel` when `model` is bound to another view type, or to
  ///   `view` through ``register(_:for:make:)``; `duplicateIdentifier` when another view type
  ///   uses `view`'s reuse identifier.
  package func register<V: Reusable, Model>(
    _ view: V.Type, for model: Model.Type, make: (@MainActor () -> V)? = nil, estimatedHeight: CGFloat? = nil,
    configure: @escaping @MainActor (V, Model) -> Void
  ) throws {
    if let i = cellIndex[ObjectIdentifier(model)] {
      guard let existing = cells[i] as? ClosureCellBinding<V, Model> else {
        throw CellError.duplicateModel(model, existing: cells[i].viewType, new: V.self)
      }
      existing.configureView = configure
      return
    }
    try add(
      ClosureCellBinding(
        model: model, defaultBundle: nibBundle, make: make, estimatedHeight: estimatedHeight, configure: configure))
  }

  /// Configures `view` with `model` through the binding of `model`'s type, as a dequeue does:
  /// for views a host dequeued through its own registration (a `UICollectionView.CellRegistration`).
  /// - Throws: ``CellError`` `noCellForModel` when nothing is bound to the model's type,
  ///   `wrongCellType` when `view` is not the bound view type.
  package func configure<M>(_ view: AnyObject, with model: M) throws {
    let binding = try binding(of: model)
    let configured =
      if let typed = binding as? ModelBinding<M> { typed.configure(view, with: model) } else {
        binding.configure(view, withAny: model)
      }
    guard configured else {
      throw CellError.wrongCellType(identifier: binding.identifier, expected: binding.viewType, got: view)
    }
  }
}
