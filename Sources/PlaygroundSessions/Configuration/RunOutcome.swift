/// What a run of the window, a replay or a command ends with: the exit code and, on failure,
/// the one-line message.
public struct RunOutcome: Equatable, Sendable {
  public var exitCode: Int32
  public var message: String?

  public init(exitCode: Int32, message: String? = nil) {
    self.exitCode = exitCode
    self.message = message
  }
}
