import SheetScreens
import Testing

@testable import SheetEngine

@MainActor
@Suite struct RootScreenLayoutTests {
  private func makeRuntime() -> Runtime {
    Runtime(
      size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
      textMeasurer: FixedMetricsTextMeasurer(), rootViewController: PlaygroundScreens.makeRoot())
  }

  @Test func buttonsSitBelowTheTitleInsideTheMargins() {
    let runtime = makeRuntime()
    _ = runtime.step([])
    // Safe top 47 + 24; title 32 pt (one 40 pt line) + 8; subtitle 15 pt wraps to two
    // 18.75 pt lines at 342 pt (fixed metrics) + 40; buttons 60 pt apart by 16.
    let controls = runtime.snapshot().controls
    #expect(
      controls == [
        .init(
          title: "Text sheet", frame: Rect(x: 24, y: 196.5, width: 342, height: 60),
          highlighted: false),
        .init(
          title: "List sheet", frame: Rect(x: 24, y: 272.5, width: 342, height: 60),
          highlighted: false),
        .init(
          title: "Navigation", frame: Rect(x: 24, y: 348.5, width: 342, height: 60),
          highlighted: false),
      ])
    #expect(runtime.snapshot().navigationStack == ["root"])
  }

  @Test func resizeRelaysOutToTheNewWidth() {
    let runtime = makeRuntime()
    _ = runtime.step([InputEvent(timestamp: 0, kind: .resize(Size(width: 600, height: 700)))])
    #expect(runtime.snapshot().controls.map(\.frame.width) == [552, 552, 552])
  }

  @Test func pressAndReleaseThroughTheRuntimeCountsActivations() {
    let runtime = makeRuntime()
    _ = runtime.step([])
    let press = InputEvent(
      timestamp: 10, kind: .pointerDown(button: .left, location: Point(x: 100, y: 220)))
    _ = runtime.step([press])
    #expect(runtime.snapshot().controls[0].highlighted)
    let outside = InputEvent(timestamp: 30, kind: .pointerMove(location: Point(x: 100, y: 500)))
    _ = runtime.step([outside])
    #expect(!runtime.snapshot().controls[0].highlighted)
    let back = InputEvent(timestamp: 40, kind: .pointerMove(location: Point(x: 100, y: 230)))
    let release = InputEvent(
      timestamp: 50, kind: .pointerUp(button: .left, location: Point(x: 100, y: 230)))
    _ = runtime.step([back, release])
    let snapshot = runtime.snapshot()
    #expect(snapshot.activationCount == 1)
    #expect(snapshot.lastActivated == "Text sheet")
    #expect(snapshot.frame == 4)
  }

  @Test func rightButtonDoesNotPress() {
    let runtime = makeRuntime()
    _ = runtime.step([
      InputEvent(timestamp: 0, kind: .pointerDown(button: .right, location: Point(x: 100, y: 220)))
    ])
    #expect(!runtime.snapshot().controls[0].highlighted)
  }
}
