/// Exit statuses: success, failure, usage error (as sysexits' EX_USAGE).
enum ExitCode {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usage: Int32 = 64
}
