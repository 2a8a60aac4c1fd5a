import Foundation
import TestSupport
import Testing

@testable import BricksScaffold

/// Templates of any size fail with a located error or render; none overflows the stack.
@Suite struct TemplateLimitsTests {
  func parse(_ source: String) throws(TemplateError) -> Template { try Template(source: source, name: "deep.template") }

  @Test(arguments: ["if x", "for x in xs", "indent p"])
  func blocksNestedTwentyThousandDeepAreASyntaxErrorAtTheTagTooDeep(tag: String) throws {
    let word = String(tag.prefix { $0 != " " })
    let end = ["if": "endif", "for": "endfor", "indent": "endindent"][word]!
    let source =
      String(repeating: "{% \(tag) %}\n", count: 20_000) + "body\n" + String(repeating: "{% \(end) %}\n", count: 20_000)
    let limit = TemplateParser.maxNesting
    #expect(
      throws: TemplateError(
        file: "deep.template", line: limit + 1, column: 4,
        message: "'{% \(word) %}' nests blocks more than \(limit) deep; close some blocks (or split the template)",
        sourceLine: "{% \(tag) %}")
    ) { try parse(source) }
  }

  @Test func anUnclosedBlockAHundredThousandDeepIsASyntaxError() throws {
    let source = String(repeating: "{% if x %}", count: 100_000)
    do {
      _ = try parse(source)
      Issue.record("parsed")
    } catch {
      #expect(error.line == 1 && error.column == TemplateParser.maxNesting * 10 + 4)
      #expect(error.message.contains("nests blocks more than"))
    }
  }

  @Test func blocksNestedToTheLimitRender() throws {
    let limit = TemplateParser.maxNesting
    let source = String(repeating: "{% if x %}", count: limit) + "ok" + String(repeating: "{% endif %}", count: limit)
    #expect(try parse(source).render(["x": true]) == "ok")
  }

  @Test func aConditionOfAHundredThousandWordsParsesAndEvaluates() throws {
    let nots = String(repeating: "not ", count: 100_001)  // odd: one negation
    #expect(try parse("{% if \(nots)x %}yes{% else %}no{% endif %}").render(["x": true]) == "no")
    let ands = (0..<50_000).map { _ in "x" }.joined(separator: " and ")
    #expect(try parse("{% if \(ands) or y %}yes{% endif %}").render(["x": true]) == "yes")
    #expect(try parse("{% if \(ands) and y %}yes{% endif %}").render(["x": true]) == "")
  }

  /// Random conditions over `a`, `b`, `c`, judged by a shunting-yard evaluator written
  /// independently of the parser (precedence: not > and > or).
  @Test func conditionsEvaluateAsAnOperatorPrecedenceEvaluatorSays() throws {
    var rng = SeededGenerator(seed: 7)
    var kinds: [String: Int] = [:]
    for _ in 0..<3_000 {
      var words: [String] = []
      for i in 0..<Int.random(in: 1...5, using: &rng) {
        if i > 0 { words.append(Bool.random(using: &rng) ? "and" : "or") }
        words.append(contentsOf: Array(repeating: "not", count: Int.random(in: 0...3, using: &rng)))
        words.append(["a", "b", "c"].randomElement(using: &rng)!)
      }
      for kind in ["and", "or", "not"] where words.contains(kind) { kinds[kind, default: 0] += 1 }
      if words.joined(separator: " ").contains("not not") { kinds["double not", default: 0] += 1 }
      let values = ["a": Bool.random(using: &rng), "b": Bool.random(using: &rng), "c": Bool.random(using: &rng)]
      let expected = Self.evaluate(words, values)
      let context = values.mapValues { TemplateValue.bool($0) }
      let rendered = try parse("{% if \(words.joined(separator: " ")) %}T{% else %}F{% endif %}").render(context)
      #expect(rendered == (expected ? "T" : "F"), "\(words.joined(separator: " ")) with \(values)")
      kinds[expected ? "true" : "false", default: 0] += 1
    }
    for kind in ["and", "or", "not", "double not", "true", "false"] {
      #expect(kinds[kind, default: 0] > 0, "\(kind) never generated")
    }
  }

  static func evaluate(_ words: [String], _ values: [String: Bool]) -> Bool {
    let precedence = ["or": 1, "and": 2, "not": 3]
    var output: [Bool] = []
    var operators: [String] = []
    func apply(_ op: String) {
      if op == "not" {
        output.append(!output.removeLast())
      } else {
        let b = output.removeLast(), a = output.removeLast()
        output.append(op == "and" ? a && b : a || b)
      }
    }
    for w in words {
      if let p = precedence[w] {
        // `not` is a prefix operator: it waits for its operand.
        while w != "not", let top = operators.last, precedence[top]! >= p {
          apply(operators.removeLast())
        }
        operators.append(w)
      } else {
        output.append(values[w]!)
        while operators.last == "not" { apply(operators.removeLast()) }
      }
    }
    while let op = operators.popLast() { apply(op) }
    return output[0]
  }

  @Test func aTemplateThatIsNotUTF8IsAnErrorNamingTheFile() throws {
    let dir = NSTemporaryDirectory() + "bricks-latin1-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data("// caf".utf8 + [0xE9] + Data("\n".utf8)).write(to: URL(fileURLWithPath: dir + "/Cell.swift.template"))
    let set = try TemplateSet(templatesDirectory: dir, projectDirectory: "/nonexistent")
    #expect(
      throws: ScaffoldError.unreadable(
        path: dir + "/Cell.swift.template",
        reason: "not UTF-8 text (invalid byte 0xE9 at line 1, column 7); save the template as UTF-8")
    ) { try set.template("Cell.swift.template") }
  }
}
