// Apple's UIKit re-exports Foundation: `import UIKit` alone brings IndexPath, CGFloat, NSObject.
@_exported import Foundation
