/// Hand-written argument reading: `--name value`, `--name=value`, flags, bundled short flags
/// (`-fq`), and `--` to end options.
struct Arguments {
  private var items: [String]
  let command: String

  init(_ items: [String], command: String) {
    self.items = items
    self.command = command
  }

  /// Splits `items` into options (as `(name, inline value)`) and positionals, in order.
  /// - Parameters:
  ///   - flags: Long options without a value.
  ///   - valued: Long options that take a value.
  ///   - shorts: Single-letter aliases; an alias of a valued option takes the next argument.
  mutating func parse(
    flags: Set<String>, valued: Set<String>, shorts: [Character: String]
  ) throws(UsageError) -> (options: [(name: String, value: String?)], positionals: [String]) {
    var options: [(name: String, value: String?)] = []
    var positionals: [String] = []
    var i = 0
    var optionsEnded = false
    while i < items.count {
      let item = items[i]
      i += 1
      if optionsEnded || item == "-" || !item.hasPrefix("-") {
        positionals.append(item)
        continue
      }
      if item == "--" {
        optionsEnded = true
        continue
      }
      if item.hasPrefix("--") {
        var name = String(item.dropFirst(2))
        var inline: String?
        if let eq = name.firstIndex(of: "=") {
          inline = String(name[name.index(after: eq)...])
          name = String(name[..<eq])
        }
        if flags.contains(name) {
          if inline != nil { throw UsageError(message: "option '--\(name)' takes no value", command: command) }
          options.append((name, nil))
        } else if valued.contains(name) {
          if let inline {
            options.append((name, inline))
          } else {
            guard i < items.count else {
              throw UsageError(message: "option '--\(name)' needs a value", command: command)
            }
            options.append((name, items[i]))
            i += 1
          }
        } else {
          throw UsageError(message: "unknown option '\(item)'", command: command)
        }
        continue
      }
      // Short flags, possibly bundled; a valued one must come last and takes the next argument.
      let letters = Array(item.dropFirst())
      for (j, c) in letters.enumerated() {
        guard let name = shorts[c] else { throw UsageError(message: "unknown option '-\(c)'", command: command) }
        if valued.contains(name) {
          guard j == letters.count - 1, i < items.count else {
            throw UsageError(message: "option '-\(c)' needs a value", command: command)
          }
          options.append((name, items[i]))
          i += 1
        } else {
          options.append((name, nil))
        }
      }
    }
    return (options, positionals)
  }
}
