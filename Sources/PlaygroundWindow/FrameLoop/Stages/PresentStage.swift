import PlaygroundStudio
import SheetEngine
import SheetSDL

/// Tenth: the window shows the frame, follows the inspector's size (and keeps the window
/// from squeezing the device: ``WindowMinimum``), captures the mouse while
/// a press is held anywhere, writes the state on SIGUSR1, and waits for the next frame:
/// until its deadline, or, when nothing can change without input, until input arrives or
/// the file watching's next look (``restingFrames(after:)``). The pacer says how many
/// frames passed meanwhile (``FramePacing``).
@MainActor
final class PresentStage: FrameStage {
  package let name = "present"
  private let window: SDLWindow
  private let overlays: OverlayController
  private let driver: any SessionDriver
  private let outputs: SessionOutputs
  private var requestedWindowSize: Size
  private let minimum: WindowMinimum
  private let timing: PresentTiming
  private let requests: FrameRequests
  private let chrome: SessionChrome
  private let pacing: FramePacing
  private var shownMinimum: Size?
  private var pointerCaptured = false
  /// Paces the loop at the simulation's rate (see ``DisplayRefresh``).
  private var pacer: FramePacer

  package init(
    window: SDLWindow, overlays: OverlayController, driver: any SessionDriver,
    outputs: SessionOutputs, windowSize: Size, minimum: WindowMinimum, timing: PresentTiming,
    requests: FrameRequests, chrome: SessionChrome, pacing: FramePacing
  ) {
    self.chrome = chrome
    self.pacing = pacing
    self.timing = timing
    self.requests = requests
    self.minimum = minimum
    self.window = window
    self.overlays = overlays
    self.driver = driver
    self.outputs = outputs
    requestedWindowSize = windowSize
    pacer = FramePacer(framesPerSecond: driver.inspected.rate.framesPerSecond)
  }

  package func run(_ frame: inout HostFrame) {
    window.present(frame.list, background: .black)
    if timing.presented(frame) { requests.quit = true }
    // The minimum first: a closing inspector's smaller window must not be held at the old one.
    let smallest = minimum.size(inspectorWidth: overlays.inspectorWidth)
    if smallest != shownMinimum {
      shownMinimum = smallest
      window.setMinimumSize(smallest)
    }
    if overlays.windowSize != requestedWindowSize {
      requestedWindowSize = overlays.windowSize
      window.setSize(requestedWindowSize)
    }
    let capture = driver.simulation.isPointerDown || overlays.isCapturingPointer
    if capture != pointerCaptured {
      pointerCaptured = capture
      window.captureMouse(pointerCaptured)
    }
    if SignalMonitor.takeStateDumpRequest() { outputs.dumpState() }
    let wake = pacer.waitForNextFrame(restingFrames: restingFrames(after: frame))
    pacing.woke(wake, pacer: pacer)
  }

  /// How many frames the window may rest after `frame` (nil: wake for the next frame). It
  /// rests when `frame` had no input and drew nothing new, the session would draw nothing
  /// new without input (``SessionDriver/isAtRest``: a paused replay with its work done, too),
  /// and neither the overlays (a trail's fade, a motion capture, a held press on the panel)
  /// nor the chrome (a notice, a timeline strip that changed) draws every frame. It rests
  /// until the next look at the tuning files.
  private func restingFrames(after frame: HostFrame) -> Int? {
    // An overlay that watches every frame (a trail's fade, a capture counting its resting
    // frames) watches the frames the session makes by itself; a paused replay makes none.
    let overlaysWatch = overlays.needsEveryFrame && driver.followsWallClock
    guard frame.events.isEmpty, !frame.appFrameChanged, driver.isAtRest,
      !overlays.needsDrawing, !overlaysWatch, !overlays.isCapturingPointer,
      !chrome.needsDrawing
    else { return nil }
    return FileWatchStage.framesUntilLook(
      after: FileWatchStage.watchClock(of: driver, pacing: pacing), rate: driver.inspected.rate)
  }
}
