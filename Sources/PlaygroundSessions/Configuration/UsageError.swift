/// Bad command-line arguments or unreadable input: the program prints `message` as one
/// line on stderr and exits with code 2.
public struct UsageError: Error, CustomStringConvertible, Equatable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
