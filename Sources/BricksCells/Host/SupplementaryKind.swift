/// The kind of a supplementary view: a section header, a footer, or a custom layout kind.
///
/// Raw values match UIKit's (`UICollectionView.elementKindSectionHeader`), so a collection
/// host passes them straight through; a table host maps `header`/`footer` to its header-footer
/// pool.
public struct SupplementaryKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The string UIKit uses for the kind.
  public let rawValue: String
  /// Creates a kind from UIKit's string (for custom collection layouts).
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A section header (`UICollectionElementKindSectionHeader`).
  public static let header = SupplementaryKind(rawValue: "UICollectionElementKindSectionHeader")
  /// A section footer (`UICollectionElementKindSectionFooter`).
  public static let footer = SupplementaryKind(rawValue: "UICollectionElementKindSectionFooter")
  /// `header`, `footer`, or the raw string.
  public var description: String {
    switch self {
    case .header: "header"
    case .footer: "footer"
    default: rawValue
    }
  }
}
