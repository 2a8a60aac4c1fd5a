import BricksCells
import BricksCompose
import BricksTesting
import Testing

struct PlainUnit: ComposingUnit {
  var identifier: Int
  func configure(_ cell: LabelCell) {}
}

@Suite @MainActor struct UnitTests {
  @Test("an equatable unit reloads only when its content changed")
  func anEquatableUnitReloadsOnlyWhenItsContentChanged() {
    let a = AnyUnit(TextUnit("t", "x")), same = AnyUnit(TextUnit("t", "x")), changed = AnyUnit(TextUnit("t", "y"))
    #expect(a.isContentEqual(to: same))
    #expect(!a.isContentEqual(to: changed))
  }

  @Test("a unit that is not equatable counts as changed on every update")
  func aUnitThatIsNotEquatableCountsAsChangedOnEveryUpdate() {
    #expect(!AnyUnit(PlainUnit(identifier: 1)).isContentEqual(to: AnyUnit(PlainUnit(identifier: 1))))
  }

  @Test("units of different types never look the same") func unitsOfDifferentTypesNeverLookTheSame() {
    #expect(!AnyUnit(TextUnit("1")).isContentEqual(to: AnyUnit(PlainUnit(identifier: 1))))
  }

  @Test("defaults come from the cells layer") func defaultsComeFromTheCellsLayer() {
    let unit = AnyUnit(TextUnit("t"))
    #expect(unit.reuseIdentifier == LabelCell.reuseIdentifier)
    #expect(ObjectIdentifier(unit.registration(nibBundle: nil).viewClass) == ObjectIdentifier(LabelCell.self))
    #expect(unit.registration(nibBundle: nil).make != nil)  // HostInstantiable
    #expect(unit.width.description == "fractionalWidth(1.0)")
    #expect(PlainUnit(identifier: 1).height.isAutomatic)
  }

  @Test("a typed unit configures only its own cell type") func aTypedUnitConfiguresOnlyItsOwnCellType() {
    let unit = AnyUnit(TextUnit("t", "hello"))
    let cell = LabelCell()
    #expect(unit.configure(cell))
    #expect(cell.text == "hello")
    #expect(!unit.configure(ImageCell()))
  }

  @Test("a cell unit configures a ConfigurableCell with its model")
  func aCellUnitConfiguresAConfigurableCellWithItsModel() {
    let tweet = Tweet(id: 7, text: "hi")
    let unit = CellUnit(TweetCell.self, model: tweet)
    #expect(unit.identifier == 7)
    let cell = TweetCell()
    AnyUnit(unit).configure(cell)
    #expect(cell.shown == tweet)
    #expect(unit.isContentEqual(to: CellUnit(TweetCell.self, model: tweet)))
    #expect(!unit.isContentEqual(to: CellUnit(TweetCell.self, model: Tweet(id: 7, text: "edited"))))
  }

  @Test("a view unit hands its closure the right cell type") func aViewUnitHandsItsClosureTheRightCellType() {
    let unit = ViewUnit(id: "price", content: 42, height: .absolute(64)) { (cell: LabelCell, price: Int) in
      cell.text = "$\(price)"
    }
    let cell = LabelCell()
    AnyUnit(unit).configure(cell)
    #expect(cell.text == "$42")
    #expect(!unit.isContentEqual(to: ViewUnit(id: "price", content: 43) { (_: LabelCell, _: Int) in }))
  }

  @Test("capabilities are opt-in") func capabilitiesAreOptIn() {
    let log = EventLog()
    let tappable = AnyUnit(TappableUnit(identifier: "tap", log: log))
    let plain = AnyUnit(TextUnit("plain"))
    #expect(tappable.isSelectable && tappable.isHighlightable)
    #expect(!plain.isSelectable && !plain.isHighlightable)
    tappable.didSelect()
    plain.didSelect()
    #expect(log.entries == ["select tap"])
  }
}
