import SheetEngineTestSupport
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
    steps.append(speed.timeStep(frameDuration: 1))
    results.append(speed.handle(Key("period")))
    steps.append(speed.timeStep(frameDuration: 1))
    steps.append(speed.timeStep(frameDuration: 1))
    results.append(speed.handle(Key("p")))
    steps.append(speed.timeStep(frameDuration: 1))
    #expect(results == [false, true, true, true])
    #expect(steps == [0, 1, 0, 1])
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
