import BricksCells
import BricksCompose
import Testing

enum Kind { case house, apartment, land }

@MainActor
@UnitsBuilder
func screen(featured: Bool, price: Int?, kind: Kind, photos: [String], extra: TextUnit?) -> [AnyUnit] {
  TextUnit("title")
  if featured { TextUnit("badge") }
  if let price { TextUnit("price", "\(price)") } else { TextUnit("ask") }
  switch kind {
  case .house: TextUnit("house")
  case .apartment: TextUnit("apartment")
  case .land: [TextUnit]()
  }
  for photo in photos { TextUnit("photo-\(photo)") }
  extra
  UnitGroup {
    TextUnit("contact")
    if featured { TextUnit("map") }
  }
  [TextUnit("a1"), TextUnit("a2")]
}

@Suite @MainActor struct UnitsBuilderTests {
  @Test("builds with if, if let, else, switch, for, optionals, groups and arrays")
  func buildsWithIfIfLetElseSwitchForOptionalsGroupsAndArrays() {
    let all = screen(featured: true, price: 10, kind: .house, photos: ["x", "y"], extra: TextUnit("extra"))
    #expect(
      ids(all) == ["title", "badge", "price", "house", "photo-x", "photo-y", "extra", "contact", "map", "a1", "a2"])
    let few = screen(featured: false, price: nil, kind: .land, photos: [], extra: nil)
    #expect(ids(few) == ["title", "ask", "contact", "a1", "a2"])
  }

  @Test("the talk's add API builds the same list") func theTalkSAddAPIBuildsTheSameList() {
    let price: Int? = 10
    let agent: String? = nil
    var units = Units()
    units.add { TextUnit("title") }
    units.add(if: true) { TextUnit("badge") }
    units.add(if: false) { TextUnit("hidden") }
    units.add(ifLet: price) { value in TextUnit("price", "\(value)") }
    units.add(ifLet: agent) { name in TextUnit(name) }
    units.add(TextUnit("footer"))
    #expect(ids(units.all) == ["title", "badge", "price", "footer"])
    #expect(units.count == 4)
    let nested = Units {
      units; TextUnit("after")
    }
    #expect(ids(nested.all) == ["title", "badge", "price", "footer", "after"])
  }

  @Test("sections build with the same control flow") func sectionsBuildWithTheSameControlFlow() {
    let showAds = false
    let built = buildSections {
      UnitSection(id: "top") { TextUnit("title") }
      if showAds { UnitSection(id: "ads") { TextUnit("ad") } }
      for name in ["a", "b"] { UnitSection(id: name) { TextUnit("in-\(name)") } }
    }
    #expect(built.map { "\($0.id.base)" } == ["top", "a", "b"])
    #expect(built.map { ids($0.units) } == [["title"], ["in-a"], ["in-b"]])
  }

  func buildSections(@SectionsBuilder _ content: () -> [UnitSection]) -> [UnitSection] { content() }
}
