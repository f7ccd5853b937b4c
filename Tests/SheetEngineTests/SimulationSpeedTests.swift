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

@MainActor
@Suite struct RuntimeTuningTests {
  @Test func tuningEventsChangeTheTuningInForce() {
    let driver = RuntimeDriver()
    driver.send(.tuning(.set(key: "sheet.duration", value: 0.5)))
    #expect(driver.runtime.tuning.sheet.duration == 0.5)
    #expect(driver.snapshot.tuningOverrides == ["sheet.duration": 0.5])
    driver.send(.tuning(.preset("fluid")))
    #expect(driver.snapshot.tuningPreset == "fluid")
    #expect(driver.snapshot.tuningOverrides.isEmpty)
  }

  @Test func invalidTuningEventsAreIgnored() {
    let driver = RuntimeDriver()
    driver.send(.tuning(.set(key: "sheet.duration", value: -3)))
    driver.send(.tuning(.set(key: "no.such.key", value: 1)))
    driver.send(.tuning(.preset("nope")))
    #expect(driver.runtime.tuning == .seed)
  }

  @Test func slowerSheetDurationAppliesToTheNextPresentation() {
    let driver = RuntimeDriver()
    driver.send(.tuning(.set(key: "sheet.duration", value: 0.7)))
    driver.tapControl("Text sheet")
    var frames = 1
    while driver.snapshot.transition != nil {
      driver.step()
      frames += 1
    }
    #expect(frames == 42)
  }
}
