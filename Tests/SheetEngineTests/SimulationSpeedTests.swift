import SheetTesting
import Testing

@testable import SheetEngine

@MainActor
@Suite struct SimulationSpeedTests {
  @Test func sCyclesTheRates() {
    var speed = SimulationSpeed()
    var rates: [Double] = []
    for _ in 0..<5 {
      let handled = speed.handle(Key("s"))
      #expect(handled)
      rates.append(speed.rate)
    }
    #expect(rates == [0.5, 0.25, 0.1, 1, 0.5])
  }

  @Test func pauseStopsTimeAndPeriodStepsOneFrame() {
    var speed = SimulationSpeed()
    var results: [Bool] = []
    var steps: [Double] = []
    results.append(speed.handle(Key("period")))
    results.append(speed.handle(Key("p")))
    steps.append(speed.timeStep(frameDuration: 1.0 / 60))
    results.append(speed.handle(Key("period")))
    steps.append(speed.timeStep(frameDuration: 1.0 / 60))
    steps.append(speed.timeStep(frameDuration: 1.0 / 60))
    results.append(speed.handle(Key("p")))
    steps.append(speed.timeStep(frameDuration: 1.0 / 60))
    #expect(results == [false, true, true, true])
    #expect(steps == [0, 1.0 / 60, 0, 1.0 / 60])
  }

  /// At 120 Hz a single step runs the same 1/60 s, over two frames, so it lands on the same
  /// instant as at 60 Hz (docs/MOTION.md, "Simulation rate").
  @Test func aSingleStepAt120HzRunsOneSixtiethOverTwoFrames() {
    var speed = SimulationSpeed()
    _ = speed.handle(Key("p"))
    _ = speed.handle(Key("period"))
    let steps = (0..<3).map { _ in speed.timeStep(frameDuration: 1.0 / 120) }
    #expect(steps == [1.0 / 120, 1.0 / 120, 0])
  }

  @Test func modifiedKeysAreNotSpeedKeys() {
    var speed = SimulationSpeed()
    let handled = speed.handle(Key("s", modifiers: .control))
    #expect(!handled && speed.rate == 1)
  }

  @Test func quarterSpeedPresentationTakesFourTimesTheFrames() {
    func framesToPresent(slow: Bool) -> Int {
      let driver = RuntimeDriver(root: FixtureRoot())
      if slow {
        driver.send(.keyDown(Key("s")))
        driver.send(.keyDown(Key("s")))
      }
      driver.tapControl("Sheet")
      var frames = 1
      while driver.snapshot.transition != nil {
        driver.step()
        frames += 1
      }
      return frames
    }
    #expect(framesToPresent(slow: false) == 21)
    #expect(framesToPresent(slow: true) == 84)
  }
}
