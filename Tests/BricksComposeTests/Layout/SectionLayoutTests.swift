import BricksCells
import BricksCompose
import Foundation
import Testing

struct SizedUnit: ComposingUnit, Equatable {
  var identifier: String
  var width: LayoutDimension { widthUnit }
  var height: LayoutDimension { heightUnit }
  var widthUnit: LayoutDimension = .fractionalWidth(1)
  var heightUnit: LayoutDimension = .absolute(44)
  static func == (a: SizedUnit, b: SizedUnit) -> Bool { a.identifier == b.identifier }
  func configure(_ cell: LabelCell) {}
}

@Suite("Compositional section layouts from dimension units") @MainActor
struct SectionLayoutTests {
  let size = CGSize(width: 375, height: 667)
  let insets = Insets(top: 8, left: 16, bottom: 8, right: 16)

  func section(_ units: [SizedUnit], header: (any ComposingUnit)? = nil, footer: (any ComposingUnit)? = nil)
    -> UnitSection
  {
    UnitSection(id: "s", header: header, footer: footer, units: units.map { AnyUnit($0) })
  }

  @Test("a list of absolute heights: full-width rows of 44 points, the container's spacing between them")
  func list() {
    let d = SectionLayoutDescription.make(
      for: section([SizedUnit(identifier: "a")]), containerSize: size, insets: insets, spacing: 8)
    #expect(
      d
        == SectionLayoutDescription(
          itemWidth: .fractionalWidth(1), itemHeight: .fractionalHeight(1), groupWidth: .fractionalWidth(1),
          groupHeight: .absolute(44), itemsPerGroup: 1, interGroupSpacing: 8, contentInsets: insets))
  }

  @Test("a grid of 2 square tiles: half-width items, a row as tall as a column is wide (167.5 of 343)")
  func grid() {
    let tile = SizedUnit(identifier: "t", widthUnit: .fractionalWidth(1), heightUnit: .fractionalWidth(1))
    let d = SectionLayoutDescription.make(
      for: section([tile]).layout(.grid(columns: 2, spacing: 8)), containerSize: size, insets: insets)
    #expect(d.itemWidth == .fractionalWidth(0.5))
    #expect(d.itemHeight == .fractionalHeight(1))
    #expect(d.groupWidth == .fractionalWidth(1))
    #expect(d.groupHeight == .fractionalWidth(167.5 / 343))  // (375 - 32 - 8) / 2 = 167.5 of 343
    #expect(d.itemsPerGroup == 2 && d.interItemSpacing == 8 && d.interGroupSpacing == 8)
    #expect(d.scrolling == .none)
  }

  @Test("a carousel: each unit a group 0.8 of the width, 200 tall, paging by group, 12 apart")
  func carousel() {
    let card = SizedUnit(identifier: "c", widthUnit: .fractionalWidth(0.8), heightUnit: .absolute(200))
    let d = SectionLayoutDescription.make(
      for: section([card]).layout(.carousel(spacing: 12, scrolling: .groupPaging)), containerSize: size, insets: insets)
    #expect(
      d
        == SectionLayoutDescription(
          itemWidth: .fractionalWidth(1), itemHeight: .fractionalHeight(1), groupWidth: .fractionalWidth(0.8),
          groupHeight: .absolute(200), interGroupSpacing: 12, contentInsets: insets, scrolling: .groupPaging))
  }

  @Test("an automatic height is estimated: the unit's estimate, or the height cache's last value")
  func automatic() {
    let unit = SizedUnit(identifier: "a", heightUnit: .automatic(estimated: 80))
    let fresh = SectionLayoutDescription.make(for: section([unit]), containerSize: size, insets: insets)
    #expect(fresh.groupHeight == .estimated(80) && fresh.itemHeight == .estimated(80))
    let cache = HeightCache<AnyHashable>()
    cache.store(132, for: AnyHashable(ItemIdentifier(SizedUnit.self, "a")), width: 343)
    let measured = SectionLayoutDescription.make(for: section([unit]), containerSize: size, insets: insets) {
      id, width in
      cache.height(for: id, width: width)
    }
    #expect(measured.groupHeight == .estimated(132) && measured.itemHeight == .estimated(132))
  }

  @Test("other units resolve to absolute points: a quarter of 651 points of height is 162")
  func resolvedUnits() {
    let unit = SizedUnit(identifier: "a", heightUnit: .fractionalHeight(0.25))
    let d = SectionLayoutDescription.make(for: section([unit]), containerSize: size, insets: insets)
    #expect(d.groupHeight == .absolute(162))  // (667 - 16) × 0.25 = 162.75, rounded down
    let minus = SizedUnit(identifier: "b", widthUnit: .containerWidth(minus: 43), heightUnit: .absolute(10))
    let carousel = SectionLayoutDescription.make(
      for: section([minus]).layout(.carousel()), containerSize: size, insets: insets)
    #expect(carousel.groupWidth == .absolute(300))  // 343 - 43
  }

  @Test("headers and footers span the section: automatic header estimated, footer 30 points")
  func boundaries() {
    let header = SizedUnit(identifier: "h", heightUnit: .automatic(estimated: 50))
    let footer = SizedUnit(identifier: "f", heightUnit: .absolute(30))
    let d = SectionLayoutDescription.make(
      for: section([SizedUnit(identifier: "a")], header: header, footer: footer).layout(.grid(columns: 3)),
      containerSize: size, insets: insets)
    #expect(
      d.boundaries == [
        .init(kind: .header, width: .fractionalWidth(1), height: .estimated(50)),
        .init(kind: .footer, width: .fractionalWidth(1), height: .absolute(30)),
      ])
    #expect(d.itemWidth == .fractionalWidth(1.0 / 3))
  }

  @Test("a section's own insets win over the container's; a custom layout describes itself")
  func insetsAndCustom() {
    var own = section([SizedUnit(identifier: "a")])
    own.insets = Insets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(
      SectionLayoutDescription.make(for: own, containerSize: size, insets: insets).contentInsets
        == Insets(top: 1, left: 2, bottom: 3, right: 4))
    let fixed = SectionLayoutDescription(
      itemWidth: .absolute(10), itemHeight: .absolute(10), groupWidth: .absolute(10), groupHeight: .absolute(10))
    let custom = section([]).layout(
      .custom { _, context in
        var d = fixed
        d.interGroupSpacing = context.containerSize.width
        return d
      })
    #expect(SectionLayoutDescription.make(for: custom, containerSize: size).interGroupSpacing == 375)
  }
}
