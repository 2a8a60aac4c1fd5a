import BricksJSON
import Foundation

extension ModelContext {
  /// What a date property writes back, for its doc comment: the layout and offset of the
  /// samples, shown on one instant, and what happens to a value read at another offset.
  static func dateDoc(_ type: PropertyType) -> String? {
    let format: JSONDateFormat
    switch type {
    case .date(let f): format = f
    case .zonedDate:
      return
        "Each value keeps the offset and precision it was read with (`date` is the instant) and is written back as read."
    case .array(let e, _), .dictionary(let e, _): return dateDoc(e)
    default: return nil
    }
    let example = SwiftLiteral.string(format.string(from: Date(timeIntervalSince1970: 981_173_106.789)))
    if format == .isoDate { return "Written back as a calendar day, like \(example)." }
    return
      "Written back in the samples' layout and offset, like \(example): the instant is kept (to that precision); a value read at another offset is written at this one."
  }
}
