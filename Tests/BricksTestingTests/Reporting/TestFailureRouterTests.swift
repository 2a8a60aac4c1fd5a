import Testing

@testable import BricksTesting

/// What the injected sinks received.
private final class Sinks: @unchecked Sendable {
  var issues: [(String, SourceLocation)] = []
  var xcFailures: [(String, String, UInt)] = []

  func router(swiftTestingRunning: Bool) -> TestFailureRouter {
    TestFailureRouter(
      isSwiftTestingRunning: { swiftTestingRunning },
      recordIssue: { self.issues.append(($0, $1)) },
      failXCTest: { self.xcFailures.append(($0, "\($1)", $2)) })
  }
}

@Suite("Failure routing")
struct TestFailureRouterTests {
  let location = FailureLocation(
    fileID: "App/TweetTests.swift", filePath: "/src/App/TweetTests.swift", line: 12, column: 5)

  @Test("records an Issue at the caller's full location while a Swift Testing test runs")
  func routesToSwiftTesting() {
    let sinks = Sinks()
    let router = sinks.router(swiftTestingRunning: true)
    #expect(router.framework == .swiftTesting)
    router.record("boom", at: location)
    #expect(sinks.xcFailures.isEmpty)
    #expect(sinks.issues.count == 1)
    #expect(sinks.issues.first?.0 == "boom")
    let where_ = sinks.issues.first?.1
    #expect(where_?.fileID == "App/TweetTests.swift")
    #expect(where_?.filePath == "/src/App/TweetTests.swift")
    #expect(where_?.line == 12)
    #expect(where_?.column == 5)
  }

  @Test("calls XCTFail with the caller's file and line when no Swift Testing test runs")
  func routesToXCTest() {
    let sinks = Sinks()
    let router = sinks.router(swiftTestingRunning: false)
    #expect(router.framework == .xcTest)
    router.record("boom", at: location)
    #expect(sinks.issues.isEmpty)
    #expect(sinks.xcFailures.count == 1)
    #expect(sinks.xcFailures.first?.0 == "boom")
    #expect(sinks.xcFailures.first?.1 == "/src/App/TweetTests.swift")
    #expect(sinks.xcFailures.first?.2 == 12)
  }

  @Test("the live router sees this Swift Testing test")
  func liveRouterInsideSwiftTesting() {
    #expect(TestFailureRouter.live.framework == .swiftTesting)
  }

  @Test("recordTestFailure records the message at the location it is given")
  func recordTestFailureRecords() {
    let line = #line + 1
    let failures = recordedFailures { recordTestFailure("custom helper failed") }
    #expect(failures == [RecordedFailure(message: "custom helper failed", fileID: #fileID, line: line)])
  }

  @Test("report records a message and nothing for nil")
  func reportRecordsOnlyMessages() {
    let failures = recordedFailures {
      #expect(report(nil, fileID: #fileID, filePath: #filePath, line: 1, column: 1) == nil)
      #expect(report("x", fileID: #fileID, filePath: #filePath, line: 2, column: 1) == "x")
    }
    #expect(failures.map(\.message) == ["x"])
    #expect(failures.map(\.line) == [2])
  }
}
