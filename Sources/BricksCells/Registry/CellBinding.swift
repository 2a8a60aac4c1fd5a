import Foundation

/// One model type bound to one view type: everything the registry needs, type-erased.
@MainActor @usableFromInline
final class CellBinding {
  /// The last host this binding was registered on (a fast path for the common single host).
  @usableFromInline weak var registeredHost: AnyObject?
  /// The position in the registry's list, for per-host bookkeeping.
  @usableFromInline var index = 0
  @usableFromInline let modelType: Any.Type
  @usableFromInline let modelID: ObjectIdentifier
  @usableFromInline let viewType: AnyClass
  @usableFromInline let identifier: String
  @usableFromInline let registration: ViewRegistration
  /// Whether `modelType` is exactly the view's `Model`, so a `Model` can be passed by pointer.
  @usableFromInline let exactModel: Bool
  @usableFromInline let configureAny: @MainActor (AnyObject, Any) -> Bool
  @usableFromInline let configureRaw: @MainActor (AnyObject, UnsafeRawPointer) -> Bool
  @usableFromInline let height: @MainActor (Any, DimensionContext) -> CGFloat?
  @usableFromInline let size: @MainActor (Any, DimensionContext) -> CGSize?
  @usableFromInline let estimatedHeight: @MainActor (DimensionContext) -> CGFloat?

  @inlinable
  init<C: ConfigurableCell>(_ cell: C.Type, model: Any.Type, defaultBundle: Bundle?, make explicitMake: (@MainActor () -> C)?) {
    modelType = model
    modelID = ObjectIdentifier(model)
    viewType = C.self
    identifier = C.reuseIdentifier
    exactModel = model == C.Model.self
    var make: (@MainActor () -> AnyObject)?
    if let explicitMake { make = { explicitMake() } } else if let t = C.self as? any HostInstantiable.Type { make = { t.init() } }
    if let nib = C.self as? any NibLoadable.Type {
      let bundle = nib.nibBundle ?? defaultBundle ?? Bundle(for: C.self)
      registration = ViewRegistration(nib: NibReference(name: nib.nibName, bundle: bundle), class: C.self, make: make)
    } else {
      registration = ViewRegistration(class: C.self, make: make)
    }
    // The host nearly always returns exactly C: compare class identities (cheap even when this
    // closure runs unspecialized) before falling back to a dynamic cast (a subclass from a nib).
    let cellID = ObjectIdentifier(C.self)
    configureAny = { view, model in
      guard let model = model as? C.Model else { return false }
      if ObjectIdentifier(type(of: view)) == cellID {
        unsafeDowncast(view, to: C.self).configure(with: model)
      } else {
        guard let view = view as? C else { return false }
        view.configure(with: model)
      }
      return true
    }
    configureRaw = { view, pointer in
      if ObjectIdentifier(type(of: view)) == cellID {
        unsafeDowncast(view, to: C.self).configure(with: pointer.assumingMemoryBound(to: C.Model.self).pointee)
      } else {
        guard let view = view as? C else { return false }
        view.configure(with: pointer.assumingMemoryBound(to: C.Model.self).pointee)
      }
      return true
    }
    (height, size, estimatedHeight) = Self.sizing(C.self)
  }

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
