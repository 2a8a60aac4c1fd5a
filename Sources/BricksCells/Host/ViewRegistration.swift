import Foundation

/// How a host should create a view for a reuse identifier: from a class or from a nib.
///
/// `make` is used only by hosts that cannot instantiate a class themselves (the recording
/// host on Linux); UIKit ignores it.
public struct ViewRegistration {
  /// The view's class.
  public var viewClass: AnyClass
  /// The nib to load it from, or `nil` to create the class directly.
  public var nib: NibReference?
  /// Creates an instance without UIKit, when the type allows it (``HostInstantiable``).
  public var make: (@MainActor () -> AnyObject)?

  /// A class registration.
  public init(class viewClass: AnyClass, make: (@MainActor () -> AnyObject)? = nil) {
    self.viewClass = viewClass
    self.nib = nil
    self.make = make
  }

  /// A nib registration for a view of class `viewClass`.
  public init(nib: NibReference, class viewClass: AnyClass, make: (@MainActor () -> AnyObject)? = nil) {
    self.viewClass = viewClass
    self.nib = nib
    self.make = make
  }
}

extension ViewRegistration {
  /// How Bricks registers `view`, whether through a ``CellRegistry`` or a Compose container:
  /// by nib for a ``NibLoadable`` view, else by class.
  ///
  /// The one bundle rule: a nib is looked up in the view's own ``NibLoadable/nibBundle`` when it
  /// names one, else in `defaultNibBundle` (the registry's or container's `nibBundle`; a Swift
  /// package passes `.module`), else in `Bundle(for:)` the view's class.
  /// - Parameters:
  ///   - view: The cell or supplementary view class.
  ///   - defaultNibBundle: Where to find nibs whose type names no bundle.
  ///   - make: How a host without UIKit creates the view; defaults to `init()` for
  ///     ``HostInstantiable`` views.
  @MainActor @inlinable
  public init<View: AnyObject>(for view: View.Type, defaultNibBundle: Bundle?, make: (@MainActor () -> View)? = nil) {
    var create: (@MainActor () -> AnyObject)?
    if let make {
      create = { make() }
    } else if let instantiable = View.self as? any HostInstantiable.Type {
      create = { instantiable.init() }
    }
    if let nib = View.self as? any NibLoadable.Type {
      let bundle = nib.nibBundle ?? defaultNibBundle ?? Bundle(for: View.self)
      self.init(nib: NibReference(name: nib.nibName, bundle: bundle), class: View.self, make: create)
    } else {
      self.init(class: View.self, make: create)
    }
  }
}
