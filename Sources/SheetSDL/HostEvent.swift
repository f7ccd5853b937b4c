import SheetEngine

/// What the window reports to its host each poll: engine input, or a request to quit.
public enum HostEvent: Equatable, Sendable {
  /// Input for the engine, timestamped in milliseconds since the session started.
  case input(InputEvent)
  /// The window was closed, Ctrl+Q was pressed, or SDL received SIGINT/SIGTERM.
  case quit
}
