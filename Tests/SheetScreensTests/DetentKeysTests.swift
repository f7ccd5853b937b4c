import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import SheetTuning
import Testing

@testable import SheetEngine

/// Detents for assistive use: with the list sheet's grabber focused (fluid preset: medium
/// and large), Up and Down move to the next larger and smaller detent without wrapping; the
/// form's focus order reaches its footer.
@MainActor
@Suite struct DetentKeysTests {
  private func press(_ driver: PlaygroundDriver, _ name: String) {
    driver.send(.keyDown(Key(name)))
    driver.send(.keyUp(Key(name)))
  }

  @Test func upAndDownOnTheFocusedGrabberStepBetweenDetents() {
    let driver = PlaygroundDriver(tuning: .fluid)
    press(driver, "tab")
    press(driver, "tab")
    press(driver, "space")
    driver.step(40)
    #expect(driver.snapshot.focused == "grabber")
    #expect(driver.snapshot.presented.first?.detent == "medium")
    press(driver, "down")
    driver.step(30)
    #expect(driver.snapshot.presented.first?.detent == "medium", "no smaller detent, no wrap")
    press(driver, "up")
    driver.step(30)
    #expect(driver.snapshot.presented.first?.detent == "large")
    #expect(driver.snapshot.presented.first?.frame.minY == 47)
    press(driver, "up")
    press(driver, "down")
    driver.step(30)
    #expect(driver.snapshot.presented.first?.detent == "medium")
    #expect(driver.snapshot.presented.first?.frame.minY == 422)
  }

  @Test func theFormsFocusOrderReachesTheFooter() {
    let driver = PlaygroundDriver()
    for title in ["Text sheet", "Next", "Form"] {
      driver.tapControl(title)
      driver.step(40)
    }
    var visited: [String] = []
    for _ in 0..<4 {
      press(driver, "tab")
      visited.append(driver.snapshot.focused ?? "none")
    }
    #expect(visited == ["Back", "title", "note", "Done"])
  }
}
