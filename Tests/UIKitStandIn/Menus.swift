import Foundation

/// `@MainActor class UIMenuElement` (iOS 13.0+; an `NSObject`): the common base of actions and
/// menus.
// /documentation/uikit/uimenuelement
@MainActor
open class UIMenuElement: NSObject {
  /// `struct Attributes` (an `OptionSet`; raw values as UIKit's `UIMenuElementAttributes`:
  /// disabled 1 << 0, destructive 1 << 1, hidden 1 << 2)
  // /documentation/uikit/uimenuelement/attributes
  public struct Attributes: OptionSet, Sendable {
    /// `init(rawValue: UInt)`
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `let rawValue: UInt`
    public let rawValue: UInt
    /// `static var disabled: UIMenuElement.Attributes { get }`
    // /documentation/uikit/uimenuelement/attributes/disabled
    public static var disabled: UIMenuElement.Attributes { Attributes(rawValue: 1 << 0) }
    /// `static var destructive: UIMenuElement.Attributes { get }`
    // /documentation/uikit/uimenuelement/attributes/destructive
    public static var destructive: UIMenuElement.Attributes { Attributes(rawValue: 1 << 1) }
    /// `static var hidden: UIMenuElement.Attributes { get }`
    // /documentation/uikit/uimenuelement/attributes/hidden
    public static var hidden: UIMenuElement.Attributes { Attributes(rawValue: 1 << 2) }
  }

  /// `enum State` (`Int` raw values: off 0, on 1, mixed 2)
  // /documentation/uikit/uimenuelement/state
  public enum State: Int, Sendable {
    /// `case off`
    case off = 0
    /// `case on`
    case on = 1
    /// `case mixed`
    case mixed = 2
  }

  /// `var title: String { get }`
  // /documentation/uikit/uimenuelement/title
  open var title: String { _title }
  /// `var image: UIImage? { get }`
  // /documentation/uikit/uimenuelement/image
  open var image: UIImage? { _image }
  let _title: String
  let _image: UIImage?

  init(_ title: String, _ image: UIImage?) {
    _title = title
    _image = image
    super.init()
  }
}

/// `typealias UIActionHandler = (UIAction) -> Void`
// /documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

/// `@MainActor class UIAction` (iOS 13.0+; a `UIMenuElement`): "A menu element that performs its
/// action in a closure."
// /documentation/uikit/uiaction
@MainActor
open class UIAction: UIMenuElement {
  /// `struct Identifier` (a `RawRepresentable` string)
  // /documentation/uikit/uiaction/identifier-swift.struct
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    /// `init(rawValue: String)`
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `var rawValue: String`
    public var rawValue: String
  }

  /// `var attributes: UIMenuElement.Attributes { get set }`
  // /documentation/uikit/uiaction/attributes
  open var attributes: UIMenuElement.Attributes
  /// `var state: UIMenuElement.State { get set }`
  // /documentation/uikit/uiaction/state
  open var state: UIMenuElement.State
  let handler: UIActionHandler

  /// `@MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)`
  /// (iOS 13.0+, tvOS 14.0+)
  // /documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  @MainActor @preconcurrency
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init(title, image, attributes, state, handler)
  }

  init(
    _ title: String, _ image: UIImage?, _ attributes: Attributes, _ state: State, _ handler: @escaping UIActionHandler
  ) {
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title, image)
  }

  /// Not UIKit: the user chooses the command; UIKit runs no handler of a disabled or hidden one.
  public func _standInPerform() {
    guard attributes.isDisjoint(with: [.disabled, .hidden]) else { return }
    handler(self)
  }
}

/// `@MainActor class UIMenu` (iOS 13.0+; a `UIMenuElement`)
// /documentation/uikit/uimenu
@MainActor
open class UIMenu: UIMenuElement {
  /// `struct Options` (an `OptionSet`; raw values as UIKit's `UIMenuOptions`: displayInline
  /// 1 << 0, destructive 1 << 1)
  // /documentation/uikit/uimenu/options-swift.struct
  public struct Options: OptionSet, Sendable {
    /// `init(rawValue: UInt)`
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `let rawValue: UInt`
    public let rawValue: UInt
    /// `static var displayInline: UIMenu.Options { get }`: "the menu displays inline with its
    /// parent menu instead of displaying as a submenu"
    // /documentation/uikit/uimenu/options-swift.struct/displayinline
    public static var displayInline: UIMenu.Options { Options(rawValue: 1 << 0) }
    /// `static var destructive: UIMenu.Options { get }`
    // /documentation/uikit/uimenu/options-swift.struct/destructive
    public static var destructive: UIMenu.Options { Options(rawValue: 1 << 1) }
  }

  /// `struct Identifier` (a `RawRepresentable` string)
  // /documentation/uikit/uimenu/identifier-swift.struct
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    /// `init(rawValue: String)`
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `var rawValue: String`
    public var rawValue: String
  }

  /// `var options: UIMenu.Options { get }`
  // /documentation/uikit/uimenu/options-swift.property
  open private(set) var options: UIMenu.Options
  /// `var children: [UIMenuElement] { get }`
  // /documentation/uikit/uimenu/children
  open private(set) var children: [UIMenuElement]

  /// `@MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [], children: [UIMenuElement] = [])`
  /// (iOS 13.0+, tvOS 14.0+)
  // /documentation/uikit/uimenu/init(title:image:identifier:options:children:)
  @MainActor @preconcurrency
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
    children: [UIMenuElement] = []
  ) {
    self.init(title, image, options, children)
  }

  init(_ title: String, _ image: UIImage?, _ options: Options, _ children: [UIMenuElement]) {
    self.options = options
    self.children = children
    super.init(title, image)
  }
}

/// `typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?`
// /documentation/uikit/uicontextmenuactionprovider
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// `typealias UIContextMenuContentPreviewProvider = () -> UIViewController?`
// /documentation/uikit/uicontextmenucontentpreviewprovider
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// `@MainActor class UIContextMenuConfiguration` (iOS 13.0+, tvOS 17.0+; an `NSObject`)
// /documentation/uikit/uicontextmenuconfiguration
@MainActor
open class UIContextMenuConfiguration: NSObject {
  /// `var identifier: any NSCopying { get }`: the identifier given, or one UIKit makes.
  // /documentation/uikit/uicontextmenuconfiguration/identifier
  open var identifier: any NSCopying { _identifier }
  let _identifier: any NSCopying
  let previewProvider: UIContextMenuContentPreviewProvider?
  let actionProvider: UIContextMenuActionProvider?

  /// `@MainActor @preconcurrency convenience init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil, actionProvider: UIContextMenuActionProvider? = nil)`
  /// (iOS 13.0+, tvOS 17.0+): `nil` identifier: "this method [generates] a unique identifier";
  /// `nil` preview provider: "UIKit uses a default preview view controller".
  // /documentation/uikit/uicontextmenuconfiguration/init(identifier:previewprovider:actionprovider:)
  @MainActor @preconcurrency
  public convenience init(
    identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.init(identifier ?? NSUUID(), previewProvider, actionProvider)
  }

  init(
    _ identifier: any NSCopying, _ previewProvider: UIContextMenuContentPreviewProvider?,
    _ actionProvider: UIContextMenuActionProvider?
  ) {
    _identifier = identifier
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }

  /// Not UIKit: the menu UIKit shows (it passes the suggested system actions, none here).
  public func _standInMenu() -> UIMenu? { actionProvider?([]) }
  /// Not UIKit: the custom preview, `nil` for UIKit's default (the row itself).
  public func _standInPreview() -> UIViewController? { previewProvider?() }
  /// Not UIKit: whether a preview provider was given.
  public var _standInHasPreviewProvider: Bool { previewProvider != nil }
}
