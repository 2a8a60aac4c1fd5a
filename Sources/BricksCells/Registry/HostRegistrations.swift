import Foundation

/// What has been registered on one host, and under which reuse identifier: the one tracker
/// through which ``CellRegistry`` (one per host it sees) and Compose's container (for its host)
/// register views, so that each view is registered once and two classes never share an
/// identifier unnoticed.
@MainActor
package struct HostRegistrations {
  /// A registration's slot on a host: cells (`kind == nil`) and each supplementary kind have
  /// their own identifiers, as in UIKit.
  private struct Slot: Hashable {
    let kind: SupplementaryKind?
    let identifier: String
  }

  private var classes: [Slot: AnyClass] = [:]

  /// Creates a tracker for a host on which nothing is registered yet.
  package init() {}

  /// Registers `viewClass` on `host` under `reuseIdentifier` (for cells when `kind` is `nil`,
  /// else for that supplementary kind), unless it is registered there already.
  ///
  /// - Parameter registration: Made only when the host needs it.
  /// - Returns: `nil` when `viewClass` is (now) registered under the identifier; the class
  ///   registered there before when it is another one (nothing is registered then: the caller
  ///   reports ``CellError/Code/duplicateIdentifier``).
  /// - Complexity: one hash lookup of the identifier.
  @discardableResult
  package mutating func register(
    _ viewClass: AnyClass, kind: SupplementaryKind? = nil, reuseIdentifier: String, on host: some CellHost,
    registration: () -> ViewRegistration
  ) -> AnyClass? {
    let slot = Slot(kind: kind, identifier: reuseIdentifier)
    if let existing = classes[slot] { return existing == viewClass ? nil : existing }
    classes[slot] = viewClass
    if let kind {
      host.registerSupplementaryView(registration(), kind: kind, reuseIdentifier: reuseIdentifier)
    } else {
      host.registerCell(registration(), reuseIdentifier: reuseIdentifier)
    }
    return nil
  }
}
