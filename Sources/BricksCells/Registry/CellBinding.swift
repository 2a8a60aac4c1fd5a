import Foundation

/// One model type bound to one view type: everything the registry needs, type-erased.
///
/// Three layers, so the hot path needs no closure and no copy of the model: `CellBinding`
/// holds what every binding has; ``ModelBinding`` adds configuring from a `Model` the caller
/// already has (a vtable call, the model borrowed); ``TypedCellBinding`` is the one concrete
/// subclass, knowing the cell type.
@MainActor @usableFromInline
class CellBinding {
  /// The last host this binding was registered on (a fast path for the common single host).
  @usableFromInline @exclusivity(unchecked) final var registeredOn: HostStamp?
  /// The position in the registry's list, for per-host bookkeeping.
  @usableFromInline final var index = 0
  @usableFromInline let modelType: Any.Type
  @usableFromInline let modelID: ObjectIdentifier
  @usableFromInline let viewType: AnyClass
  @usableFromInline let identifier: String
  @usableFromInline let registration: ViewRegistration
  /// Whether `modelType` is exactly the view's `Model`: then this is a `ModelBinding<modelType>`.
  @usableFromInline let exactModel: Bool
  @usableFromInline let height: @MainActor (Any, DimensionContext) -> CGFloat?
  @usableFromInline let size: @MainActor (Any, DimensionContext) -> CGSize?
  @usableFromInline let estimatedHeight: @MainActor (DimensionContext) -> CGFloat?

  @usableFromInline
  init(
    model: Any.Type, view: AnyClass, identifier: String, registration: ViewRegistration, exactModel: Bool,
    sizing: (@MainActor (Any, DimensionContext) -> CGFloat?, @MainActor (Any, DimensionContext) -> CGSize?, @MainActor (DimensionContext) -> CGFloat?)
  ) {
    modelType = model
    modelID = ObjectIdentifier(model)
    viewType = view
    self.identifier = identifier
    self.registration = registration
    self.exactModel = exactModel
    (height, size, estimatedHeight) = sizing
  }

  /// A binding that no model type matches: the registry's last binding before its first dequeue.
  static var unmatched: CellBinding {
    enum NoModel {}
    final class NoView {}
    return CellBinding(
      model: NoModel.self, view: NoView.self, identifier: "", registration: ViewRegistration(class: NoView.self),
      exactModel: false, sizing: ({ _, _ in nil }, { _, _ in nil }, { _ in nil }))
  }

  /// Configures `view` with `model` of any type.
  /// - Returns: `false` when `view` is not the bound view type or `model` not its `Model`.
  @usableFromInline
  func configure(_ view: AnyObject, withAny model: Any) -> Bool {
    preconditionFailure("CellBinding is abstract: the registry creates TypedCellBinding only")
  }
}

/// A binding whose view's `Model` is `Model`: configures without boxing or copying the model.
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
  init(model: Any.Type, defaultBundle: Bundle?, make explicitMake: (@MainActor () -> C)?) {
    var make: (@MainActor () -> AnyObject)?
    if let explicitMake { make = { explicitMake() } } else if let t = C.self as? any HostInstantiable.Type { make = { t.init() } }
    let registration: ViewRegistration
    if let nib = C.self as? any NibLoadable.Type {
      let bundle = nib.nibBundle ?? defaultBundle ?? Bundle(for: C.self)
      registration = ViewRegistration(nib: NibReference(name: nib.nibName, bundle: bundle), class: C.self, make: make)
    } else {
      registration = ViewRegistration(class: C.self, make: make)
    }
    super.init(
      model: model, view: C.self, identifier: C.reuseIdentifier, registration: registration,
      exactModel: model == C.Model.self, sizing: CellBinding.sizing(C.self))
  }

  @usableFromInline
  override func configure(_ view: AnyObject, with model: C.Model) -> Bool {
    // The host nearly always returns exactly C: compare class identities before falling back
    // to a dynamic cast (a subclass loaded from a nib).
    if ObjectIdentifier(type(of: view)) == ObjectIdentifier(C.self) {
      unsafeDowncast(view, to: C.self).configure(with: model)
    } else {
      guard let view = view as? C else { return false }
      view.configure(with: model)
    }
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
    let units = C.self as? any DimensionSized.Type
    let staticHeight = (C.self as? any StaticHeight.Type)?.cellHeight
    let staticSize = (C.self as? any StaticSize.Type)?.cellSize

    let height: @MainActor (Any, DimensionContext) -> CGFloat? = { model, ctx in
      if let modelHeight { return ctx.rounded(modelHeight(model, ctx.columnWidth)) }
      if let units { return units.heightUnit.resolve(in: ctx) }
      if let staticHeight { return staticHeight }
      if let staticSize { return staticSize.height }
      if let modelSize { return modelSize(model, ctx).height }
      return nil
    }
    let size: @MainActor (Any, DimensionContext) -> CGSize? = { model, ctx in
      if let modelSize { return modelSize(model, ctx) }
      if let units { return DimensionSize(width: units.widthUnit, height: units.heightUnit).resolve(in: ctx) }
      if let staticSize { return staticSize }
      let h: CGFloat? = modelHeight.map { ctx.rounded($0(model, ctx.columnWidth)) } ?? staticHeight
      return h.map { CGSize(width: ctx.rounded(ctx.columnWidth), height: $0) }
    }
    let estimate: @MainActor (DimensionContext) -> CGFloat? = { ctx in
      if let units { return units.heightUnit.estimate(in: ctx) }
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
