import Foundation

/// The binding of the view type `V` to `Model` through a closure the registration passes: the
/// view is configured by the binding, at configure time, not by a `configure(with:)` of its own.
///
/// What SwiftUI cells need: one generic cell class per model type shows whatever view the
/// registration's closure makes, so the content lives here, in the registry that bound it, and
/// two registries binding one model type to different content never mix them up (even when
/// their cells share a host's reuse pool: every configure applies the dequeuing registry's
/// closure).
@MainActor @usableFromInline
final class ClosureCellBinding<V: Reusable, Model>: ModelBinding<Model> {
  /// Configures a dequeued `V` with a model; replaced when the model type is registered again.
  var configureView: @MainActor (V, Model) -> Void

  init(
    model: Any.Type, defaultBundle: Bundle?, make: (@MainActor () -> V)?, estimatedHeight: CGFloat?,
    configure: @escaping @MainActor (V, Model) -> Void
  ) {
    configureView = configure
    super.init(
      model: model, view: V.self, identifier: V.reuseIdentifier,
      registration: ViewRegistration(for: V.self, defaultNibBundle: defaultBundle, make: make),
      sizing: ({ _, _ in nil }, { _, _ in nil }, { _ in estimatedHeight }))
  }

  @usableFromInline
  override func configure(_ view: AnyObject, with model: Model) -> Bool {
    guard let view = view as? V else { return false }
    configureView(view, model)
    return true
  }

  @usableFromInline
  override func configure(_ view: AnyObject, withAny model: Any) -> Bool {
    guard let model = model as? Model else { return false }
    return configure(view, with: model)
  }
}
