#if canImport(UIKit) && !os(watchOS)
import BricksCells
import UIKit

extension ComposingContainer {
  /// Whether `newSections` shows what is shown now (same identities, same contents, no
  /// duplicates); if so, keeps `newSections` (the newest values) without applying anything.
  /// `BricksList` asks this on every SwiftUI update, so that only a real change is applied.
  /// - Complexity: O(n + m), the changeset's.
  package func keepIfUnchanged(_ newSections: [UnitSection]) -> Bool {
    let changes = changeset(to: newSections)
    guard changes.isEmpty && !changes.hasDuplicateIdentifiers else { return false }
    sections = newSections
    return true
  }
}
#endif
