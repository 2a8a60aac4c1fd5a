/// The rules for the model name given on the command line, and the suggestion made when one
/// is refused: a suggestion is always a name these rules accept, or there is none.
enum ModelName {
  /// Types the cell stub and tests stub refer to by name; a model (or its `<Name>Cell`) of that
  /// name would shadow them and the stub would not compile.
  static let stubTypeNames: Set<String> = ["UITableViewCell", "UICollectionViewListCell", "ConfigurableCell", "UIKit"]

  /// Why `name` cannot be the model name, or nil when it can.
  static func problem(with name: String) -> String? {
    if SwiftName.keywords.contains(name) {
      return "it is a Swift keyword; pick a noun such as 'Tweet'"
    }
    if SwiftName.reservedTypeNames.contains(name) || stubTypeNames.contains(name) {
      return "it would shadow a type the generated code uses; pick another name" + such(as: name)
    }
    if stubTypeNames.contains(name + "Cell") {
      return "its cell stub would be '\(name)Cell', a type the generated code uses; pick another name" + such(as: name)
    }
    guard SwiftName.isValidTypeName(name) else {
      let start =
        name.unicodeScalars.first.map { $0.properties.numericType != nil } == true
        ? " and cannot start with a digit" : ""
      return "not a Swift type name; use UpperCamelCase letters and digits\(start)" + such(as: name, fallback: "Tweet")
    }
    guard name.first?.isUppercase == true else {
      return "type names start with an upper-case letter"
        + (suggestion(for: name).map { "; did you mean '\($0)'?" } ?? "")
    }
    return nil
  }

  /// Whether ``problem(with:)`` accepts `name` (without building a message or a suggestion).
  static func isAcceptable(_ name: String) -> Bool {
    !SwiftName.keywords.contains(name) && !SwiftName.reservedTypeNames.contains(name) && !stubTypeNames.contains(name)
      && !stubTypeNames.contains(name + "Cell") && SwiftName.isValidTypeName(name) && name.first?.isUppercase == true
  }

  /// A name close to `name` that ``problem(with:)`` accepts: its UpperCamelCase form, else
  /// the form nested types get (`T` before a digit, `Object` after a reserved name).
  static func suggestion(for name: String) -> String? {
    let camel = Words.upperCamel(name)
    let candidates = [camel, SwiftName.type(fromKey: name), camel + "Model"]
    return candidates.first { !$0.isEmpty && $0 != name && isAcceptable($0) }
  }

  private static func such(as name: String, fallback: String? = nil) -> String {
    (suggestion(for: name) ?? fallback).map { ", such as '\($0)'" } ?? ""
  }
}
