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
  /// The binding the last lookup found: lists show runs of one model type, found again
  /// without hashing.
  var lastBinding: CellBinding?
  var cellIdentifiers: [String: AnyClass] = [:]
  var supplementaries: [CellBinding] = []
  /// The kind each supplementary binding is registered for, by index.
  var supplementaryKinds: [SupplementaryKind] = []
  var supplementaryIndex: [SupplementaryKey: Int] = [:]
  var supplementaryIdentifiers: [String: AnyClass] = [:]
  /// What this registry registered on each host it has seen, keyed by the host's address and
  /// checked against a weak reference (see CellRegistry+Hosts.swift).
  var hosts: [ObjectIdentifier: HostRecord] = [:]
  var lastHost: HostRecord?
  /// The view the last failed dequeue got from its host and could not configure, until a data
  /// source takes it (see `CellRegistry+Unconfigured.swift`).
  var unconfiguredView: AnyObject?
  /// How many records ``hosts`` may hold before freed hosts' records are dropped.
  var hostsPruneThreshold = 8

  /// The bundle for nibs whose type does not name one (`NibLoadable.nibBundle == nil`);
  /// `nil` falls back to `Bundle(for:)` the cell class. Swift packages pass `.module`.
  public let nibBundle: Bundle?

  /// Creates an empty registry.
  /// - Parameter nibBundle: where to find nibs by default (see ``nibBundle``).
  public init(nibBundle: Bundle? = nil) {
    self.nibBundle = nibBundle
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
  public func register<C: ConfigurableCell>(
    _ cell: C.Type, for model: C.Model.Type = C.Model.self, make: (@MainActor () -> C)? = nil
  ) throws {
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
    try Self.claim(binding.identifier, for: binding.viewType, in: &cellIdentifiers)
    binding.index = cells.count
    cellIndex[ObjectIdentifier(binding.modelType)] = cells.count
    cells.append(binding)
  }

  /// Gives `identifier` to `viewType` in `identifiers`.
  /// - Throws: ``CellError`` `duplicateIdentifier` when another view type has it.
  static func claim(_ identifier: String, for viewType: AnyClass, in identifiers: inout [String: AnyClass]) throws {
    if let other = identifiers[identifier], other != viewType {
      throw CellError.duplicateIdentifier(identifier, existing: other, new: viewType)
    }
    identifiers[identifier] = viewType
  }

  /// Binds `model` to a supplementary view (a header or footer) of `kind`.
  ///
  /// - Throws: ``CellError`` `duplicateModel` or `duplicateIdentifier`, as ``register(_:for:make:)``.
  public func registerSupplementaryView<V: ConfigurableCell>(
    _ view: V.Type, kind: SupplementaryKind, for model: V.Model.Type = V.Model.self, make: (@MainActor () -> V)? = nil
  ) throws {
    let key = SupplementaryKey(kind: kind, model: ObjectIdentifier(model))
    if let i = supplementaryIndex[key] {
      if supplementaries[i].viewType == V.self { return }
      throw CellError.duplicateModel(model, existing: supplementaries[i].viewType, new: V.self)
    }
    let binding = TypedCellBinding(model: model, defaultBundle: nibBundle, make: make)
    try Self.claim(binding.identifier, for: V.self, in: &supplementaryIdentifiers)
    supplementaryIndex[key] = supplementaries.count
    supplementaries.append(binding)
    supplementaryKinds.append(kind)
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
  /// - Complexity: while the model type and the host repeat, no hashing: an identity
  ///   comparison and a weak load, then the host's dequeue and checked casts of the binding
  ///   and the cell. A model typed `Any` is opened first and takes the same path.
  @inlinable
  public func dequeueCell<M>(for model: M, at indexPath: IndexPath, on host: some CellHost) throws -> AnyObject {
    guard M.self == Any.self else { return try dequeueConfigured(model, at: indexPath, on: host) }
    return try dequeueConfigured(openingAny: model, at: indexPath, on: host)
  }

  /// Dequeues and configures the cell bound to `model`'s type: of `M` when it is bound (the
  /// model is then passed to its ``ModelBinding`` as it is), else of its dynamic type (cast).
  @inlinable
  func dequeueConfigured<M>(_ model: M, at indexPath: IndexPath, on host: some CellHost) throws -> AnyObject {
    let binding = try binding(forModelType: M.self) ?? binding(forDynamicTypeOf: model)
    ensureRegistered(binding, on: host)
    let cell = try host.dequeueCell(reuseIdentifier: binding.identifier, for: indexPath)
    let configured =
      if let typed = binding as? ModelBinding<M> { typed.configure(cell, with: model) } else {
        binding.configure(cell, withAny: model)
      }
    guard configured else { throw unconfigured(cell, binding) }
    return cell
  }

  /// The binding of exactly `modelType`, or `nil`; remembered for the next call.
  @usableFromInline
  func binding(forModelType modelType: Any.Type) -> CellBinding? {
    let id = ObjectIdentifier(modelType)
    if let last = lastBinding, last.modelID == id { return last }
    guard let i = cellIndex[id] else { return nil }
    lastBinding = cells[i]
    return cells[i]
  }

  /// The binding of `model`: of its static type if bound, else of its dynamic type (a model
  /// typed `Any` or a protocol, or a subclass of its static type).
  /// - Throws: ``CellError`` `noCellForModel`.
  func binding<M>(of model: M) throws -> CellBinding {
    if let binding = binding(forModelType: M.self) { return binding }
    return try binding(forDynamicTypeOf: model)
  }

  /// The binding of the dynamic type of `model`, as in a list of mixed models typed `Any`.
  /// - Throws: ``CellError`` `noCellForModel`.
  @usableFromInline
  func binding(forDynamicTypeOf model: Any) throws -> CellBinding {
    let modelType = type(of: model)
    guard let binding = binding(forModelType: modelType) else { throw CellError.noCell(forModel: modelType) }
    return binding
  }

  /// Dequeues and configures a cell of the type the call site expects.
  ///
  /// ```swift
  /// let cell: TweetCell = try registry.dequeue(for: tweet, at: indexPath, on: host)
  /// ```
  /// - Throws: ``CellError`` as ``dequeueCell(for:at:on:)``; `wrongCellType` when `C` is not
  ///   the cell bound to `model`'s type.
  public func dequeue<C: ConfigurableCell>(
    _ type: C.Type = C.self, for model: C.Model, at indexPath: IndexPath, on host: some CellHost
  ) throws -> C {
    let cell = try dequeueCell(for: model, at: indexPath, on: host)
    guard let typed = cell as? C else {
      throw CellError.wrongCellType(identifier: C.reuseIdentifier, expected: C.self, got: cell)
    }
    return typed
  }

  /// Dequeues the supplementary view of `kind` bound to `model`'s type and configures it.
  ///
  /// - Throws: ``CellError`` `noCellForModel` when no view is bound; as ``dequeueCell(for:at:on:)``.
  public func dequeueSupplementaryView<M>(
    for model: M, kind: SupplementaryKind, at indexPath: IndexPath, on host: some CellHost
  ) throws -> AnyObject {
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

  /// The estimated height of the cell for `model` (an automatic dimension's estimate), or `nil`.
  /// - Throws: ``CellError`` `noCellForModel`.
  public func estimatedHeight<M>(for model: M, in context: DimensionContext) throws -> CGFloat? {
    try binding(of: model).estimatedHeight(context)
  }

  /// The height of the supplementary view of `kind` for `model`, or `nil` for automatic.
  /// - Throws: ``CellError`` `noCellForModel`.
  public func supplementaryHeight<M>(for model: M, kind: SupplementaryKind, in context: DimensionContext) throws
    -> CGFloat?
  {
    let modelType = type(of: model as Any)
    guard let i = supplementaryIndex[SupplementaryKey(kind: kind, model: ObjectIdentifier(modelType))] else {
      throw CellError.noSupplementary(forModel: modelType, kind: kind)
    }
    return supplementaries[i].height(model, context)
  }

  /// The size of the supplementary view of `kind` for `model`, or `nil` for automatic.
  /// - Throws: ``CellError`` `noCellForModel`.
  public func supplementarySize<M>(for model: M, kind: SupplementaryKind, in context: DimensionContext) throws
    -> CGSize?
  {
    let modelType = type(of: model as Any)
    guard let i = supplementaryIndex[SupplementaryKey(kind: kind, model: ObjectIdentifier(modelType))] else {
      throw CellError.noSupplementary(forModel: modelType, kind: kind)
    }
    return supplementaries[i].size(model, context)
  }
}
