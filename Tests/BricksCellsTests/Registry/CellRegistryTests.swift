import BricksCells
import BricksTesting
import Foundation
import Testing

@Suite("CellRegistry")
@MainActor
struct CellRegistryTests {
  @Test("dequeues and configures the cell bound to the model, registering it lazily")
  func dequeueConfigures() throws {
    let registry = try makeRegistry()
    let host = RecordingTableHost()
    let tweet = Tweet(id: 1, text: "hello")
    let cell = try registry.dequeueCell(for: tweet, at: [0, 0], on: host)
    #expect((cell as? TweetCell)?.shown == tweet)
    #expect(
      host.events == [
        .registerCell(identifier: "BricksCellsTests.TweetCell", className: "TweetCell", nib: nil),
        .dequeueCell(identifier: "BricksCellsTests.TweetCell", indexPath: [0, 0], reused: false),
      ])
  }

  @Test("registers a cell on a host only once")
  func registersOnce() throws {
    let registry = try makeRegistry()
    let host = RecordingTableHost()
    for i in 0..<5 { _ = try registry.dequeueCell(for: Tweet(id: i, text: ""), at: [0, i], on: host) }
    let registrations = host.events.filter { if case .registerCell = $0 { true } else { false } }
    #expect(registrations.count == 1)
  }

  @Test("registers separately on each host")
  func perHost() throws {
    let registry = try makeRegistry()
    let a = RecordingTableHost(), b = RecordingCollectionHost()
    _ = try registry.dequeueCell(for: Ad(id: 1), at: [0, 0], on: a)
    _ = try registry.dequeueCell(for: Ad(id: 1), at: [0, 0], on: b)
    _ = try registry.dequeueCell(for: Ad(id: 2), at: [0, 1], on: a)
    #expect(a.registeredCellIdentifiers == [AdCell.reuseIdentifier])
    #expect(b.registeredCellIdentifiers == [AdCell.reuseIdentifier])
  }

  @Test("registerAll registers every cell and supplementary view up front")
  func registerAll() throws {
    let registry = try makeRegistry()
    let host = RecordingCollectionHost()
    registry.registerAll(on: host)
    #expect(
      host.registeredCellIdentifiers == [TweetCell.reuseIdentifier, AdCell.reuseIdentifier, PhotoCell.reuseIdentifier])
    #expect(
      host.registeredSupplementaryIdentifiers == ["UICollectionElementKindSectionHeader/" + HeaderView.reuseIdentifier])
    _ = try registry.dequeueCell(for: Photo(id: 1), at: [0, 0], on: host)
    #expect(host.events.count == 5)  // no second registration
  }

  @Test("a cell registered after registerAll is registered lazily")
  func lateRegistration() throws {
    let registry = try makeRegistry()
    let host = RecordingTableHost()
    registry.registerAll(on: host)
    try registry.register(GenericCell<Header>.self)
    let cell = try registry.dequeueCell(for: Header(title: "late"), at: [0, 0], on: host)
    #expect(cell is GenericCell<Header>)
    #expect(host.registeredCellIdentifiers.contains(GenericCell<Header>.reuseIdentifier))
  }

  @Test("dequeues models typed as Any or as an existential by their dynamic type")
  func dynamicModels() throws {
    let registry = try makeRegistry()
    let host = RecordingTableHost()
    let models: [Any] = [Tweet(id: 1, text: "a"), Ad(id: 2), Photo(id: 3)]
    let cells = try models.enumerated().map { try registry.dequeueCell(for: $1, at: [0, $0], on: host) }
    #expect(cells[0] is TweetCell && cells[1] is AdCell && cells[2] is PhotoCell)
    #expect((cells[1] as? AdCell)?.shown == Ad(id: 2))
    let hashable: any Hashable = Ad(id: 7)
    let cell = try registry.dequeueCell(for: hashable, at: [0, 3], on: host)
    #expect((cell as? AdCell)?.shown == Ad(id: 7))
  }

  @Test("typed dequeue infers the cell type from the call site")
  func typedDequeue() throws {
    let registry = try makeRegistry()
    let host = RecordingTableHost()
    let cell: TweetCell = try registry.dequeue(for: Tweet(id: 4, text: "x"), at: [0, 0], on: host)
    #expect(cell.shown?.id == 4)
  }

  @Test("a model with no cell is an error naming the model and the fix")
  func noCell() throws {
    let registry = CellRegistry()
    let host = RecordingTableHost()
    let message = cellErrorMessage { _ = try registry.dequeueCell(for: Tweet(id: 1, text: ""), at: [0, 0], on: host) }
    #expect(
      message
        == "no cell registered for model Tweet; register one with registry.register(TweetCell.self, for: Tweet.self)")
    #expect(host.events.isEmpty)
    #expect(throws: CellError.self) { try registry.height(for: Ad(id: 1), width: 320) }
    #expect(throws: CellError.self) { try registry.reuseIdentifier(for: Ad.self) }
  }

  @Test("two cell types with one identifier is an error naming both and the fix")
  func duplicateIdentifier() throws {
    let registry = try makeRegistry()
    let message = cellErrorMessage { try registry.register(ImpostorCell.self, for: Photo.self) }
    #expect(message?.hasPrefix("model Photo is already bound to PhotoCell") == true)
    let fresh = CellRegistry()
    try fresh.register(TweetCell.self)
    let error = #expect(throws: CellError.self) { try fresh.register(ImpostorCell.self) }
    #expect(error?.code == .duplicateIdentifier)
    #expect(
      error?.message
        == "reuse identifier 'BricksCellsTests.TweetCell' is used by both TweetCell and ImpostorCell; give ImpostorCell its own reuseIdentifier (the default, the type's qualified name, is unique)"
    )
  }

  @Test("binding a model to a second cell type is an error; the same pair again is fine")
  func duplicateModel() throws {
    let registry = try makeRegistry()
    try registry.register(TweetCell.self, for: Tweet.self)
    let error = #expect(throws: CellError.self) { try registry.register(Feed.Cell.self, for: Tweet.self) }
    #expect(error?.code == .duplicateModel)
    #expect(error?.message.contains("model Tweet is already bound to TweetCell; cannot bind it to Cell too") == true)
  }

  @Test("a host that returns another class is a wrong-cell-type error, not a crash")
  func wrongCellType() throws {
    let registry = try makeRegistry()
    let host = RecordingTableHost()
    _ = try registry.dequeueCell(for: Ad(id: 1), at: [0, 0], on: host)
    // Someone registers another class under AdCell's identifier by hand.
    host.registerCell(
      ViewRegistration(class: TweetCell.self, make: { TweetCell() }), reuseIdentifier: AdCell.reuseIdentifier)
    let error = #expect(throws: CellError.self) { try registry.dequeueCell(for: Ad(id: 2), at: [0, 1], on: host) }
    #expect(error?.code == .wrongCellType)
    #expect(
      error?.message.hasPrefix("dequeued a TweetCell for reuse identifier 'BricksCellsTests.AdCell', expected AdCell")
        == true)
    let typed = #expect(throws: CellError.self) {
      let _: AdCell = try registry.dequeue(for: Ad(id: 3), at: [0, 2], on: host)
    }
    #expect(typed?.code == .wrongCellType)
  }

  @Test("NibLoadable cells register by nib, named after the type, in the registry's bundle")
  func nibRegistration() throws {
    let bundle = Bundle(path: NSTemporaryDirectory())
    let registry = CellRegistry(nibBundle: bundle)
    try registry.register(NibTweetCell.self, for: Tweet.self, make: { NibTweetCell() })
    let host = RecordingTableHost()
    let cell = try registry.dequeueCell(for: Tweet(id: 1, text: "n"), at: [0, 0], on: host)
    #expect((cell as? NibTweetCell)?.shown?.id == 1)
    #expect(
      host.events.first
        == .registerCell(identifier: "BricksCellsTests.NibTweetCell", className: "NibTweetCell", nib: "NibTweetCell"))
  }

  @Test("a class the host cannot create is a recorded error naming the fix")
  func cannotInstantiate() throws {
    let registry = CellRegistry()
    try registry.register(PlainCell.self)
    let host = RecordingTableHost()
    host.reportsIssues = false
    let error = #expect(throws: CellError.self) {
      try registry.dequeueCell(for: Header(title: ""), at: [0, 0], on: host)
    }
    #expect(error?.code == .cannotInstantiate)
    #expect(error?.message.contains("host.registerFactory(for: PlainCell.self) { PlainCell() }") == true)
    host.registerFactory(for: PlainCell.self) { PlainCell() }
    #expect(try registry.dequeueCell(for: Header(title: ""), at: [0, 0], on: host) is PlainCell)
  }

  @Test("supplementary views dequeue and configure by kind")
  func supplementary() throws {
    let registry = try makeRegistry()
    let host = RecordingTableHost()
    let view = try registry.dequeueSupplementaryView(for: Header(title: "Top"), kind: .header, at: [0, 0], on: host)
    #expect((view as? HeaderView)?.title == "Top")
    let missing = #expect(throws: CellError.self) {
      try registry.dequeueSupplementaryView(for: Header(title: "x"), kind: .footer, at: [0, 0], on: host)
    }
    #expect(
      missing?.message
        == "no footer view registered for model Header; register one with registry.registerSupplementaryView(HeaderView.self, kind: .footer, for: Header.self)"
    )
    #expect(
      try registry.supplementaryHeight(
        for: Header(title: ""), kind: .header, in: DimensionContext(containerSize: .zero)) == 30)
  }

  @Test("a view bound as header and footer is registered once per kind, and only for the kind dequeued")
  func supplementaryRegistrationPerKind() throws {
    let registry = CellRegistry()
    try registry.registerSupplementaryView(HeaderView.self, kind: .header, for: Header.self)
    try registry.registerSupplementaryView(HeaderView.self, kind: .footer, for: Header.self)
    let host = RecordingCollectionHost()
    let registrations = {
      host.events.filter { if case .registerSupplementaryView = $0 { true } else { false } }
    }
    _ = try registry.dequeueSupplementaryView(for: Header(title: "a"), kind: .footer, at: [0, 0], on: host)
    _ = try registry.dequeueSupplementaryView(for: Header(title: "b"), kind: .footer, at: [1, 0], on: host)
    #expect(
      registrations() == [
        .registerSupplementaryView(
          kind: .footer, identifier: HeaderView.reuseIdentifier, className: "HeaderView", nib: nil)
      ])
    registry.registerAll(on: host)
    registry.registerAll(on: host)
    #expect(
      registrations() == [
        .registerSupplementaryView(
          kind: .footer, identifier: HeaderView.reuseIdentifier, className: "HeaderView", nib: nil),
        .registerSupplementaryView(
          kind: .header, identifier: HeaderView.reuseIdentifier, className: "HeaderView", nib: nil),
      ])
  }

  @Test("lookups answer identifiers and cell types")
  func lookups() throws {
    let registry = try makeRegistry()
    #expect(try registry.reuseIdentifier(for: Tweet.self) == TweetCell.reuseIdentifier)
    #expect(registry.cellType(for: Ad.self) == AdCell.self)
    #expect(registry.cellType(for: Header.self) == nil)
    #expect(registry.canShow(Photo(id: 1)))
    #expect(!registry.canShow(Header(title: "")))
    #expect(registry.canShowSupplementary(Header(title: ""), kind: .header))
  }

  @Test("a host outlives the registry that registered on it")
  func registryFreedFirst() throws {
    let host = RecordingTableHost()
    do {
      let registry = try makeRegistry()
      _ = try registry.dequeueCell(for: Ad(id: 1), at: [0, 0], on: host)
    }
    let registry = try makeRegistry()
    _ = try registry.dequeueCell(for: Ad(id: 2), at: [0, 1], on: host)
    #expect(host.failures.isEmpty)
    #expect((host.visibleCells[[0, 1]] as? AdCell)?.shown == Ad(id: 2))
  }

  @Test("models in a nested existential, subclasses and class existentials find their cell")
  func dynamicModelShapes() throws {
    let registry = try makeRegistry()
    try registry.register(AnimalCell.self, for: Dog.self)
    let host = RecordingTableHost()
    // An Any inside an Any, as generic code that stores a `T == Any` value as `Any` makes.
    func boxed<T>(_ value: T) -> Any { value }
    let nested = boxed(Tweet(id: 1, text: "nested") as Any)
    #expect((try registry.dequeueCell(for: nested, at: [0, 0], on: host) as? TweetCell)?.shown?.text == "nested")
    // A model bound as a subclass of the cell's Model, passed statically typed, as its base
    // class, and as AnyObject.
    let dog = Dog(name: "Rex")
    #expect((try registry.dequeueCell(for: dog, at: [0, 1], on: host) as? AnimalCell)?.shown === dog)
    #expect((try registry.dequeueCell(for: dog as Animal, at: [0, 2], on: host) as? AnimalCell)?.shown === dog)
    #expect((try registry.dequeueCell(for: dog as AnyObject, at: [0, 3], on: host) as? AnimalCell)?.shown === dog)
    // The base class itself is not bound.
    let message = cellErrorMessage { _ = try registry.dequeueCell(for: Animal(name: "?"), at: [0, 4], on: host) }
    #expect(message?.hasPrefix("no cell registered for model Animal") == true)
    #expect(host.failures.isEmpty)
  }

  @Test("alternating model types and hosts dequeue the right cells")
  func alternating() throws {
    let registry = try makeRegistry()
    let a = RecordingTableHost(), b = RecordingCollectionHost()
    for i in 0..<12 {
      let host: RecordingHost = i % 3 == 0 ? b : a
      let model: Any = i % 2 == 0 ? Tweet(id: i, text: "") : Ad(id: i)
      let cell = try registry.dequeueCell(for: model, at: [0, i], on: host)
      #expect(i % 2 == 0 ? (cell as? TweetCell)?.shown?.id == i : (cell as? AdCell)?.shown?.id == i)
      let typed = try registry.dequeueCell(for: Ad(id: 100 + i), at: [1, i], on: host)
      #expect((typed as? AdCell)?.shown?.id == 100 + i)
    }
    #expect(a.failures.isEmpty && b.failures.isEmpty)
  }
}

class Animal {
  let name: String
  init(name: String) { self.name = name }
}

final class Dog: Animal {}

@MainActor
final class AnimalCell: ConfigurableCell, HostInstantiable {
  var shown: Animal?
  init() {}
  func configure(with model: Animal) { shown = model }
}
