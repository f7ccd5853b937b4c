import PlaygroundTestSupport
import SheetEngine
import SheetScreens
import SheetTesting
import SheetTuning
import Testing

/// The card and the zoom take their numbers from the tuning in force when they open.
@MainActor
@Suite struct TunedCardAndZoomTests {
  private func pageOne(_ tuning: Tuning) -> PlaygroundDriver {
    let driver = PlaygroundDriver(tuning: tuning)
    driver.tapControl("Navigation")
    driver.settle()
    return driver
  }

  @Test func theCardTakesItsHeightAndDimFromTheTuning() throws {
    let tuning = try Tuning.seed.setting(0.5, forKey: "card.heightFraction")
      .setting(0.3, forKey: "card.dimAlpha")
    let driver = pageOne(tuning)
    driver.tapControl("Present card")
    driver.step(25)
    let frame = try #require(driver.snapshot.presented.first?.frame)
    #expect(frame == Rect(x: 0, y: 422, width: 390, height: 422))
    #expect(driver.snapshot.dimAlpha == 0.3)
  }

  @Test func theSeedCardKeepsTheSeedsThirds() throws {
    let driver = pageOne(.seed)
    driver.tapControl("Present card")
    driver.step(25)
    let frame = try #require(driver.snapshot.presented.first?.frame)
    #expect(frame.minY == 844.0 / 3 && abs(frame.height - 844.0 * 2 / 3) < 1e-9)
    #expect(driver.snapshot.dimAlpha == 0.5)
  }

  @Test func theZoomRunsForTheTunedDurationAlongTheTunedCurve() throws {
    let tuning = try Tuning.seed.setting(0.5, forKey: "zoom.duration")
      .setting(0, forKey: "zoom.curve.x1")
    let driver = pageOne(tuning)
    driver.tapControl("Zoom")
    var frames = 1
    while driver.snapshot.transition != nil {
      driver.step()
      frames += 1
    }
    #expect(frames == 30)
  }
}
