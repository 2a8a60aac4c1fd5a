import Foundation
import Testing

/// A failure an `assert…` helper recorded: its message and where.
struct RecordedFailure: Sendable, Equatable {
  var message: String
  var fileID: String
  var line: Int
}

/// Runs `body` and returns the issues it recorded, instead of failing the test with them.
///
/// Built on `withKnownIssue`: each recorded issue is matched (so it does not fail the test) and
/// kept; `isIntermittent` lets a body that records nothing pass too, so callers check the list.
func recordedFailures(_ body: () -> Void) -> [RecordedFailure] {
  let log = FailureLog()
  withKnownIssue(isIntermittent: true) {
    body()
  } matching: { issue in
    log.append(
      RecordedFailure(
        message: issue.comments.map(\.rawValue).joined(separator: "\n"),
        fileID: issue.sourceLocation?.fileID ?? "", line: issue.sourceLocation?.line ?? 0))
    return true
  }
  return log.failures
}

final class FailureLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [RecordedFailure] = []

  func append(_ failure: RecordedFailure) {
    lock.lock()
    stored.append(failure)
    lock.unlock()
  }

  var failures: [RecordedFailure] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}
