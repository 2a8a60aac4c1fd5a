/// A usage mistake: printed with a pointer to the help, exit status 64.
struct UsageError: Error {
  var message: String
  var command: String?
}
