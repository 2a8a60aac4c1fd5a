import BricksCells
import BricksCompose
import BricksTesting
import Foundation
import Testing

/// A nib cell that names no bundle: the default bundle decides.
final class PackageNibCell: ConfigurableCell, NibLoadable, HostInstantiable {
  var shown: Tweet?
  init() {}
  func configure(with model: Tweet) { shown = model }
}

/// A nib cell that names its own bundle, which wins over any default.
final class OwnBundleNibCell: ConfigurableCell, NibLoadable, HostInstantiable {
  nonisolated(unsafe) static var bundle: Bundle?
  static var nibBundle: Bundle? { bundle }
  var shown: Tweet?
  init() {}
  func configure(with model: Tweet) { shown = model }
}

/// Two classes that claim one reuse identifier.
final class ClaimingCellA: Reusable, HostInstantiable {
  static var reuseIdentifier: String { "claimed" }
  init() {}
}
final class ClaimingCellB: Reusable, HostInstantiable {
  static var reuseIdentifier: String { "claimed" }
  init() {}
}

@Suite("Registrations: one builder and one bundle rule for the registry and Compose")
@MainActor
struct RegistrationRuleTests {
  /// A real, distinct bundle (Foundation needs an existing directory).
  static func temporaryBundle(_ name: String) throws -> Bundle {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bricks-\(name)-\(UUID().uuidString).bundle")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return try #require(Bundle(url: url))
  }

  /// The nib the registry registers for `cell`, with `nibBundle` as its default.
  func registryNib<C: ConfigurableCell>(_ cell: C.Type, nibBundle: Bundle?) throws -> NibReference?
  where C.Model == Tweet {
    let registry = CellRegistry(nibBundle: nibBundle)
    try registry.register(C.self, for: Tweet.self)
    let host = RecordingTableHost()
    _ = try registry.dequeueCell(for: Tweet(id: 1, text: "a"), at: [0, 0], on: host)
    return host.cellRegistration(forIdentifier: C.reuseIdentifier)?.nib
  }

  /// The nib a Compose container registers for `cell`, with `nibBundle` as its default.
  func containerNib<C: ConfigurableCell>(_ cell: C.Type, nibBundle: Bundle?) throws -> NibReference?
  where C.Model == Tweet {
    let host = RecordingTableHost()
    let container = ComposingContainer(host: host, nibBundle: nibBundle)
    container.update(animated: false) { CellUnit(C.self, model: Tweet(id: 1, text: "a")) }
    _ = try container.cell(at: [0, 0])
    return host.cellRegistration(forIdentifier: C.reuseIdentifier)?.nib
  }

  @Test("a nib cell that names no bundle loads from the default bundle, through the registry and through Compose alike")
  func defaultBundleIsTheSameOnBothPaths() throws {
    let module = try Self.temporaryBundle("module")
    let viaRegistry = try registryNib(PackageNibCell.self, nibBundle: module)
    let viaCompose = try containerNib(PackageNibCell.self, nibBundle: module)
    #expect(viaRegistry == NibReference(name: "PackageNibCell", bundle: module))
    #expect(viaCompose == viaRegistry)
  }

  @Test("without a default bundle both paths load the nib from the cell class's bundle")
  func classBundleWithoutDefault() throws {
    let viaRegistry = try registryNib(PackageNibCell.self, nibBundle: nil)
    let viaCompose = try containerNib(PackageNibCell.self, nibBundle: nil)
    #expect(viaRegistry == NibReference(name: "PackageNibCell", bundle: Bundle(for: PackageNibCell.self)))
    #expect(viaCompose == viaRegistry)
  }

  @Test("a cell's own nib bundle wins over the default on both paths")
  func ownBundleWins() throws {
    let own = try Self.temporaryBundle("own"), module = try Self.temporaryBundle("module")
    OwnBundleNibCell.bundle = own
    defer { OwnBundleNibCell.bundle = nil }
    let viaRegistry = try registryNib(OwnBundleNibCell.self, nibBundle: module)
    let viaCompose = try containerNib(OwnBundleNibCell.self, nibBundle: module)
    #expect(viaRegistry == NibReference(name: "OwnBundleNibCell", bundle: own))
    #expect(viaCompose == viaRegistry)
  }

  @Test(
    "two unit cell classes sharing a reuse identifier are a duplicateIdentifier error naming both, before any dequeue")
  func containerRejectsASharedIdentifier() throws {
    let host = RecordingTableHost()
    let container = ComposingContainer(host: host)
    container.update(animated: false) {
      ViewUnit(id: "a") { (_: ClaimingCellA) in }
      ViewUnit(id: "b") { (_: ClaimingCellB) in }
    }
    #expect(try container.cell(at: [0, 0]) is ClaimingCellA)
    let dequeuesBefore = host.dequeues.count
    let error = #expect(throws: CellError.self) { try container.cell(at: [0, 1]) }
    #expect(error?.code == .duplicateIdentifier)
    #expect(
      error?.message
        == "reuse identifier 'claimed' is used by both ClaimingCellA and ClaimingCellB; give ClaimingCellB its own reuseIdentifier (the default, the type's qualified name, is unique)"
    )
    #expect(host.dequeues.count == dequeuesBefore)
  }

  @Test("a cell registered by hand under a unit's identifier is a wrongCellType error, as in the registry")
  func containerReportsAWrongCellTypeWithACode() throws {
    let host = RecordingTableHost()
    let container = ComposingContainer(host: host)
    container.update(animated: false) { ViewUnit(id: "a") { (_: ClaimingCellA) in } }
    _ = try container.cell(at: [0, 0])
    host.registerCell(
      ViewRegistration(class: ClaimingCellB.self, make: { ClaimingCellB() }), reuseIdentifier: "claimed")
    let (view, error) = container.displayCell(at: [0, 0])
    #expect(view is ClaimingCellB)  // handed back, as iOS 18 requires
    let cellError = try #require(error as? CellError)
    #expect(cellError.code == .wrongCellType)
    #expect(
      cellError.message.hasPrefix("dequeued a ClaimingCellB for reuse identifier 'claimed', expected ClaimingCellA"))
  }
}
