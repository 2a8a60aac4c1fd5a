import Foundation

/// `@MainActor class UIContextualAction` (iOS 11.0+; an `NSObject`): "An action to display when
/// the user swipes a table row."
// /documentation/uikit/uicontextualaction
@MainActor
open class UIContextualAction: NSObject {
  /// `enum Style` (`Int` raw values as UIKit's `UIContextualActionStyle`: normal 0, destructive 1)
  // /documentation/uikit/uicontextualaction/style-swift.enum
  public enum Style: Int, Sendable {
    /// `case normal`
    case normal = 0
    /// `case destructive`
    case destructive = 1
  }

  /// `@MainActor typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void`
  // /documentation/uikit/uicontextualaction/handler-swift.typealias
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// `var style: UIContextualAction.Style { get }`
  // /documentation/uikit/uicontextualaction/style-swift.property
  open private(set) var style: UIContextualAction.Style
  /// `var handler: UIContextualAction.Handler { get }`
  // /documentation/uikit/uicontextualaction/handler-swift.property
  open private(set) var handler: UIContextualAction.Handler
  /// `var title: String? { get set }`
  // /documentation/uikit/uicontextualaction/title
  open var title: String?
  /// `@NSCopying var backgroundColor: UIColor! { get set }`
  // /documentation/uikit/uicontextualaction/backgroundcolor
  open var backgroundColor: UIColor!
  /// `@NSCopying var image: UIImage? { get set }`
  // /documentation/uikit/uicontextualaction/image
  open var image: UIImage?

  /// `convenience init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler)`
  /// (iOS 11.0+)
  // /documentation/uikit/uicontextualaction/init(style:title:handler:)
  public convenience init(
    style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler
  ) {
    self.init(style, title, handler)
  }

  init(_ style: Style, _ title: String?, _ handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }

  /// Not UIKit: the user taps the button: the handler runs with a completion.
  /// - Returns: what the handler passed to its completion, `nil` while it has not called it.
  public func _standInPerform(in view: UIView = UIView(frame: .zero)) -> Bool? {
    var result: Bool?
    handler(self, view) { result = $0 }
    return result
  }
}

/// `@MainActor class UISwipeActionsConfiguration` (iOS 11.0+; an `NSObject`)
// /documentation/uikit/uiswipeactionsconfiguration
@MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// `var actions: [UIContextualAction] { get }`: "The first object in this array corresponds to
  /// the default action, which is the action that's performed in response to a full swipe."
  // /documentation/uikit/uiswipeactionsconfiguration/actions
  open private(set) var actions: [UIContextualAction]
  /// `var performsFirstActionWithFullSwipe: Bool { get set }` ("The default value of this
  /// property is true")
  // /documentation/uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe
  open var performsFirstActionWithFullSwipe = true

  /// `convenience init(actions: [UIContextualAction])` (iOS 11.0+)
  // /documentation/uikit/uiswipeactionsconfiguration/init(actions:)
  public convenience init(actions: [UIContextualAction]) {
    self.init(actions)
  }

  init(_ actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }

  /// Not UIKit: the user swipes all the way across: the first action runs when
  /// ``performsFirstActionWithFullSwipe`` is set.
  /// - Returns: its completion's value; `nil` when nothing ran or it has not completed.
  public func _standInFullSwipe() -> Bool? {
    guard performsFirstActionWithFullSwipe, let first = actions.first else { return nil }
    return first._standInPerform()
  }
}

/// `class UIColor` (iOS 2.0+; an `NSObject`, `Sendable`), with the members Bricks uses.
// /documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
  /// Not UIKit: the system colour's name (`systemRed`, ...) or the components.
  public let _standInDescription: String

  init(_ description: String) {
    _standInDescription = description
    super.init()
  }

  /// `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)` (iOS 2.0+)
  // /documentation/uikit/uicolor/init(red:green:blue:alpha:)
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init("rgba(\(red), \(green), \(blue), \(alpha))")
  }

  /// `class var systemRed: UIColor { get }` (iOS 7.0+; the adaptable system colours, Topics of
  /// the class page; the others below likewise, `systemIndigo` iOS 13.0+)
  // /documentation/uikit/uicolor/systemred
  open class var systemRed: UIColor { UIColor("systemRed") }
  /// `class var systemOrange: UIColor { get }`
  // /documentation/uikit/uicolor/systemorange
  open class var systemOrange: UIColor { UIColor("systemOrange") }
  /// `class var systemYellow: UIColor { get }`
  // /documentation/uikit/uicolor/systemyellow
  open class var systemYellow: UIColor { UIColor("systemYellow") }
  /// `class var systemGreen: UIColor { get }`
  // /documentation/uikit/uicolor/systemgreen
  open class var systemGreen: UIColor { UIColor("systemGreen") }
  /// `class var systemBlue: UIColor { get }`
  // /documentation/uikit/uicolor/systemblue
  open class var systemBlue: UIColor { UIColor("systemBlue") }
  /// `class var systemIndigo: UIColor { get }` (iOS 13.0+)
  // /documentation/uikit/uicolor/systemindigo
  open class var systemIndigo: UIColor { UIColor("systemIndigo") }
  /// `class var systemPurple: UIColor { get }`
  // /documentation/uikit/uicolor/systempurple
  open class var systemPurple: UIColor { UIColor("systemPurple") }
  /// `class var systemGray: UIColor { get }`
  // /documentation/uikit/uicolor/systemgray
  open class var systemGray: UIColor { UIColor("systemGray") }
}

/// `class UIImage` (iOS 2.0+; an `NSObject`, `Sendable`), with the members Bricks uses.
// /documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
  /// Not UIKit: the symbol name.
  public let _standInSystemName: String?
  /// Not UIKit: the bytes an image was made from (UIKit decodes them).
  public let _standInData: Data?

  /// `init?(systemName name: String)` (iOS 13.0+, tvOS 13.0+): `nil` "if no suitable image was
  /// found"; the stand-in finds every non-empty name.
  // /documentation/uikit/uiimage/init(systemname:)
  public init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    _standInSystemName = name
    _standInData = nil
    super.init()
  }

  /// `init?(data: Data)`: `nil` when the bytes are not an image; the stand-in keeps the bytes
  /// and refuses only empty data (it cannot decode images).
  // /documentation/uikit/uiimage/init(data:)
  public init?(data: Data) {
    guard !data.isEmpty else { return nil }
    _standInSystemName = nil
    _standInData = data
    super.init()
  }
}
