import BricksScaffold

extension ScaffoldCommand {
  /// `--union PATH=KEY`, `--struct PATH`, `--map PATH`, `--enum PATH`, `--string PATH`, each
  /// repeatable; every path written as `--explain` shows it (`$.data[*].metadata`).
  static func pathHints(_ given: Given) throws(UsageError) -> PathHints {
    var hints = PathHints()
    for value in given.values("union") {
      guard let equals = value.lastIndex(of: "="), equals != value.startIndex,
        value.index(after: equals) != value.endIndex
      else {
        throw UsageError(
          message:
            "--union takes PATH=KEY (the objects' place and their discriminator), e.g. --union '$.blocks[*]=type', not '\(value)'",
          command: "scaffold")
      }
      let path = try checkedPath(String(value[..<equals]), option: "union")
      hints.unions[path] = String(value[value.index(after: equals)...])
    }
    for path in given.values("struct") { hints.structs.insert(try checkedPath(path, option: "struct")) }
    for path in given.values("map") { hints.maps.insert(try checkedPath(path, option: "map")) }
    for path in given.values("enum") { hints.enums.insert(try checkedPath(path, option: "enum")) }
    for path in given.values("string") { hints.strings.insert(try checkedPath(path, option: "string")) }
    return hints
  }

  /// A path starts at the top level, `$`.
  static func checkedPath(_ path: String, option: String) throws(UsageError) -> String {
    guard path.hasPrefix("$") else {
      throw UsageError(
        message:
          "--\(option) '\(path)': a path starts with $ as --explain shows it, e.g. '$.\(path)' (quote it for the shell)",
        command: "scaffold")
    }
    return path
  }
}
