import Foundation

/// The position of one element in a sectioned list: a section index and the element's index in
/// that section.
///
/// Deprecated: ``Changeset`` now produces a ``BatchUpdate``, whose element positions are
/// `[section, item]` `IndexPath`s, as UIKit's are.
@available(
  *, deprecated,
  message:
    "use a [section, item] IndexPath, e.g. IndexPath(indexes: [section, element]); Changeset.batchUpdate speaks IndexPath"
)
public struct ElementPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section index.
  public var section: Int
  /// The element's index inside its section (UIKit's `row` or `item`).
  public var element: Int

  /// Creates a path to `element` in `section`.
  public init(element: Int, section: Int) {
    self.element = element
    self.section = section
  }

  /// The position of a two-index `IndexPath` (`[section, element]`).
  public init(_ indexPath: IndexPath) {
    self.init(element: indexPath[1], section: indexPath[0])
  }

  /// The same position as a two-index `IndexPath` (`[section, element]`), as UIKit expects.
  public var indexPath: IndexPath { IndexPath(indexes: [section, element]) }

  /// Orders by section, then by element.
  public static func < (lhs: ElementPath, rhs: ElementPath) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.element < rhs.element
  }

  /// `"[section, element]"`, as UIKit prints index paths.
  public var description: String { "[\(section), \(element)]" }
}
