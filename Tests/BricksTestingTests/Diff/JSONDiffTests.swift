import Bricks
import BricksTesting
import Testing

private func lines(_ expected: JSON, _ actual: JSON, _ options: JSONDiff.Options = .init()) -> [String] {
  JSONDiff(expected: expected, actual: actual, options: options).differences.map(\.description)
}

@Suite("JSONDiff")
struct JSONDiffTests {
  @Test("equal values have no differences, whatever the member order or number form")
  func equalValues() {
    let diff = JSONDiff(
      expected: ["id": 1, "user": ["a": 2.5, "b": [1, 2]]], actual: ["user": ["b": [1.0, 2], "a": 2.5], "id": 1.0])
    #expect(diff.isEmpty)
    #expect(diff.description == "")
  }

  @Test("a changed number, by path")
  func changedNumber() {
    #expect(
      lines(["user": ["followers_count": 12]], ["user": ["followers_count": 13]]) == [
        "$.user.followers_count: expected 12, got 13"
      ])
  }

  @Test("a missing array element and an unexpected one")
  func arrayElements() {
    #expect(
      lines(["entities": ["urls": [["url": "a"]]]], ["entities": ["urls": []]]) == ["$.entities.urls[0]: missing"])
    #expect(lines(["tags": ["a"]], ["tags": ["a", "b"]]) == [#"$.tags[1]: unexpected "b""#])
  }

  @Test("one element dropped or added in the middle is one line, not a shift of the rest")
  func middleOfAnArray() {
    #expect(lines([1, 2, 3, 4], [1, 3, 4]) == ["$[1]: missing"])
    #expect(lines([1, 3, 4], [1, 2, 3, 4]) == ["$[1]: unexpected 2"])
    #expect(lines(["a", "b"], ["x", "a", "b"]) == [#"$[0]: unexpected "x""#])
    #expect(lines([1, 2, 3, 4], [1, 9, 3]) == ["$[1]: expected 2, got 9", "$[3]: missing"])
    #expect(lines([1, 1, 1], [1, 1]) == ["$[2]: missing"])
    #expect(lines([1, 2], [3, 4]) == ["$[0]: expected 1, got 3", "$[1]: expected 2, got 4"])
  }

  @Test("missing and unexpected members, in document order")
  func members() {
    let diff = JSONDiff(expected: ["a": 1, "b": 2, "c": 3], actual: ["c": 3, "d": 4, "a": 1])
    #expect(diff.differences.map(\.description) == ["$.b: missing", "$.d: unexpected 4"])
    #expect(diff.differences.map(\.kind) == [.missing(expected: 2), .unexpected(actual: 4)])
    #expect(diff.differences.map(\.path) == [[.key("b")], [.key("d")]])
  }

  @Test("never equates a Boolean with a number, or a string with a number")
  func kindsNeverMix() {
    #expect(lines(["a": true], ["a": 1]) == ["$.a: expected true, got 1"])
    #expect(lines(["a": false], ["a": 0.0]) == ["$.a: expected false, got 0.0"])
    #expect(lines(["id": 12], ["id": "12"]) == [#"$.id: expected 12, got "12""#])
    #expect(lines(["x": nil], ["x": 0]) == ["$.x: expected null, got 0"])
  }

  @Test("numbers compare by value: 12 is 12.0 but not 12.5")
  func numbersByValue() {
    #expect(lines([12, 1e2, -0.5], [12.0, 100, -0.5]) == [])
    #expect(lines([12], [12.5]) == ["$[0]: expected 12, got 12.5"])
  }

  @Test("a different kind at the root is one difference")
  func rootKind() {
    #expect(lines(["a": 1], [1, 2]) == [#"$: expected {"a":1}, got [1,2]"#])
  }

  @Test("keys that are not identifiers are quoted in the path")
  func quotedKeys() {
    #expect(
      lines(["first name": "Ada", "a.b": 1], ["first name": "Grace", "a.b": 1]) == [
        #"$["first name"]: expected "Ada", got "Grace""#
      ])
  }

  @Test("long values are cut at 60 characters")
  func longValues() {
    let long = JSON(String(repeating: "x", count: 100))
    let line = lines(["s": long], ["s": "y"]).first ?? ""
    #expect(line == #"$.s: expected ""# + String(repeating: "x", count: 58) + #"…, got "y""#)
  }

  @Test(
    "ignores exact paths, wildcards and bare keys at any depth",
    arguments: [
      (["$.user.followers_count", "$.entities.urls"], [String]()),
      (["followers_count"], ["$.entities.urls[0]: missing"]),
      (["user.followers_count", "$.entities.*"], []),
      (["$.entities.urls[*]"], ["$.user.followers_count: expected 12, got 13"]),
      (["$.entities.urls[0]"], ["$.user.followers_count: expected 12, got 13"]),
      (["$[*].followers_count", "$[\"entities\"]"], []),
      (["$.user"], ["$.entities.urls[0]: missing"]),
    ])
  func ignoring(paths: [String], remaining: [String]) {
    let expected: JSON = ["user": ["followers_count": 12], "entities": ["urls": [["url": "a"]]]]
    let actual: JSON = ["user": ["followers_count": 13], "entities": ["urls": []]]
    #expect(lines(expected, actual, .init(ignoring: paths)) == remaining)
  }

  @Test("treats a null member as absent, both ways, but not a null array element")
  func nullAsAbsent() {
    let options = JSONDiff.Options(treatingNullAsAbsent: true)
    #expect(lines(["a": 1, "url": nil], ["a": 1], options) == [])
    #expect(lines(["a": 1], ["a": 1, "url": nil], options) == [])
    #expect(lines(["a": 1, "url": nil], ["a": 1]) == ["$.url: missing"])
    #expect(lines([nil], [], options) == ["$[0]: missing"])
    #expect(lines(["url": nil], ["url": "x"], options) == [#"$.url: expected null, got "x""#])
  }

  @Test("lists at most 20 differences, then how many more")
  func limit() {
    let expected = JSON(array: (0..<25).map { JSON($0) })
    let actual = JSON(array: (0..<25).map { JSON($0 + 1) })
    let diff = JSONDiff(expected: expected, actual: actual)
    #expect(diff.differences.count == 25)
    let text = diff.description.split(separator: "\n")
    #expect(text.count == 21)
    #expect(text.first == "$[0]: expected 0, got 1")
    #expect(text.last == "… and 5 more differences")
    #expect(diff.description(limit: 24).hasSuffix("… and 1 more difference"))
  }

  @Test(
    "reports ignore paths that do not parse",
    arguments: [
      ("$.a[", #"invalid path "$.a[": expected ']' after '['"#),
      ("$.a[x]", #"invalid path "$.a[x]": expected an index, * or a quoted key in '[x]'"#),
      ("$.", #"invalid path "$.": expected a key after '.'"#),
      ("$a", #"invalid path "$a": unexpected 'a'; expected '.' or '[' (write $.a.b, $.a[0] or $["a b"])"#),
      (#"$["a"#, #"invalid path "$["a": expected '"]' to close the quoted key "a""#),
      ("", #"invalid path "": the path is empty"#),
    ])
  func invalidPaths(path: String, message: String) {
    #expect(JSONDiff.Options(ignoring: [path, "$.ok"]).invalidPaths == [message])
  }

  @Test("keys that differ only in Unicode normalization are two keys: a dropped one is missing")
  func lookAlikeKeys() throws {
    let nfc = "\u{E9}t\u{E9}", nfd = "e\u{301}te\u{301}"
    let one: JSON = 1, two: JSON = 2
    let expected = JSON(object: [(nfc, one), (nfd, two)])
    let onlyNFC = JSON(object: [(nfc, one)])
    let onlyNFD = JSON(object: [(nfd, one)])
    let reordered = JSON(object: [(nfd, two), (nfc, one)])
    // The decomposed key prints escaped, so the two never read alike; the printed path is a
    // pattern that matches its key and not the look-alike.
    #expect(lines(expected, onlyNFC) == [#"$["e\u0301te\u0301"]: missing"#])
    #expect(lines(expected, reordered) == [])
    #expect(lines(onlyNFC, onlyNFD) == [#"$["été"]: missing"#, #"$["e\u0301te\u0301"]: unexpected 1"#])
    #expect(JSONDiff(expected: expected, actual: onlyNFC, options: .init(ignoring: [#"$["e\u0301te\u0301"]"#])).isEmpty)
    #expect(
      !JSONDiff(expected: expected, actual: onlyNFD, options: .init(ignoring: [#"$["e\u0301te\u0301"]"#])).isEmpty)
  }

  @Test("a duplicated key is reported when the sides hold it a different number of times")
  func duplicateKeys() throws {
    let expected = try JSON(parsing: #"{"a": 1, "a": 2, "b": 3}"#)
    #expect(
      lines(expected, ["a": 1, "b": 3]) == ["$.a: the key occurs 2 times in expected, 1 in actual", "$.a: missing"])
    #expect(lines(expected, expected) == [])
    #expect(
      lines(["a": 1], try JSON(parsing: #"{"a": 1, "a": 5}"#)) == [
        "$.a: the key occurs 1 time in expected, 2 in actual", "$.a: unexpected 5",
      ])
    #expect(lines(expected, try JSON(parsing: #"{"a": 1, "a": 5, "b": 3}"#)) == ["$.a: expected 2, got 5"])
  }

  @Test("values nested 100,000 deep are compared without recursion")
  func deepValues() throws {
    let depth = 100_000
    let options = JSONParseOptions(maxDepth: depth + 1)
    func text(_ leaf: String, swapped: Bool = false) -> String {
      String(repeating: swapped ? #"{"a":"# : #"{"b":[0],"a":"#, count: depth) + leaf
        + String(repeating: swapped ? #","b":[0]}"# : "}", count: depth)
    }
    let expected = try JSON(parsing: text("1"), options: options)
    #expect(JSONDiff(expected: expected, actual: try JSON(parsing: text("1", swapped: true), options: options)).isEmpty)
    let diff = JSONDiff(expected: expected, actual: try JSON(parsing: text("2", swapped: true), options: options))
    #expect(diff.differences.count == 1)
    #expect(diff.differences.first?.path.count == depth)
    #expect(diff.differences.first?.kind == .changed(expected: 1, actual: 2))
  }
}
