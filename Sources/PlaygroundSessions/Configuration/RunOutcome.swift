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

/// Bad command-line arguments or unreadable input: the program prints `message` as one
/// line on stderr and exits with code 2.
public struct UsageError: Error, CustomStringConvertible, Equatable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}

/// A failure while the session runs, after every input was read and every output checked:
/// a file that could be written at the start cannot be at the end (a full disk, a folder
/// removed). Not bad input, so the command line exits with 1, still with one line.
package struct SessionFailure: Error, CustomStringConvertible {
  package var description: String

  package init(_ description: String) {
    self.description = description
  }
}
