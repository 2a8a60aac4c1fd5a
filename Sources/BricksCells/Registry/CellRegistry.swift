import Foundation

/// Binds model types to cell types, registers the cells on hosts, dequeues and configures the
/// right cell for a model, and sizes it.
///
/// ```swift
/// let registry = CellRegistry()
/// try registry.register(TweetCell.self, for: Tweet.self)
/// try registry.register(AdCell.self, for: Ad.self)
/// registry.registerAll(on: tableView)   // optional: dequeue registers lazily
/// let cell = try registry.dequeueCell(for: tweet, at: indexPath, on: tableView)
/// let height = try registry.height(for: tweet, width: tableView.bounds.width)
/// ```
/// Every mistake UIKit would crash on is a thrown ``CellError`` naming the type, the
/// identifier and the fix.
@MainActor
public final class CellRegistry {
  @usableFromInline var cells: [CellBinding] = []
  var cellIndex: [ObjectIdentifier: Int] = [:]
  /// The binding the last dequeue used (lists show runs of one model type), ``noBinding`` at
  /// first. Unretained, so that checking it costs no reference counting: `cells` keeps every
  /// binding alive as long as the registry, and none is ever removed.
  @usableFromInline @exclusivity(unchecked) unowned(unsafe) var lastBinding: CellBinding
  /// A binding no model type matches.
  let noBinding = CellBinding.unmatched
  var cellIdentifiers: [String: AnyClass] = [:]
  var supplementaries: [CellBinding] = []
  var supplementaryIndex: [SupplementaryKey: Int] = [:]
  var supplementaryIdentifiers: [String: AnyClass] = [:]
  var hosts: [ObjectIdentifier: HostRecord] = [:]
  var lastHost: HostRecord?
  /// The view the last failed dequeue got from its host and could not configure, until a data
  /// source takes it (see `CellRegistry+Unconfigured.swift`).
  var unconfiguredView: AnyObject?

  /// The bundle for nibs whose type does not name one (`NibLoadable.nibBundle == nil`);
  /// `nil` falls back to `Bundle(for:)` the cell class. Swift packages pass `.module`.
  public let nibBundle: Bundle?

  /// Creates an empty registry.
  /// - Parameter nibBundle: where to find nibs by default (see ``nibBundle``).
  public init(nibBundle: Bundle? = nil) {
    self.nibBundle = nibBundle
    lastBinding = noBinding
  }

  /// The model types bound so far, in registration order.
  public var registeredModelTypes: [Any.Type] { cells.map(\.modelType) }

  // MARK: Registering

  /// Binds `model` to `cell`: dequeuing for a `model` value gives a configured `cell`.
  ///
  /// Registering the same pair again does nothing.
  /// - Parameters:
  ///   - cell: the cell type; a `NibLoadable` one is registered by nib.
  ///   - model: the model type (defaults to the cell's `Model`; a subclass is allowed).
  ///   - make: how a host without UIKit (the recording host) creates the cell; defaults to
  ///     `init()` for ``HostInstantiable`` cells.
  /// - Throws: ``CellError`` `duplicateModel` when `model` is bound to another cell,
  ///   `duplicateIdentifier` when another cell type uses `cell`'s reuse identifier.
  @inlinable
  public func register<C: ConfigurableCell>(_ cell: C.Type, for model: C.Model.Type = C.Model.self, make: (@MainActor () -> C)? = nil) throws {
    // Inlinable so that the binding's closures are specialized for C in the caller's module.
    if try isBound(model, to: C.self) { return }
    try add(TypedCellBinding(model: model, defaultBundle: nibBundle, make: make))
  }

  /// Whether `model` is already bound to `cell` (true) or unbound (false).
  /// - Throws: ``CellError`` `duplicateModel` when it is bound to another cell.
  @usableFromInline
  func isBound(_ model: Any.Type, to cell: AnyClass) throws -> Bool {
    guard let i = cellIndex[ObjectIdentifier(model)] else { return false }
    if cells[i].viewType == cell { return true }
    throw CellError.duplicateModel(model, existing: cells[i].viewType, new: cell)
  }

  @usableFromInline
  func add(_ binding: CellBinding) throws {
    let key = ObjectIdentifier(binding.modelType)
    if let other = cellIdentifiers[binding.identifier], other != binding.viewType {
      throw CellError.duplicateIdentifier(binding.identifier, existing: other, new: binding.viewType)
    }
    cellIdentifiers[binding.identifier] = binding.viewType
    binding.index = cells.count
    cellIndex[key] = cells.count
    cells.append(binding)
  }

  /// Binds `model` to a supplementary view (a header or footer) of `kind`.
  ///
  /// - Throws: ``CellError`` `duplicateModel` or `duplicateIdentifier`, as ``register(_:for:make:)``.
  public func registerSupplementaryView<V: ConfigurableCell>(_ view: V.Type, kind: SupplementaryKind, for model: V.Model.Type = V.Model.self, make: (@MainActor () -> V)? = nil) throws {
    let key = SupplementaryKey(kind: kind, model: ObjectIdentifier(model))
    if let i = supplementaryIndex[key] {
      if supplementaries[i].viewType == V.self { return }
      throw CellError.duplicateModel(model, existing: supplementaries[i].viewType, new: V.self)
    }
    let binding = TypedCellBinding(model: model, defaultBundle: nibBundle, make: make)
    if let other = supplementaryIdentifiers[binding.identifier], other != V.self {
      throw CellError.duplicateIdentifier(binding.identifier, existing: other, new: V.self)
    }
    supplementaryIdentifiers[binding.identifier] = V.self
    binding.index = supplementaries.count
    supplementaryIndex[key] = supplementaries.count
    supplementaries.append(binding)
  }

  /// Registers every bound cell and supplementary view on `host` now, instead of lazily on
  /// the first dequeue.
  public func registerAll(on host: some CellHost) {
    let record = record(for: host)
    for i in cells.indices { ensureCell(i, on: host, record) }
    for i in supplementaries.indices { ensureSupplementary(i, on: host, record) }
  }

  // MARK: Looking up

  /// The reuse identifier of the cell bound to `modelType`.
  /// - Throws: ``CellError`` `noCellForModel`.
  public func reuseIdentifier(for modelType: Any.Type) throws -> String {
    guard let binding = binding(forModelType: modelType) else { throw CellError.noCell(forModel: modelType) }
    return binding.identifier
  }

  /// The cell type bound to `modelType`, or `nil`.
  public func cellType(for modelType: Any.Type) -> AnyClass? {
    cellIndex[ObjectIdentifier(modelType)].map { cells[$0].viewType }
  }

  /// Whether a cell is bound to the dynamic type of `model`.
  public func canShow(_ model: Any) -> Bool { cellIndex[ObjectIdentifier(type(of: model))] != nil }

  /// Whether a supplementary view of `kind` is bound to the dynamic type of `model`.
  public func canShowSupplementary(_ model: Any, kind: SupplementaryKind) -> Bool {
    supplementaryIndex[SupplementaryKey(kind: kind, model: ObjectIdentifier(type(of: model)))] != nil
  }

  // MARK: Dequeuing

  /// Dequeues the cell bound to `model`'s type from `host` and configures it with `model`,
  /// registering it on `host` first if needed.
  ///
  /// - Throws: ``CellError`` `noCellForModel` when no cell is bound; `wrongCellType` when the
  ///   host hands back another class; whatever the host throws (`unregisteredIdentifier`).
  /// - Complexity: no hashing while the model type repeats, then the host's dequeue; no
  ///   allocation and no copy of the model when its static type is the registered one.
  @inlinable
  public func dequeueCell<M>(for model: M, at indexPath: IndexPath, on host: some CellHost) throws -> AnyObject {
    if M.self == Any.self {
      // A list of mixed models: open the existential, so that the model is configured in
      // place through its typed binding. (`model as Any` would box it in another existential.)
      func opened<T>(_ model: T) throws -> AnyObject { try dequeueCell(for: model, at: indexPath, on: host) }
      return try _openExistential(unsafeBitCast(model, to: Any.self), do: opened)
    }
    // Lists show runs of one model type: then the binding is found without hashing.
    unowned(unsafe) let last = lastBinding
    if last.modelID == ObjectIdentifier(M.self) { return try dequeue(last, for: model, at: indexPath, on: host) }
    if let binding = binding(forModelType: M.self) { return try dequeue(binding, for: model, at: indexPath, on: host) }
    // Another existential, or a subclass of its static type: bound by its dynamic type.
    let binding = try binding(of: model)
    return try dequeue(binding, at: indexPath, on: host) { binding.configure($0, withAny: model) }
  }

  /// The binding of exactly `modelType`, or `nil`; remembered for the next call.
  @usableFromInline
  func binding(forModelType modelType: Any.Type) -> CellBinding? {
    let id = ObjectIdentifier(modelType)
    if lastBinding.modelID == id { return lastBinding }
    guard let i = cellIndex[id] else { return nil }
    lastBinding = cells[i]
    return cells[i]
  }

  /// The binding of `model`: of its static type if bound, else of its dynamic type.
  /// - Throws: ``CellError`` `noCellForModel`.
  @usableFromInline
  func binding<M>(of model: M) throws -> CellBinding {
    if let binding = binding(forModelType: M.self) { return binding }
    let modelType = type(of: model as Any)
    guard let binding = binding(forModelType: modelType) else { throw CellError.noCell(forModel: modelType) }
    return binding
  }

  /// Dequeues and configures the cell of `binding`, the binding of `M`.
  @inlinable @inline(__always)
  func dequeue<M>(_ binding: CellBinding, for model: M, at indexPath: IndexPath, on host: some CellHost) throws -> AnyObject {
    // An exact binding of M is a ModelBinding<M>: the model is passed borrowed, not copied.
    guard binding.exactModel else { return try dequeue(binding, at: indexPath, on: host) { binding.configure($0, withAny: model) } }
    return try dequeue(binding, at: indexPath, on: host) { unsafeDowncast(binding, to: ModelBinding<M>.self).configure($0, with: model) }
  }

  /// Registers the cell of `binding` on `host` if needed, dequeues it and configures it.
  @inlinable @inline(__always)
  func dequeue(_ binding: CellBinding, at indexPath: IndexPath, on host: some CellHost, configure: (AnyObject) -> Bool) throws -> AnyObject {
    if binding.registeredOn?.matches(host) != true { ensureRegistered(binding, on: host) }
    let cell = try host.dequeueCell(reuseIdentifier: binding.identifier, for: indexPath)
    guard configure(cell) else { throw unconfigured(cell, binding) }
    return cell
  }

  /// Dequeues and configures a cell of the type the call site expects.
  ///
  /// ```swift
  /// let cell: TweetCell = try registry.dequeue(for: tweet, at: indexPath, on: host)
  /// ```
  /// - Throws: ``CellError`` as ``dequeueCell(for:at:on:)``; `wrongCellType` when `C` is not
  ///   the cell bound to `model`'s type.
  public func dequeue<C: ConfigurableCell>(_ type: C.Type = C.self, for model: C.Model, at indexPath: IndexPath, on host: some CellHost) throws -> C {
    let cell = try dequeueCell(for: model, at: indexPath, on: host)
    guard let typed = cell as? C else {
      throw CellError.wrongCellType(identifier: C.reuseIdentifier, expected: C.self, got: cell)
    }
    return typed
  }

  /// Dequeues the supplementary view of `kind` bound to `model`'s type and configures it.
  ///
  /// - Throws: ``CellError`` `noCellForModel` when no view is bound; as ``dequeueCell(for:at:on:)``.
  public func dequeueSupplementaryView<M>(for model: M, kind: SupplementaryKind, at indexPath: IndexPath, on host: some CellHost) throws -> AnyObject {
    let modelType = type(of: model as Any)
    guard let i = supplementaryIndex[SupplementaryKey(kind: kind, model: ObjectIdentifier(modelType))] else {
      throw CellError.noSupplementary(forModel: modelType, kind: kind)
    }
    ensureSupplementary(i, on: host, record(for: host))
    let binding = supplementaries[i]
    let view = try host.dequeueSupplementaryView(kind: kind, reuseIdentifier: binding.identifier, for: indexPath)
    guard binding.configure(view, withAny: model) else { throw unconfigured(view, binding) }
    return view
  }

  // MARK: Sizing

  /// The height of the cell for `model` at `width`, from the cell's sizing protocols
  /// (``ModelHeight``, ``DimensionSized``, ``StaticHeight``, ``StaticSize``), or `nil` when
  /// the cell sizes itself (automatic dimension).
  /// - Throws: ``CellError`` `noCellForModel`.
  public func height<M>(for model: M, width: CGFloat) throws -> CGFloat? {
    try height(for: model, in: DimensionContext(containerSize: CGSize(width: width, height: 0)))
  }

  /// The height of the cell for `model` in `context`, or `nil` for automatic.
  /// - Throws: ``CellError`` `noCellForModel`.
  public func height<M>(for model: M, in context: DimensionContext) throws -> CGFloat? {
    try binding(of: model).height(model, context)
  }

  /// The size of the cell for `model` in `context` (``ModelSize``, ``DimensionSized``,
  /// ``StaticSize``, else a height at the column width), or `nil` for automatic.
  /// - Throws: ``CellError`` `noCellForModel`.
  public func size<M>(for model: M, in context: DimensionContext) throws -> CGSize? {
    try binding(of: model).size(model, context)
  }

  /// The estimated height of the cell for `model` (an automatic unit's estimate), or `nil`.
  /// - Throws: ``CellError`` `noCellForModel`.
  public func estimatedHeight<M>(for model: M, in context: DimensionContext) throws -> CGFloat? {
    try binding(of: model).estimatedHeight(context)
  }

  /// The height of the supplementary view of `kind` for `model`, or `nil` for automatic.
  /// - Throws: ``CellError`` `noCellForModel`.
  public func supplementaryHeight<M>(for model: M, kind: SupplementaryKind, in context: DimensionContext) throws -> CGFloat? {
    let modelType = type(of: model as Any)
    guard let i = supplementaryIndex[SupplementaryKey(kind: kind, model: ObjectIdentifier(modelType))] else {
      throw CellError.noSupplementary(forModel: modelType, kind: kind)
    }
    return supplementaries[i].height(model, context)
  }

  /// The size of the supplementary view of `kind` for `model`, or `nil` for automatic.
  /// - Throws: ``CellError`` `noCellForModel`.
  public func supplementarySize<M>(for model: M, kind: SupplementaryKind, in context: DimensionContext) throws -> CGSize? {
    let modelType = type(of: model as Any)
    guard let i = supplementaryIndex[SupplementaryKey(kind: kind, model: ObjectIdentifier(modelType))] else {
      throw CellError.noSupplementary(forModel: modelType, kind: kind)
    }
    return supplementaries[i].size(model, context)
  }
}
