/// A list of units built step by step: the API of the "Compose" talk, for those who prefer
/// statements to a result builder.
///
/// ```swift
/// var units = Units()
/// units.add { TitleUnit(title: listing.title) }
/// units.add(if: listing.isFeatured) { BadgeUnit() }
/// units.add(ifLet: listing.price) { price in PriceUnit(price: price) }
/// container.update(units)
/// ```
public struct Units {
  /// Every unit added so far, in order.
  public private(set) var all: [AnyUnit]

  /// An empty list.
  public init() { all = [] }

  /// A list built by a ``UnitsBuilder`` block.
  public init(@UnitsBuilder _ content: () -> [AnyUnit]) { all = content() }

  /// Appends the units `content` builds.
  public mutating func add(@UnitsBuilder _ content: () -> [AnyUnit]) { all += content() }

  /// Appends the units `content` builds when `condition` holds.
  public mutating func add(if condition: Bool, @UnitsBuilder _ content: () -> [AnyUnit]) {
    if condition { all += content() }
  }

  /// Appends the units `content` builds from `value` when it is not `nil`.
  public mutating func add<Value>(ifLet value: Value?, @UnitsBuilder _ content: (Value) -> [AnyUnit]) {
    if let value { all += content(value) }
  }

  /// Appends one unit.
  public mutating func add(_ unit: some ComposingUnit) { all.append(AnyUnit(unit)) }

  /// The number of units.
  public var count: Int { all.count }
  /// Whether there are no units.
  public var isEmpty: Bool { all.isEmpty }
}
