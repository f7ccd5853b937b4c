import PlaygroundStudio

/// Third: the inspector takes the pointer input that starts on it and adds the panel's tuning
/// changes; what it leaves becomes the frame's events.
@MainActor
struct OverlayStage: FrameStage {
  package let name = "overlays"
  let overlays: OverlayController
  package let driver: any SessionDriver

  package func run(_ frame: inout HostFrame) {
    frame.events = overlays.route(
      frame.input, tuning: driver.panelTuning, session: driver.inspectedSession)
    frame.input = []
  }
}
