import Foundation
import Testing
import XCTest

/// Records a test failure at a source location, in whichever test framework is running.
///
/// Every `assert…` helper in BricksTesting ends here: when a Swift Testing test is running
/// (`Test.current != nil`) the message becomes an `Issue` at the caller's location; otherwise it
/// goes to `XCTFail` at the caller's file and line. Call it from your own helpers to get the
/// same behaviour:
///
/// ```swift
/// func assertSorted(_ xs: [Int], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
///                   line: UInt = #line, column: UInt = #column) {
///   if xs != xs.sorted() {
///     recordTestFailure("\(xs) is not sorted", fileID: fileID, filePath: filePath, line: line, column: column)
///   }
/// }
/// ```
///
/// `Test.current` is a task-local value: call the helpers from the test itself or from tasks it
/// starts with `Task {}` or `async let`, not from `Task.detached`, where the failure would go to
/// XCTest (and may be lost when no XCTest case is running).
///
/// - Parameters:
///   - message: What failed and how to fix it.
///   - fileID: The caller's `#fileID` (Swift Testing shows it).
///   - filePath: The caller's `#filePath` (XCTest and Xcode use it).
///   - line: The caller's `#line`.
///   - column: The caller's `#column`.
public func recordTestFailure(
  _ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  TestFailureRouter.live.record(
    message, at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Where a failure is reported: the caller's location as the `assert…` helpers receive it.
struct FailureLocation {
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt

  /// The location as Swift Testing takes it.
  var sourceLocation: SourceLocation {
    SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  }
}

/// The test framework a failure goes to.
enum TestFramework: Equatable {
  case swiftTesting
  case xcTest
}

/// Sends failures to Swift Testing or XCTest. The sinks are injectable so that the routing can be
/// unit-tested without failing the test that checks it.
struct TestFailureRouter {
  /// Whether a Swift Testing test is running on this task.
  var isSwiftTestingRunning: () -> Bool
  /// Records an issue with Swift Testing.
  var recordIssue: (_ message: String, _ location: SourceLocation) -> Void
  /// Fails the running XCTest case.
  var failXCTest: (_ message: String, _ file: StaticString, _ line: UInt) -> Void

  /// The router the helpers use: `Issue.record` inside a Swift Testing test, `XCTFail` elsewhere.
  static var live: TestFailureRouter {
    TestFailureRouter(
      isSwiftTestingRunning: { Test.current != nil },
      recordIssue: { message, location in
        Issue.record(Comment(rawValue: message), sourceLocation: location)
      },
      failXCTest: { message, file, line in XCTFail(message, file: file, line: line) })
  }

  /// The framework a failure recorded now would go to.
  var framework: TestFramework { isSwiftTestingRunning() ? .swiftTesting : .xcTest }

  /// Records `message` at `location` in the running framework.
  func record(_ message: String, at location: FailureLocation) {
    switch framework {
    case .swiftTesting: recordIssue(message, location.sourceLocation)
    case .xcTest: failXCTest(message, location.filePath, location.line)
    }
  }
}

/// Records `message` (when there is one) and passes it on; the `assert…` helpers' last step.
@discardableResult
func report(
  _ message: String?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) -> String? {
  if let message {
    recordTestFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  return message
}
