import Foundation

/// Names derived from Swift types: unique reuse identifiers and short nib names.
///
/// `String(describing:)` gives two nested `Inner` types the same name and drops the generic
/// arguments' modules; `NSStringFromClass` crashes on generic classes on Linux. Bricks uses
/// `String(reflecting:)` (module-qualified, nested, generic arguments included) and sanitizes it.
public enum TypeName {
  /// The fully qualified, sanitized name of `type`, unique within a process.
  ///
  /// `MyApp.Feed.TweetCell`, `MyApp.Box<Swift.Int>`; private and local types keep the context
  /// address Swift prints for them (`MyApp.ctx_5644a3.Cell`), so two private `Cell` types in
  /// different files still differ. Spaces are removed and `(unknown context at $…)` becomes
  /// `ctx_…`.
  public static func qualified(_ type: Any.Type) -> String {
    sanitize(String(reflecting: type))
  }

  /// The short name of `type` without module, enclosing types or generic arguments:
  /// `TweetCell` for `MyApp.Feed.TweetCell`, `Box` for `Box<Int>`. Used as the nib name.
  public static func short(_ type: Any.Type) -> String {
    var name = String(describing: type)
    if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
    if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
    return name
  }

  /// Removes the characters `String(reflecting:)` prints that do not belong in an identifier.
  @_spi(Testing) public static func sanitize(_ raw: String) -> String {
    var out = ""
    out.reserveCapacity(raw.utf8.count)
    var rest = Substring(raw)
    let marker = "(unknown context at $"
    while let range = rest.range(of: marker) {
      out += rest[..<range.lowerBound].filter { $0 != " " }
      rest = rest[range.upperBound...]
      let close = rest.firstIndex(of: ")") ?? rest.endIndex
      out += "ctx_" + rest[..<close]
      rest = close < rest.endIndex ? rest[rest.index(after: close)...] : rest[close...]
    }
    out += rest.filter { $0 != " " }
    return out
  }
}
