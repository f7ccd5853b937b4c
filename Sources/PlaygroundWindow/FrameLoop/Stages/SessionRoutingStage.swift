import SheetScreens
import SheetSession

/// Fourth: the session driver claims its own input (a replay's timeline strip, a compare
/// recording's labels) and routes the frame's events to what it simulates, adding the
/// tuning files' changes the file watching read last frame.
@MainActor
final class SessionRoutingStage: FrameStage {
  package let name = "session routing"
  package let driver: any SessionDriver
  /// The watched files' changes, read at the end of the last frame.
  var watched: [SessionEvent] = []

  package init(driver: any SessionDriver) {
    self.driver = driver
  }

  package func run(_ frame: inout HostFrame) {
    driver.route(&frame, watched: watched)
    watched = []
  }
}
