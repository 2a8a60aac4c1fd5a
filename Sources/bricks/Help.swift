/// Help texts; each option is listed with its default.
enum Help {
  static let version = "0.1.0"

  static let general = """
    bricks: models, mapping, cells and tests from a sample JSON payload.

    Usage: bricks <command> [options]

    Commands:
      scaffold <Name> <sample.json|dir>...   Generate the model, cell stub, tests and fixture
      inspect <file.json>                    Print the shape of a JSON file as a tree
      templates list|cat <name>|which <name> Show the templates scaffold renders
      help [command]                         Show help for a command

    Options:
      -h, --help      Show this help
      --version       Show the version (\(version))

    Exit status: 0 success, 1 failure, 64 usage error.

    """

  static let scaffold = """
    Usage: bricks scaffold <Name> <sample.json|dir>... [options]

    Writes <Name>.swift (the model types and their JSON mapping), <Name>Cell.swift (a cell
    stub under #if canImport(UIKit)), <Name>Tests.swift (BricksTesting checks) and the samples
    as test fixtures (Fixtures/). Several samples, or a directory of .json files, teach which
    keys are optional. A sample named - is read from standard input. Keys that occur twice
    in one object are warned about (the first value is the one read).

    All or nothing: every input and every target path is checked before anything is written.
    A bad sample, name or template, a conflict, or a path in the way (a folder or a symbolic
    link where a file goes, a file where a folder goes, a folder that refuses new files)
    writes nothing and names each path with what is wrong. Files are written beside their
    targets and renamed into place together; if the disk fails midway, what was written is
    undone. Existing files are never overwritten without --force; a symbolic link is never
    written through (forcing replaces the link itself, not what it points to).

    Options:
      -o, --output DIR          Where the model and cell go (default: .)
      --tests-output DIR        Where the tests and fixtures go (default: the --output DIR)
      --module NAME             Module the tests @testable import (default: none)
      --cell table|collection|none
                                Cell stub to write (default: table)
      --no-tests                Do not write the tests and fixtures (default: write them)
      --codable                 Also conform to Codable with CodingKeys (default: off)
      --access internal|public  Access level of the generated code (default: internal)
      --public                  Same as --access public; public types also get an explicit
                                memberwise public init
      --var                     var properties instead of let (default: let; classes made
                                for recursion keep let so they stay Sendable)
      --class                   Every model a final class (default: structs; not with --var)
      --protocols LIST          Extra conformances for every type, JSON fields, unions,
                                enums and classes included: Equatable,Hashable (Codable is
                                --codable) (default: none)
      --acronyms camel|upper    Known acronyms in property names: userId, avatarUrl (camel,
                                the default) or userID, avatarURL (upper)
      --schema                  The first file is a JSON Schema (draft 2020-12 subset:
                                type, properties, required, items, enum, oneOf/anyOf, $ref
                                in the file, format uri); payloads after it become fixtures
                                and tests
      --explain                 Print, per property, why it is optional (which object of
                                which sample lacked it or held null) and why it has its type
      --templates DIR           Templates overriding the built-in ones by name
                                (default: ./Templates if present, else built-in); a
                                file there meant as one but misnamed is an error
      --no-maps                 Keep id-keyed objects as types, not [String: T] (default: maps on)
      --no-dates                Keep dates as String or Int (default: dates detected: ISO
                                8601, RFC 1123, Twitter; Unix seconds/ms under time keys;
                                ISO date-times at an offset keep each value's own offset
                                as JSONZonedDate)
      --no-urls                 Keep URL strings as String (default: URLs detected)
      --no-enums                Keep strings from a small set as String (default: open enums,
                                whose case unknown(String) keeps any other value)
      --no-unions               Keep objects told apart by a discriminator (type, kind,
                                object...) as one struct (default: an enum with one case per
                                tag when the tags' keys differ; see --explain)
      --union PATH=KEY          The objects at PATH become an enum keyed on their KEY string
                                (e.g. --union '$.blocks[*]=type'); repeatable
      --struct PATH             The objects at PATH stay one struct; repeatable
      --map PATH                The object at PATH is a dictionary [String: T] (e.g.
                                --map '$.metadata'); repeatable
      --enum PATH               The strings at PATH become an open enum, even one value
      --string PATH             The strings at PATH stay String (no enum, date or URL)
                                PATHs are written as --explain shows them: $.user.name,
                                $.items[*] (elements), $.rates.* (dictionary values)
      --force-plural            Keep a plural model name (default: singularize with a warning)
      -f, --force               Overwrite files that differ (default: off)
      -s, --skip                Keep files that differ and write the rest (default: off)
      -p, --pretend             Print what would happen; write nothing (default: off)
      --diff                    Show why files conflict: print a unified diff of each
                                existing file that differs (default: off); write nothing;
                                exit 1 when a file differs
      -q, --quiet               Print only warnings and errors (default: off)
      -h, --help                Show this help

    Status lines: create, identical (same bytes, untouched), conflict (differs, or is a
    link: nothing is written, exit 1), skip, force.

    Example:
      bricks scaffold Tweet Fixtures/tweet.json --output Sources/App \\
        --tests-output Tests/AppTests --module App
      curl -s https://api.example.com/tweet/1 | bricks scaffold Tweet -

    """

  static let inspect = """
    Usage: bricks inspect <file.json>

    Parses the file and prints its shape as a tree: at each place the kinds of value with how
    often each occurs (null included), array lengths, and object keys. Array elements are
    merged into one [*] branch and id-keyed objects into one {id} branch.
    Invalid JSON prints FILE:LINE:COLUMN: error: MESSAGE and exits 1.

    Options:
      -h, --help      Show this help

    """

  static let templates = """
    Usage: bricks templates list
           bricks templates cat <name>
           bricks templates which <name>

    list    Each template scaffold renders, and where it is read from
    cat     Print the built-in template, to start an override from
    which   Print the path a template is read from, or "built-in"

    Templates are looked up by name in --templates DIR, then ./Templates, then the copies
    built into bricks.

    Options:
      --templates DIR   A templates folder to search first (default: none)
      -h, --help        Show this help

    """

  static func text(for command: String) -> String? {
    switch command {
    case "scaffold": return scaffold
    case "inspect": return inspect
    case "templates": return templates
    default: return nil
    }
  }
}
