import PlaygroundStudio
import SheetSDL

/// Before drawing: what the session does that its pixels cannot show (recording and its
/// time, slow motion, pause; a tuning file that does not reload) goes to the inspector, and
/// the short form to the window's title, which shows it while the inspector is closed.
@MainActor
final class SessionStatusStage: FrameStage {
  package let name = "session status"
  package static let title = "Sheet Playground"
  private let window: SDLWindow
  private let overlays: OverlayController
  private let outputs: SessionOutputs
  private let driver: any SessionDriver
  private let timing: PresentTiming
  private let pacing: FramePacing
  private var shownTitle = SessionStatusStage.title
  private var shownStatus: SessionStatus?
  private var shownUnsaved = false

  /// The window's title: "Sheet Playground", with "unsaved tuning" while the studio holds
  /// edits its file does not, then the session's status.
  package static func title(summary: String, unsaved: Bool) -> String {
    let parts = [title] + (unsaved ? ["unsaved tuning"] : []) + (summary.isEmpty ? [] : [summary])
    return (unsaved ? "\u{25CF} " : "") + parts.joined(separator: " - ")
  }

  package init(
    window: SDLWindow, overlays: OverlayController, outputs: SessionOutputs,
    driver: any SessionDriver, timing: PresentTiming, pacing: FramePacing
  ) {
    self.timing = timing
    self.pacing = pacing
    self.window = window
    self.overlays = overlays
    self.outputs = outputs
    self.driver = driver
  }

  package func run(_ frame: inout HostFrame) {
    let playground = driver.inspected
    var status = SessionStatus(
      recordedFrames: driver.recordsInput && outputs.isRecording
        ? driver.simulation.frameIndex : nil,
      speed: playground.runtime.speed, framesPerSecond: playground.rate.framesPerSecond)
    status.latency = timing.latency
    status.isResting = pacing.rested
    status.undrawnFrames = pacing.undrawnFrames
    status.lostFrames = pacing.lostFrames
    overlays.sessionStatus = status
    overlays.showReloadProblem(driver.tuningFileProblem)
    let runtime = playground.runtime
    overlays.showScreen(
      presented: runtime.presentedViewControllers.map(\.screenID),
      pushed: runtime.navigationController.viewControllers.count)
    // The title's text is worked out only when the status changes (an idle window's frame
    // does nearly nothing).
    let unsaved = overlays.hasUnsavedTuning
    guard status != shownStatus || unsaved != shownUnsaved else { return }
    shownStatus = status
    shownUnsaved = unsaved
    overlays.sessionStatus = status
    let title = Self.title(summary: status.titleSummary, unsaved: unsaved)
    guard title != shownTitle else { return }
    shownTitle = title
    window.setTitle(title)
  }
}
