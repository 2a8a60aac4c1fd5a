import Foundation

/// Not UIKit: how the stand-in creates instances of the classes registered on its table and
/// collection views.
///
/// UIKit creates a registered class through the Objective-C runtime, calling
/// `init(style:reuseIdentifier:)` (table cells), `init(reuseIdentifier:)` (header-footer views)
/// or `init(frame:)` (collection cells and reusable views) on it. Those initializers are not
/// `required`, so Swift cannot call them through a metatype; the stand-in declares them as UIKit
/// does (an ordinary cell that overrides `init(style:reuseIdentifier:)` and adds stored
/// properties compiles here as in Xcode) and creates registered subclasses through the
/// factories that tests register here, with `register(_:forCellReuseIdentifier:)` and friends
/// keeping Apple's signatures. UIKit's own classes need none. The library never calls this:
/// only test code does.
@MainActor
public enum _StandInViewFactory {
  static var factories: [ObjectIdentifier: (String) -> UIView] = [
    ObjectIdentifier(UITableViewCell.self): { UITableViewCell(style: .default, reuseIdentifier: $0) },
    ObjectIdentifier(UITableViewHeaderFooterView.self): { UITableViewHeaderFooterView(reuseIdentifier: $0) },
    ObjectIdentifier(UICollectionReusableView.self): { _ in UICollectionReusableView(frame: .zero) },
    ObjectIdentifier(UICollectionViewCell.self): { _ in UICollectionViewCell(frame: .zero) },
  ]

  /// Registers how to create `viewClass` for a reuse identifier, the way UIKit would:
  /// `{ MyCell(style: .default, reuseIdentifier: $0) }` for a table cell,
  /// `{ MyHeader(reuseIdentifier: $0) }` for a header-footer view, `{ _ in MyCell(frame: .zero) }`
  /// for a collection cell or reusable view.
  public static func register<V: UIView>(
    _ viewClass: V.Type, make: @escaping @MainActor (_ reuseIdentifier: String) -> V
  ) {
    factories[ObjectIdentifier(viewClass)] = make
  }

  /// A new instance of `viewClass`, or `nil` when no factory is registered for it.
  static func make(_ viewClass: AnyClass, reuseIdentifier: String) -> UIView? {
    factories[ObjectIdentifier(viewClass)]?(reuseIdentifier)
  }

  /// What the stand-in records when it cannot create `viewClass`.
  static func missing(_ viewClass: AnyClass) -> String {
    "the UIKit stand-in cannot create \(viewClass): UIKit would, through the Objective-C runtime; register a factory with _StandInViewFactory.register(\(viewClass).self) { ... }"
  }
}
