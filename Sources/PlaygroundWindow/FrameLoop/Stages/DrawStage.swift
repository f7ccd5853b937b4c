import PlaygroundStudio
import SheetEngine

/// Ninth: the overlays take the frame (the HUD's frame time, the trail, the plot) and draw
/// over the app's frame, and the window's chrome (notices, a replay's strip) over both.
///
/// A frame where none of the three changed is the last frame again, the very same list: no
/// view is laid out or walked, and the renderer sees that it is the list it drew (equal
/// arrays that share their storage compare at once), so an idle window with the inspector
/// open does nearly nothing.
@MainActor
final class DrawStage: FrameStage {
  package let name = "draw"
  private let overlays: OverlayController
  private let chrome: SessionChrome
  private let driver: any SessionDriver
  /// The HUD's wall-clock frame time; it never reaches the simulation.
  private var frameTimer = FrameTimer()
  /// The last frame drawn: the app's list with the overlays and the chrome on top.
  private var lastList: DisplayList?
  /// Whether the window rested before this frame: that wait is no frame time.
  private let pacing: FramePacing?

  package init(
    overlays: OverlayController, chrome: SessionChrome, driver: any SessionDriver,
    pacing: FramePacing? = nil
  ) {
    self.overlays = overlays
    self.chrome = chrome
    self.driver = driver
    self.pacing = pacing
  }

  package func run(_ frame: inout HostFrame) {
    chrome.tick(framesPerSecond: driver.inspected.rate.framesPerSecond)
    let playground = driver.inspected
    overlays.update(
      appFrameChanged: frame.appFrameChanged, inspection: { playground.inspect() },
      frameMilliseconds: frameTimer.lap(), rested: pacing?.rested ?? false,
      tuning: driver.panelTuning, session: driver.inspectedSession)
    if !frame.appFrameChanged, !overlays.needsDrawing, !chrome.needsDrawing, let lastList {
      frame.list = lastList
      return
    }
    overlays.appendDisplayItems(to: &frame.list)
    chrome.appendDisplayItems(to: &frame.list)
    lastList = frame.list
  }
}
