/// Ninth: the overlays take the frame (the HUD's frame time, the trail, the plot) and draw
/// over the app's frame, and the window's chrome (notices, a replay's strip) over both.
@MainActor
final class DrawStage: FrameStage {
  let name = "draw"
  private let overlays: OverlayController
  private let chrome: SessionChrome
  private let driver: any SessionDriver
  /// The HUD's wall-clock frame time; it never reaches the simulation.
  private var frameTimer = FrameTimer()

  init(overlays: OverlayController, chrome: SessionChrome, driver: any SessionDriver) {
    self.overlays = overlays
    self.chrome = chrome
    self.driver = driver
  }

  func run(_ frame: inout HostFrame) {
    chrome.tick(framesPerSecond: driver.inspected.rate.framesPerSecond)
    let playground = driver.inspected
    overlays.update(
      appFrameChanged: frame.appFrameChanged, inspection: { playground.inspect() },
      frameMilliseconds: frameTimer.lap(), tuning: playground.tuning,
      session: driver.inspectedSession)
    overlays.appendDisplayItems(to: &frame.list)
    chrome.appendDisplayItems(to: &frame.list)
  }
}
