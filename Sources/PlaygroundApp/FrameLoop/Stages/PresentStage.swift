import SheetEngine
import SheetSDL

/// Tenth: the window shows the frame, follows the inspector's size (and keeps the window
/// from squeezing the device: ``WindowMinimum``), captures the mouse while
/// a press is held anywhere, writes the state on SIGUSR1, and waits for the next frame.
@MainActor
final class PresentStage: FrameStage {
  let name = "present"
  private let window: SDLWindow
  private let overlays: OverlayController
  private let driver: any SessionDriver
  private let outputs: SessionOutputs
  private var requestedWindowSize: Size
  private let minimum: WindowMinimum
  private let timing: PresentTiming
  private let requests: FrameRequests
  private var shownMinimum: Size?
  private var pointerCaptured = false
  /// Paces the loop at the simulation's rate (see ``DisplayRefresh``).
  private var pacer: FramePacer

  init(
    window: SDLWindow, overlays: OverlayController, driver: any SessionDriver,
    outputs: SessionOutputs, windowSize: Size, minimum: WindowMinimum, timing: PresentTiming,
    requests: FrameRequests
  ) {
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

  func run(_ frame: inout HostFrame) {
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
    pacer.waitForNextFrame()
  }
}
