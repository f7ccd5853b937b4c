import Testing

@testable import SheetEngine

@MainActor
@Suite struct SimulationSpeedTests {
  @Test func sCyclesTheRates() {
    var speed = SimulationSpeed()
    var rates: [Double] = []
    for _ in 0..<5 {
      #expect(speed.handle(Key("s")))
      rates.append(speed.rate)
    }
    #expect(rates == [0.5, 0.25, 0.1, 1, 0.5])
  }

  @Test func pauseStopsTimeAndPeriodStepsOneFrame() {
    var speed = SimulationSpeed()
    #expect(!speed.handle(Key("period")))
    #expect(speed.handle(Key("p")))
    #expect(speed.timeStep(frameDuration: 1) == 0)
    #expect(speed.handle(Key("period")))
    #expect(speed.timeStep(frameDuration: 1) == 1)
    #expect(speed.timeStep(frameDuration: 1) == 0)
    #expect(speed.handle(Key("p")))
    #expect(speed.timeStep(frameDuration: 1) == 1)
  }

  @Test func modifiedKeysAreNotSpeedKeys() {
    var speed = SimulationSpeed()
    #expect(!speed.handle(Key("s", modifiers: .control)))
    #expect(speed.rate == 1)
  }

  @Test func quarterSpeedPresentationTakesFourTimesTheFrames() {
    func framesToPresent(slow: Bool) -> Int {
      let driver = RuntimeDriver()
      if slow {
        driver.send(.keyDown(Key("s")))
        driver.send(.keyDown(Key("s")))
      }
      driver.tapControl("Text sheet")
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
