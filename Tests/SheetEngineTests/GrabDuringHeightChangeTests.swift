import SheetTesting
import Testing

@testable import SheetEngine

/// A sheet grabbed while its height changes keeps the point pressed under the pointer
/// exactly, every frame, as docs/MOTION.md, "Grab during a height change" says: written by
/// hand, with inputs whose expectations are exact (the fixture window is 390 x 844 with
/// insets 47 top and 34 bottom; the sheet's content starts 300 pt tall).
@MainActor
@Suite struct GrabDuringHeightChangeTests {
  /// A fixture sheet whose content's height the test changes.
  private func presentSheet(
    _ driver: RuntimeDriver, behavior: DismissBehavior = .standard
  ) -> ResizableContent {
    let content = ResizableContent(height: 300)
    content.transitioningDelegate = BottomSheetTransitioningDelegate(
      style: .standard, detents: .fitsContent, dismissBehavior: behavior)
    driver.runtime.navigationController.topViewController?.present(content, animated: true)
    for _ in 0..<60 where driver.snapshot.transition != nil { driver.step() }
    return content
  }

  private func sheetTop(_ content: ResizableContent) -> Double {
    content.view.frameInWindow.minY
  }

  /// Presses `grabbed` points below the sheet's top, then moves down 6 pt a frame for `frames`
  /// frames (the pan begins on the second move, past the 10 pt slop), the last a release;
  /// returns the worst distance between the point pressed and the pointer in the frames
  /// the drag held the sheet, and how many those were.
  private func dragDown(
    _ driver: RuntimeDriver, _ content: ResizableContent, grabbed: Double, frames: Int
  ) -> (drift: Double, measured: Int) {
    var pointer = Point(x: 195, y: sheetTop(content) + grabbed)
    driver.send(.pointerDown(button: .left, location: pointer))
    var drift = 0.0
    var measured = 0
    for move in 1...frames {
      pointer.y += 6
      driver.send(
        move == frames
          ? .pointerUp(button: .left, location: pointer) : .pointerMove(location: pointer))
      // The pan begins on the second move; in the release's frame the sheet moves on its own.
      guard move >= 2, move < frames else { continue }
      drift = max(drift, abs(pointer.y - sheetTop(content) - grabbed))
      measured += 1
    }
    return (drift, measured)
  }

  /// The content grows by 100 pt along the sheet's curve (0.35 s, 21 frames); three frames
  /// into it a press lands and a drag holds the sheet through the rest of the change and
  /// past it: the resting top moves up under the held sheet, the point pressed does not.
  @Test func aDragHoldsThePointPressedWhileTheHeightAnimates() throws {
    let driver = RuntimeDriver(root: FixtureRoot())
    let content = presentSheet(driver)
    #expect(sheetTop(content) == 844 - 334)
    let sheet = try #require(content.presentationController as? BottomSheetPresentationController)
    content.resize(to: 400)
    driver.step(3)
    #expect(sheet.position.isAnimating(.heightChange))
    let (drift, measured) = dragDown(driver, content, grabbed: 100, frames: 30)
    #expect(measured == 28)
    #expect(drift < 1e-9, "the point pressed was \(drift) pt off the pointer")
    #expect(!sheet.position.isAnimating(.heightChange), "the change ended under the drag")
    #expect(sheet.position.heldTop == nil, "released")
  }

  /// A dismissal started at 334 pt (a tap on the dim); the content then shrinks to 234 pt
  /// while it runs (a change during a transition is not animated); a press catches the
  /// sheet and drags it. The transition's progress counts in its own 334 pt: counting in
  /// the 234 pt the sheet has now put the point pressed off by the difference times the
  /// progress (0.9 pt in the fuzz fixture `grab-during-height-change.jsonl`).
  @Test func aDragCountsInTheTransitionsOwnHeight() throws {
    let driver = RuntimeDriver(root: FixtureRoot())
    let content = presentSheet(driver)
    let sheet = try #require(content.presentationController as? BottomSheetPresentationController)
    driver.tap(Point(x: 195, y: 100))
    #expect(driver.snapshot.transition?.kind == "dismiss")
    content.resize(to: 200)
    driver.step()
    #expect(abs(sheet.restingHeight - 234) < 1e-9)
    #expect(sheet.position.transitionOffsets.map { $0.end } == 334)
    let (drift, measured) = dragDown(driver, content, grabbed: 20, frames: 12)
    #expect(measured == 10)
    #expect(drift < 1e-9, "the point pressed was \(drift) pt off the pointer")
  }
  /// The sheet's top over the frames after a drag down at `step` points a frame is let go
  /// while the content grows by 100 pt (three frames into its 21): the top in the frame of
  /// the release and each frame after, until the sheet is gone or `frames` have passed.
  private func releaseWhileGrowing(
    behavior: DismissBehavior, step: Double, moves: Int, frames: Int
  ) throws -> (tops: [Double], offscreen: Double?) {
    let driver = RuntimeDriver(root: FixtureRoot())
    let content = presentSheet(driver, behavior: behavior)
    let sheet = try #require(content.presentationController as? BottomSheetPresentationController)
    content.resize(to: 400)
    driver.step(3)
    var pointer = Point(x: 195, y: sheetTop(content) + 100)
    driver.send(.pointerDown(button: .left, location: pointer))
    for move in 1...moves {
      pointer.y += step
      driver.send(
        move == moves
          ? .pointerUp(button: .left, location: pointer) : .pointerMove(location: pointer))
    }
    var tops = [sheetTop(content)]
    let offscreen = sheet.position.transitionOffsets?.end
    for _ in 0..<frames where content.presentingViewController != nil {
      driver.step()
      if content.presentingViewController != nil { tops.append(sheetTop(content)) }
    }
    return (tops, offscreen)
  }

  /// Thrown off while the content still grows (to 434 pt with the bottom inset), the
  /// sheet's dismissal ends 434 pt below its resting place, which puts it entirely below the
  /// window: the off-screen end was the 407.5 pt the sheet had when the press started the
  /// dismissal, and it vanished with 26.5 pt on screen. Along the curve the last frame
  /// shown is below the window; a thrown spring is gone in the frame it gets there, so its
  /// last frame shown is a step short of it, as without a change.
  @Test(arguments: [DismissBehavior.standard, .spring])
  func aSheetThrownWhileItGrowsLeavesTheWindowWhole(behavior: DismissBehavior) throws {
    let (tops, offscreen) = try releaseWhileGrowing(
      behavior: behavior, step: 40, moves: 4, frames: 120)
    #expect(offscreen == 434)
    let last = try #require(tops.last)
    if !behavior.usesSpring { #expect(last >= 844 - 1e-3, "its top ended at \(last) pt") }
  }
}

/// Fixture content whose fitting height a test changes, as a page that grows or shrinks.
@MainActor
private final class ResizableContent: ViewController {
  private let resizable: ResizableView

  init(height: Double) {
    resizable = ResizableView(height: height)
    super.init(screenID: "resizable-sheet")
  }

  override func loadView() -> View { resizable }

  /// The content asks for `height` points; the sheet follows along its curve.
  func resize(to height: Double) {
    resizable.height = height
    presentationController?.preferredContentSizeDidChange(animated: true)
  }
}

@MainActor
private final class ResizableView: View {
  var height: Double

  init(height: Double) {
    self.height = height
    super.init()
    backgroundColor = .white
  }

  override func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width, height: height)
  }
}
