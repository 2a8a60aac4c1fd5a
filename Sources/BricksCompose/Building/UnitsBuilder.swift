/// Builds a list of units with Swift's control flow: `if`, `if let`, `if/else`, `switch`, `for`,
/// optional units, arrays of units, and nested ``UnitGroup``s.
///
/// ```swift
/// container.update {
///   TitleUnit(title: listing.title)
///   if listing.isFeatured { BadgeUnit() }
///   if let price = listing.price { PriceUnit(price: price) } else { AskForPriceUnit() }
///   switch listing.kind {
///   case .house: HouseDetailsUnit(listing)
///   case .apartment: ApartmentDetailsUnit(listing)
///   }
///   for photo in listing.photos { PhotoUnit(photo: photo) }
///   UnitGroup { ContactUnit(); MapUnit(listing.location) }
/// }
/// ```
@resultBuilder
public enum UnitsBuilder {
  /// One unit.
  public static func buildExpression<U: ComposingUnit>(_ unit: U) -> [AnyUnit] { [AnyUnit(unit)] }
  /// An already erased unit.
  public static func buildExpression(_ unit: AnyUnit) -> [AnyUnit] { [unit] }
  /// An optional unit: nothing when `nil`.
  public static func buildExpression<U: ComposingUnit>(_ unit: U?) -> [AnyUnit] { unit.map { [AnyUnit($0)] } ?? [] }
  /// An array of units of one type.
  public static func buildExpression<U: ComposingUnit>(_ units: [U]) -> [AnyUnit] { units.map { AnyUnit($0) } }
  /// An array of erased units (a helper function's result).
  public static func buildExpression(_ units: [AnyUnit]) -> [AnyUnit] { units }
  /// A nested group.
  public static func buildExpression(_ group: UnitGroup) -> [AnyUnit] { group.units }
  /// A ``Units`` list built with the `add` API.
  public static func buildExpression(_ units: Units) -> [AnyUnit] { units.all }

  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [AnyUnit]...) -> [AnyUnit] { parts.flatMap { $0 } }
  /// An `if` without `else`, or an `if let`.
  public static func buildOptional(_ part: [AnyUnit]?) -> [AnyUnit] { part ?? [] }
  /// The `if` branch of `if/else`, or a `switch` case.
  public static func buildEither(first part: [AnyUnit]) -> [AnyUnit] { part }
  /// The `else` branch of `if/else`, or a `switch` case.
  public static func buildEither(second part: [AnyUnit]) -> [AnyUnit] { part }
  /// A `for` loop.
  public static func buildArray(_ parts: [[AnyUnit]]) -> [AnyUnit] { parts.flatMap { $0 } }
  /// An `if #available` branch.
  public static func buildLimitedAvailability(_ part: [AnyUnit]) -> [AnyUnit] { part }
}

/// A group of units built together, to nest or to return from a helper.
///
/// ```swift
/// func contactUnits(for agent: Agent) -> UnitGroup {
///   UnitGroup { AgentUnit(agent); if agent.hasPhone { CallUnit(agent.phone) } }
/// }
/// ```
public struct UnitGroup {
  /// The group's units, in order.
  public var units: [AnyUnit]

  /// Builds the group's units.
  public init(@UnitsBuilder _ content: () -> [AnyUnit]) { units = content() }
}
