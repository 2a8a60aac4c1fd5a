import Foundation
import Testing

@testable import BricksScaffold

@Suite struct TemplateTests {
  func render(_ source: String, _ context: [String: TemplateValue] = [:]) throws -> String {
    try Template(source: source, name: "t").render(context)
  }

  @Test func substitutesVariablesAndDottedPaths() throws {
    #expect(try render("struct {{ model.name }} {}", ["model": ["name": "Tweet"]]) == "struct Tweet {}")
  }

  @Test func appliesFiltersLeftToRight() throws {
    #expect(try render("{{ key|singular|upperCamel }}", ["key": "user_mentions"]) == "UserMention")
    #expect(
      try render("{{ key|lowerCamel }} {{ key|snake }} {{ key|kebab }}", ["key": "UserMentions"])
        == "userMentions user_mentions user-mentions")
    #expect(try render("{{ key|literal }}", ["key": "a\"b\\c\n"]) == #""a\"b\\c\n""#)
    #expect(try render("{{ key|identifier }}", ["key": "default"]) == "`default`")
    #expect(try render("{{ items|count }}", ["items": ["a", "b"]]) == "2")
  }

  @Test func rendersIfElifElse() throws {
    let t = "{% if a %}A{% elif b and not c %}B{% else %}C{% endif %}"
    #expect(try render(t, ["a": true]) == "A")
    #expect(try render(t, ["b": true]) == "B")
    #expect(try render(t, ["b": true, "c": true]) == "C")
    #expect(try render(t, [:]) == "C")
    #expect(try render("{% if a or b %}yes{% endif %}", ["b": "x"]) == "yes")
    #expect(try render("{% if list %}yes{% else %}no{% endif %}", ["list": []]) == "no")
  }

  @Test func loopsWithForloopVariables() throws {
    let t = "{% for x in xs %}{{ forloop.index }}:{{ x }}{% if not forloop.last %}, {% endif %}{% endfor %}"
    #expect(try render(t, ["xs": ["a", "b", "c"]]) == "1:a, 2:b, 3:c")
    #expect(try render(t, ["xs": []]) == "")
  }

  @Test func nestedLoopsSeeOuterVariables() throws {
    let t = "{% for m in models %}{% for p in m.props %}{{ m.name }}.{{ p }} {% endfor %}{% endfor %}"
    let ctx: [String: TemplateValue] = [
      "models": [["name": "A", "props": ["x", "y"]], ["name": "B", "props": ["z"]]]
    ]
    #expect(try render(t, ctx) == "A.x A.y B.z ")
  }

  @Test func dropsLinesHoldingOnlyATagOrComment() throws {
    let t = """
      struct A {
        {% for p in ps %}
        let {{ p }}: Int
        {% endfor %}
        {# a comment #}
      }

      """
    #expect(try render(t, ["ps": ["a", "b"]]) == "struct A {\n  let a: Int\n  let b: Int\n}\n")
  }

  @Test func keepsLinesWhereATagSharesTheLineWithText() throws {
    #expect(try render("a {% if x %}b{% endif %}\nc", ["x": true]) == "a b\nc")
  }

  @Test func printsBooleansAndNothingForNull() throws {
    #expect(try render("{{ a }}|{{ b }}", ["a": true, "b": nil]) == "true|")
  }

  /// Every file in Fixtures/InvalidTemplates fails with the compiler-style message in its
  /// `.expected` golden (parse errors and render errors alike).
  @Test(
    arguments: try FileManager.default.contentsOfDirectory(
      atPath: TestPaths.fixtures.appendingPathComponent("InvalidTemplates").path
    )
    .filter { $0.hasSuffix(".template") }.sorted())
  func reportsInvalidTemplateCompilerStyle(file: String) throws {
    let dir = TestPaths.fixtures.appendingPathComponent("InvalidTemplates")
    let source = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
    let context: [String: TemplateValue] = ["name": "Tweet", "properties": ["a"], "model": ["name": "T"]]
    do {
      let output = try Template(source: source, name: file).render(context)
      Issue.record("expected an error, rendered: \(output)")
    } catch {
      try expectGolden(
        error.description + "\n",
        at: dir.appendingPathComponent(file.replacingOccurrences(of: ".template", with: ".expected")))
    }
  }

  @Test func errorCarriesLineAndColumnOfTheMistake() throws {
    do {
      _ = try Template(source: "a\nb {{ x|nope }}", name: "M.swift.template")
      Issue.record("no error")
    } catch {
      #expect(error.line == 2)
      #expect(error.column == 8)
      #expect(error.description.hasPrefix("M.swift.template:2:8: error: unknown filter 'nope'"))
      #expect(error.description.hasSuffix("b {{ x|nope }}\n       ^"))
    }
  }
}

extension TemplateTests {
  @Test func indentsNonEmptyLinesOfABlock() throws {
    let t = "{% indent pad %}\nstruct A {\n\n  let x: Int\n}\n{% endindent %}\n"
    #expect(try render(t, ["pad": "  "]) == "  struct A {\n\n    let x: Int\n  }\n")
    #expect(try render(t, ["pad": ""]) == "struct A {\n\n  let x: Int\n}\n")
  }
}
