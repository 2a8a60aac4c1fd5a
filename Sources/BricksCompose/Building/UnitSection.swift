import BricksCells
import Foundation

/// A section of a container: an identifier, its units, and optionally its own insets.
///
/// ```swift
/// container.update {
///   UnitSection(id: "header") { TitleUnit(title: title) }
///   UnitSection(id: "photos", insets: Insets(top: 8, left: 16, bottom: 8, right: 16)) {
///     for photo in photos { PhotoUnit(photo: photo) }
///   }
/// }
/// ```
/// Sections are matched by identifier across states, like units, so a section can appear,
/// disappear or move, and units can move between sections.
public struct UnitSection {
  /// The section's identity; unique within a container.
  public var id: AnyHashable
  /// The section's units, in order.
  public var units: [AnyUnit]
  /// Insets for this section; `nil` uses the container's.
  public var insets: Insets?

  /// A section built by a ``UnitsBuilder`` block.
  public init(id: some Hashable, insets: Insets? = nil, @UnitsBuilder units: () -> [AnyUnit]) {
    self.init(id: id, insets: insets, units: units())
  }

  /// A section of already built units.
  public init(id: some Hashable, insets: Insets? = nil, units: [AnyUnit]) {
    self.id = AnyHashable(id)
    self.units = units
    self.insets = insets
  }
}

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
