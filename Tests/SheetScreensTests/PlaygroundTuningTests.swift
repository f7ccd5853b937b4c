import PlaygroundTestSupport
import SheetEngine
import SheetScreens
import SheetTesting
import SheetTuning
import Testing

/// Tuning changes arrive as session events and take effect from the next presentation.
@MainActor
@Suite struct PlaygroundTuningTests {
  @Test func tuningEventsChangeTheTuningInForce() {
    let driver = PlaygroundDriver()
    driver.send(.set(key: "sheet.duration", value: 0.5))
    #expect(driver.tuning.sheet.duration == 0.5)
    #expect(driver.playground.snapshot().tuningOverrides == ["sheet.duration": 0.5])
    driver.send(.preset("fluid"))
    #expect(driver.playground.snapshot().tuningPreset == "fluid")
    #expect(driver.playground.snapshot().tuningOverrides == [:])
  }

  @Test func invalidTuningEventsAreIgnored() {
    let driver = PlaygroundDriver()
    driver.send(.set(key: "sheet.duration", value: -3))
    driver.send(.set(key: "no.such.key", value: 1))
    driver.send(.preset("nope"))
    #expect(driver.tuning == .seed)
  }

  @Test func slowerSheetDurationAppliesToTheNextPresentation() {
    let driver = PlaygroundDriver()
    driver.send(.set(key: "sheet.duration", value: 0.7))
    driver.tapControl("Text sheet")
    var frames = 1
    while driver.snapshot.transition != nil {
      driver.step()
      frames += 1
    }
    #expect(frames == 42)
  }
}
