import Foundation

/// One model type bound to one view type: everything the registry needs, type-erased.
///
/// Three layers, so that a dequeue needs no closure and no cast of the model when its static
/// type is the view's `Model`: `CellBinding` holds what every binding has and configures from
/// a model of any type (cast); ``ModelBinding`` configures from a `Model` the caller already
/// has; ``TypedCellBinding`` is the one concrete subclass, knowing the view type.
@MainActor @usableFromInline
class CellBinding {
  /// The host this binding was last registered on (or found registered on), held weakly: a
  /// dequeue on the same host skips the registry's per-host records. A freed host reads as
  /// `nil` here, so a new host at its address is never taken for it.
  final weak var lastHost: AnyObject?
  /// The position in the registry's list, for per-host bookkeeping.
  final var index = 0
  @usableFromInline let modelType: Any.Type
  @usableFromInline let modelID: ObjectIdentifier
  @usableFromInline let viewType: AnyClass
  @usableFromInline let identifier: String
  @usableFromInline let registration: ViewRegistration
  @usableFromInline let height: @MainActor (Any, DimensionContext) -> CGFloat?
  @usableFromInline let size: @MainActor (Any, DimensionContext) -> CGSize?
  @usableFromInline let estimatedHeight: @MainActor (DimensionContext) -> CGFloat?

  @usableFromInline
  init(
    model: Any.Type, view: AnyClass, identifier: String, registration: ViewRegistration,
    sizing: (
      @MainActor (Any, DimensionContext) -> CGFloat?, @MainActor (Any, DimensionContext) -> CGSize?,
      @MainActor (DimensionContext) -> CGFloat?
    )
  ) {
    modelType = model
    modelID = ObjectIdentifier(model)
    viewType = view
    self.identifier = identifier
    self.registration = registration
    (height, size, estimatedHeight) = sizing
  }

  /// Configures `view` with `model` of any type: a model typed `Any` (however deeply boxed)
  /// or a subclass of the view's `Model` is cast to it.
  /// - Returns: `false` when `view` is not the bound view type or `model` not its `Model`.
  @usableFromInline
  func configure(_ view: AnyObject, withAny model: Any) -> Bool {
    preconditionFailure("CellBinding is abstract: the registry creates TypedCellBinding only")
  }
}

/// A binding whose view's `Model` is `Model`: configures without casting the model.
@MainActor @usableFromInline
class ModelBinding<Model>: CellBinding {
  /// Configures `view` with `model`.
  /// - Returns: `false` when `view` is not the bound view type.
  @usableFromInline
  func configure(_ view: AnyObject, with model: Model) -> Bool {
    preconditionFailure("ModelBinding is abstract: the registry creates TypedCellBinding only")
  }
}

/// The binding of the view type `C` (to `C.Model` or a subclass of it).
@MainActor @usableFromInline
final class TypedCellBinding<C: ConfigurableCell>: ModelBinding<C.Model> {
  @inlinable
  init(model: Any.Type, defaultBundle: Bundle?, make: (@MainActor () -> C)?) {
    let registration = ViewRegistration(for: C.self, defaultNibBundle: defaultBundle, make: make)
    super.init(
      model: model, view: C.self, identifier: C.reuseIdentifier, registration: registration,
      sizing: CellBinding.sizing(C.self))
  }

  @usableFromInline
  override func configure(_ view: AnyObject, with model: C.Model) -> Bool {
    guard let cell = view as? C else { return false }
    cell.configure(with: model)
    return true
  }

  @usableFromInline
  override func configure(_ view: AnyObject, withAny model: Any) -> Bool {
    guard let model = model as? C.Model else { return false }
    return configure(view, with: model)
  }
}

extension CellBinding {
  /// Height, size and estimate closures from the sizing protocols `C` adopts, most specific
  /// first: ModelHeight/ModelSize, DimensionSized, StaticHeight/StaticSize; `nil` is automatic.
  @inlinable
  static func sizing<C: ConfigurableCell>(_ cell: C.Type) -> (
    @MainActor (Any, DimensionContext) -> CGFloat?, @MainActor (Any, DimensionContext) -> CGSize?,
    @MainActor (DimensionContext) -> CGFloat?
  ) {
    let modelHeight = (C.self as? any ModelHeight.Type).map { modelHeightThunk($0) }
    let modelSize = (C.self as? any ModelSize.Type).map { modelSizeThunk($0) }
    let dimensions = C.self as? any DimensionSized.Type
    let staticHeight = (C.self as? any StaticHeight.Type)?.cellHeight
    let staticSize = (C.self as? any StaticSize.Type)?.cellSize

    let height: @MainActor (Any, DimensionContext) -> CGFloat? = { model, ctx in
      if let modelHeight { return ctx.rounded(modelHeight(model, ctx.columnWidth)) }
      if let dimensions { return dimensions.heightUnit.resolve(in: ctx) }
      if let staticHeight { return staticHeight }
      if let staticSize { return staticSize.height }
      if let modelSize { return modelSize(model, ctx).height }
      return nil
    }
    let size: @MainActor (Any, DimensionContext) -> CGSize? = { model, ctx in
      if let modelSize { return modelSize(model, ctx) }
      if let dimensions {
        return DimensionSize(width: dimensions.widthUnit, height: dimensions.heightUnit).resolve(in: ctx)
      }
      if let staticSize { return staticSize }
      let h: CGFloat? = modelHeight.map { ctx.rounded($0(model, ctx.columnWidth)) } ?? staticHeight
      return h.map { CGSize(width: ctx.rounded(ctx.columnWidth), height: $0) }
    }
    let estimate: @MainActor (DimensionContext) -> CGFloat? = { ctx in
      if let dimensions { return dimensions.heightUnit.estimate(in: ctx) }
      return staticHeight ?? staticSize?.height
    }
    return (height, size, estimate)
  }
}

@MainActor @inlinable
func modelHeightThunk<H: ModelHeight>(_ cell: H.Type) -> @MainActor (Any, CGFloat) -> CGFloat {
  { model, width in (model as? H.Model).map { H.height(for: $0, width: width) } ?? 0 }
}

@MainActor @inlinable
func modelSizeThunk<S: ModelSize>(_ cell: S.Type) -> @MainActor (Any, DimensionContext) -> CGSize {
  { model, ctx in (model as? S.Model).map { S.size(for: $0, in: ctx) } ?? .zero }
}
