import Foundation
import Testing

@testable import BricksJSON

/// JSONTestSuite (../shared/data/JSONTestSuite/test_parsing): y_ must parse, n_ must fail with
/// a JSONParseError, i_ either way as Docs/JSON.md records, never a crash or hang.
@Suite(.enabled(if: SharedData.isAvailable, "\(SharedData.missing)"))
struct ConformanceTests {
  @Test func corpusIsComplete() {
    #expect(SharedData.suite("y_").count == 95)
    #expect(SharedData.suite("n_").count == 188)
    #expect(SharedData.suite("i_").count == 35)
  }

  @Test("accepts every y_ file", arguments: SharedData.suite("y_"))
  func accepts(_ name: String) throws {
    let data = try SharedData.data("JSONTestSuite/test_parsing/\(name)")
    #expect(throws: Never.self) { try JSON(parsing: data) }
  }

  @Test("rejects every n_ file", arguments: SharedData.suite("n_"))
  func rejects(_ name: String) throws {
    let data = try SharedData.data("JSONTestSuite/test_parsing/\(name)")
    let error = #expect(throws: JSONParseError.self) { try JSON(parsing: data) }
    if let error {
      #expect(error.offset <= data.count)
      #expect(error.line >= 1 && error.column >= 1)
      #expect(!error.message.isEmpty)
    }
  }

  @Test("y_ files survive parse → serialize → parse", arguments: SharedData.suite("y_"))
  func roundTripsAccepted(_ name: String) throws {
    let json = try JSON(parsing: SharedData.data("JSONTestSuite/test_parsing/\(name)"))
    for pretty in [false, true] {
      for sorted in [false, true] {
        let again = try JSON(parsing: json.serializedData(pretty: pretty, sortedKeys: sorted))
        #expect(again == json, "\(name) pretty=\(pretty) sorted=\(sorted)")
      }
    }
    let escaped = try JSON(parsing: json.serializedBytes(options: JSONWriteOptions(escapesNonASCII: true)))
    #expect(escaped == json)
  }

  /// Docs/JSON.md's table says, for each i_ file, "accept" or "reject"; the parser must agree.
  @Test func implementationDefinedFilesMatchTheDocumentedTable() throws {
    let docs = SharedData.packageRoot.appendingPathComponent("Docs/JSON.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    var documented: [String: String] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| `i_") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      documented[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = cells[1]
    }
    let files = SharedData.suite("i_")
    #expect(Set(documented.keys) == Set(files), "Docs/JSON.md must list every i_ file once")
    for name in files {
      let data = try SharedData.data("JSONTestSuite/test_parsing/\(name)")
      let outcome: String
      do {
        _ = try JSON(parsing: data)
        outcome = "accept"
      } catch {
        outcome = "reject"
      }
      #expect(
        documented[name] == outcome,
        "\(name): parser says \(outcome), Docs/JSON.md says \(documented[name] ?? "nothing")")
    }
  }

  @Test("bench payloads survive parse → serialize → parse", arguments: SharedData.benchFiles)
  func roundTripsBenchFiles(_ name: String) throws {
    let json = try JSON(parsing: SharedData.data("bench/\(name)"))
    #expect(try JSON(parsing: json.serializedData()) == json)
    #expect(try JSON(parsing: json.serializedData(pretty: true, sortedKeys: true)) == json)
  }

  @Test func everyDoubleInCanadaMatchesSwiftsParser() throws {
    let data = try SharedData.data("bench/canada.json")
    let json = try JSON(parsing: data)
    // Walk the raw text for number tokens and compare with the tape's values in order.
    var expected: [Double] = []
    var token = ""
    var inString = false
    var previous: Character = " "
    for ch in String(decoding: data, as: UTF8.self) {
      if inString {
        if ch == "\"" && previous != "\\" { inString = false }
      } else if ch == "\"" {
        inString = true
      } else if "-+.eE0123456789".contains(ch) {
        token.append(ch)
      } else if !token.isEmpty {
        expected.append(Double(token)!)
        token = ""
      }
      previous = ch
    }
    var actual: [Double] = []
    func walk(_ j: JSON) {
      switch j.kind {
      case .number: actual.append(j.doubleValue!)
      case .array: for element in j.elements { walk(element) }
      case .object: for member in j.members { walk(member.value) }
      default: break
      }
    }
    walk(json)
    #expect(actual.count == 111_126)
    #expect(actual.count == expected.count)
    let mismatches = zip(actual, expected).filter { $0.bitPattern != $1.bitPattern }.count
    #expect(mismatches == 0)
  }
}
