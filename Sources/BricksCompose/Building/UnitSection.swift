import BricksCells
import Foundation

/// A section of a container: an identifier, its units, and optionally a header, a footer and its
/// own insets.
///
/// ```swift
/// container.update {
///   UnitSection(id: "header") { TitleUnit(title: title) }
///   UnitSection(id: "photos", header: TitleUnit(title: "Photos"), insets: Insets(top: 8, left: 16, bottom: 8, right: 16)) {
///     for photo in photos { PhotoUnit(photo: photo) }
///   }
/// }
/// ```
/// Sections are matched by identifier across states, like units, so a section can appear,
/// disappear or move, and units can move between sections. A header or footer unit is shown as
/// the section's supplementary view (a table's header/footer view); when its content changes the
/// container replaces the whole section in the batch update (UIKit has no safe in-batch reload
/// of a header).
public struct UnitSection {
  /// The section's identity; unique within a container.
  public var id: AnyHashable
  /// The section's units, in order.
  public var units: [AnyUnit]
  /// Insets for this section; `nil` uses the container's.
  public var insets: Insets?
  /// The section's header unit, if any.
  public var header: AnyUnit?
  /// The section's footer unit, if any.
  public var footer: AnyUnit?
  /// How a compositional layout lays the section out (``SectionLayout``); `nil` is a list.
  /// Flow layouts ignore it. Set it with ``layout(_:)``.
  public var layout: SectionLayout?

  /// A section built by a ``UnitsBuilder`` block.
  ///
  /// - Parameters:
  ///   - id: The section's identity.
  ///   - header: A unit shown as the section's header (its `width` is ignored in a table).
  ///   - footer: A unit shown as the section's footer.
  ///   - insets: Insets for this section; `nil` uses the container's.
  ///   - units: The section's units.
  public init(
    id: some Hashable, header: (any ComposingUnit)? = nil, footer: (any ComposingUnit)? = nil,
    insets: Insets? = nil, @UnitsBuilder units: () -> [AnyUnit]
  ) {
    self.init(id: id, header: header, footer: footer, insets: insets, units: units())
  }

  /// A section of already built units.
  public init(
    id: some Hashable, header: (any ComposingUnit)? = nil, footer: (any ComposingUnit)? = nil,
    insets: Insets? = nil, units: [AnyUnit]
  ) {
    self.id = AnyHashable(id)
    self.units = units
    self.insets = insets
    self.header = header.map { AnyUnit.erase($0) }
    self.footer = footer.map { AnyUnit.erase($0) }
  }

  /// The header for `.header`, the footer for `.footer`, `nil` for other kinds.
  public func supplementary(_ kind: SupplementaryKind) -> AnyUnit? {
    kind == .header ? header : kind == .footer ? footer : nil
  }

  /// Whether the header and footer look the same as `other`'s.
  func hasSameSupplementaries(as other: UnitSection) -> Bool {
    func same(_ a: AnyUnit?, _ b: AnyUnit?) -> Bool {
      switch (a, b) {
      case (nil, nil): return true
      case let (a?, b?): return a.identifier == b.identifier && a.isContentEqual(to: b)
      default: return false
      }
    }
    return same(header, other.header) && same(footer, other.footer)
  }
}
