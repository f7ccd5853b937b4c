/// Sixth: the session advances one frame with the frame's events.
@MainActor
struct SimulationStage: FrameStage {
  package let name = "simulation step"
  package let driver: any SessionDriver

  package func run(_ frame: inout HostFrame) {
    driver.step(&frame)
  }
}
