import BricksCells
import Foundation
import Testing

@Suite("LayoutDimension")
struct LayoutDimensionTests {
  let phone = DimensionContext(containerSize: CGSize(width: 375, height: 667))
  let grid = DimensionContext(
    containerSize: CGSize(width: 375, height: 667), insets: Insets(top: 10, left: 16, bottom: 10, right: 16),
    columns: 2, spacing: 8, scale: 2)

  @Test("absolute is the value, rounded to the pixel grid")
  func absolute() {
    #expect(LayoutDimension.absolute(44).resolve(in: phone) == 44)
    #expect(LayoutDimension.absolute(44.3).resolve(in: phone) == 44)
    #expect(LayoutDimension.absolute(44.3).resolve(in: grid) == 44)
    #expect(LayoutDimension.absolute(44.75).resolve(in: grid) == 44.5)
  }

  @Test("fractions of width use the column width inside insets and spacing")
  func fractionalWidth() {
    #expect(grid.availableWidth == 343)
    #expect(grid.columnWidth == 167.5)
    #expect(LayoutDimension.fractionalWidth(1).resolve(in: grid) == 167.5)
    #expect(LayoutDimension.fractionalWidth(0.5).resolve(in: phone) == 187)  // 187.5 floored at scale 1
    #expect(LayoutDimension.fractionalWidth(1.0 / 3).resolve(in: phone) == 125)
  }

  @Test("columns of the resolved width always fit in the row")
  func columnsFit() {
    for width in stride(from: CGFloat(300), through: 420, by: 0.5) {
      for columns in 1...5 {
        let ctx = DimensionContext(
          containerSize: CGSize(width: width, height: 100), insets: Insets(left: 7, right: 9), columns: columns,
          spacing: 3, scale: 3)
        let w = LayoutDimension.fractionalWidth(1).resolve(in: ctx)!
        #expect(w * CGFloat(columns) + 3 * CGFloat(columns - 1) <= ctx.availableWidth + 1e-9)
      }
    }
  }

  @Test("fractions of height use the height inside the insets")
  func fractionalHeight() {
    #expect(LayoutDimension.fractionalHeight(0.5).resolve(in: grid) == 323.5)
    #expect(LayoutDimension.fractionalHeight(1).resolve(in: phone) == 667)
  }

  @Test("container minus and plus a constant")
  func containerRelative() {
    #expect(LayoutDimension.containerWidth(minus: 32).resolve(in: phone) == 343)
    #expect(LayoutDimension.containerWidth(plus: 5).resolve(in: grid) == 172.5)
    #expect(LayoutDimension.containerHeight(minus: 67).resolve(in: phone) == 600)
    #expect(LayoutDimension.containerHeight(plus: 1).resolve(in: grid) == 648)
  }

  @Test("results never go below zero")
  func clamped() {
    #expect(LayoutDimension.containerWidth(minus: 1000).resolve(in: phone) == 0)
    #expect(LayoutDimension.absolute(-3).resolve(in: phone) == 0)
    #expect(LayoutDimension.custom { _ in .nan }.resolve(in: phone) == 0)
  }

  @Test("custom closures see the whole context")
  func custom() {
    let unit = LayoutDimension.custom { ctx in ctx.columnWidth * 9 / 16 }
    #expect(unit.resolve(in: grid) == 94)  // 94.21875 floored to half points
  }

  @Test("automatic resolves to nil and estimates its estimate")
  func automatic() {
    let unit = LayoutDimension.automatic(estimated: 80)
    #expect(unit.isAutomatic)
    #expect(unit.resolve(in: phone) == nil)
    #expect(unit.estimate(in: phone) == 80)
    #expect(!LayoutDimension.absolute(1).isAutomatic)
  }

  @Test("a size resolves both sides or nothing")
  func size() {
    let square = DimensionSize(width: .fractionalWidth(1), height: .fractionalWidth(1))
    #expect(square.resolve(in: grid) == CGSize(width: 167.5, height: 167.5))
    let selfSizing = DimensionSize(width: .fractionalWidth(1), height: .automatic(estimated: 50))
    #expect(selfSizing.resolve(in: grid) == nil)
    #expect(selfSizing.estimate(in: grid) == CGSize(width: 167.5, height: 50))
  }

  @Test(
    "descriptions read like the code",
    arguments: [
      (LayoutDimension.absolute(44), "absolute(44.0)"),
      (.fractionalWidth(0.5), "fractionalWidth(0.5)"),
      (.containerWidth(minus: 16), "containerWidth(minus: 16.0)"),
      (.containerHeight(plus: 2), "containerHeight(plus: 2.0)"),
      (.automatic(estimated: 10), "automatic(estimated: 10.0)"),
    ])
  func descriptions(unit: LayoutDimension, text: String) {
    #expect(unit.description == text)
  }

  @Test("a context has at least one column and scale 1")
  func contextBounds() {
    let ctx = DimensionContext(containerSize: CGSize(width: 100, height: 100), columns: 0, scale: 0)
    #expect(ctx.columns == 1)
    #expect(ctx.scale == 1)
  }
}

@Suite("Cell sizing through the registry")
@MainActor
struct CellSizingTests {
  @Test("model-dependent heights use the width")
  func modelHeight() throws {
    let registry = try makeRegistry()
    let tweet = Tweet(id: 1, text: String(repeating: "x", count: 45))
    #expect(try registry.height(for: tweet, width: 300) == 2 * 20 + 16)  // 30 chars per line
    #expect(try registry.height(for: tweet, width: 100) == 5 * 20 + 16)
  }

  @Test("static heights, with padding")
  func staticHeight() throws {
    let registry = try makeRegistry()
    #expect(try registry.height(for: Ad(id: 1), width: 320) == 90)
    #expect(AdCell.cellHeight(padding: Insets(top: 4, bottom: 6)) == 100)
    #expect(AdCell.cellHeight(padding: 5) == 100)
  }

  @Test("dimension units size collection cells against the context")
  func dimensionSized() throws {
    let registry = try makeRegistry()
    let ctx = DimensionContext(containerSize: CGSize(width: 320, height: 500), columns: 3, spacing: 10)
    #expect(try registry.size(for: Photo(id: 1), in: ctx) == CGSize(width: 100, height: 100))
    #expect(try registry.height(for: Photo(id: 1), in: ctx) == 100)
  }

  @Test("a height-only cell is as wide as a column in a collection")
  func sizeFromHeight() throws {
    let registry = try makeRegistry()
    let ctx = DimensionContext(containerSize: CGSize(width: 320, height: 500), insets: Insets(left: 10, right: 10))
    #expect(try registry.size(for: Ad(id: 1), in: ctx) == CGSize(width: 300, height: 90))
  }

  @Test("a cell with no sizing protocol is automatic (nil)")
  func automatic() throws {
    let registry = CellRegistry()
    try registry.register(Feed.Cell.self)
    #expect(try registry.height(for: Tweet(id: 1, text: ""), width: 320) == nil)
    #expect(try registry.size(for: Tweet(id: 1, text: ""), in: DimensionContext(containerSize: .zero)) == nil)
    #expect(
      try registry.estimatedHeight(for: Tweet(id: 1, text: ""), in: DimensionContext(containerSize: .zero)) == nil)
  }
}
