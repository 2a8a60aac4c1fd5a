/// Builds the sections of a container with Swift's control flow, like ``UnitsBuilder`` does for
/// units.
@resultBuilder
public enum SectionsBuilder {
  /// One section.
  public static func buildExpression(_ section: UnitSection) -> [UnitSection] { [section] }
  /// An optional section.
  public static func buildExpression(_ section: UnitSection?) -> [UnitSection] { section.map { [$0] } ?? [] }
  /// An array of sections.
  public static func buildExpression(_ sections: [UnitSection]) -> [UnitSection] { sections }
  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [UnitSection]...) -> [UnitSection] { parts.flatMap { $0 } }
  /// An `if` without `else`, or an `if let`.
  public static func buildOptional(_ part: [UnitSection]?) -> [UnitSection] { part ?? [] }
  /// The `if` branch of `if/else`, or a `switch` case.
  public static func buildEither(first part: [UnitSection]) -> [UnitSection] { part }
  /// The `else` branch of `if/else`, or a `switch` case.
  public static func buildEither(second part: [UnitSection]) -> [UnitSection] { part }
  /// A `for` loop.
  public static func buildArray(_ parts: [[UnitSection]]) -> [UnitSection] { parts.flatMap { $0 } }
  /// An `if #available` branch.
  public static func buildLimitedAvailability(_ part: [UnitSection]) -> [UnitSection] { part }
}
