/// What is wrong with a scene, at the line it is on: the command line prints
/// `FILE:LINE: reason` as its one line and exits with status 2.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The 1-based line of the element at fault.
  public var line: Int
  public var reason: String

  public init(line: Int, reason: String) {
    self.line = line
    self.reason = reason
  }

  public var description: String { "\(line): \(reason)" }

  /// The one line naming `file`.
  public func message(file: String) -> String { "\(file):\(line): \(reason)" }
}
