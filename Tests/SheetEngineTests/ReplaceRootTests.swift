import SheetTesting
import Testing

@testable import SheetEngine

/// ``Runtime/replaceRoot(_:)``: a new root in place of the whole tree, between transitions,
/// with the frame index going on.
@MainActor
@Suite struct ReplaceRootTests {
  @Test func aSettledStackIsReplacedAtOnce() {
    let driver = RuntimeDriver(root: FixtureRoot())
    driver.tapControl("Push")
    #expect(driver.settle() > 0)
    driver.tapControl("Push")
    #expect(driver.settle() > 0)
    #expect(driver.snapshot.navigationStack == ["root", "fixture-page-1", "fixture-page-2"])
    let frame = driver.runtime.frameIndex
    var made = 0
    let replaced = driver.runtime.replaceRoot {
      made += 1
      return FixturePage(number: 7)
    }
    #expect(replaced && made == 1)
    driver.step()
    #expect(driver.snapshot.navigationStack == ["fixture-page-7"])
    #expect(driver.snapshot.presented.isEmpty)
    #expect(driver.snapshot.dimAlpha == 0)
    #expect(driver.snapshot.transition == nil)
    #expect(driver.runtime.frameIndex == frame + 1)
  }

  /// A sheet still arriving is left to arrive; then it leaves without animation.
  @Test func aReplacementWaitsForTheTransitionInFlightThenDismissesEverything() {
    let driver = RuntimeDriver(root: FixtureRoot())
    driver.tapControl("Sheet")
    #expect(driver.runtime.isTransitioning)
    var made = 0
    #expect(
      !driver.runtime.replaceRoot {
        made += 1
        return FixturePage(number: 2)
      })
    #expect(made == 0 && driver.snapshot.presented.count == 1)
    // The presentation lasts 0.35 s (docs/MOTION.md, "Bottom sheet"): 21 frames at 60 Hz,
    // the first of them the tap's.
    var waited = 0
    while !driver.runtime.replaceRoot({
      made += 1
      return FixturePage(number: 2)
    }) {
      driver.step()
      waited += 1
    }
    #expect(waited == 20 && made == 1)
    driver.step()
    #expect(driver.snapshot.navigationStack == ["fixture-page-2"])
    #expect(driver.snapshot.presented.isEmpty)
    #expect(driver.snapshot.dimAlpha == 0)
  }

  @Test func aHeldPressIsCancelled() {
    let driver = RuntimeDriver(root: FixtureRoot())
    driver.send(.pointerDown(button: .left, location: Point(x: 100, y: 400)))
    #expect(driver.runtime.isPointerDown)
    #expect(driver.runtime.replaceRoot { FixturePage(number: 3) })
    #expect(!driver.runtime.isPointerDown)
    driver.send(.pointerUp(button: .left, location: Point(x: 100, y: 400)))
    #expect(driver.snapshot.navigationStack == ["fixture-page-3"])
  }
}
