#if canImport(UIKit) && !os(watchOS)
import BricksCells
import UIKit

extension UnitInteractions: InteractionErrorReporting {}
#endif
