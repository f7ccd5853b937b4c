/// Sixth: the session advances one frame with the frame's events.
@MainActor
struct SimulationStage: FrameStage {
  let name = "simulation step"
  let driver: any SessionDriver

  func run(_ frame: inout HostFrame) {
    driver.step(&frame)
  }
}
