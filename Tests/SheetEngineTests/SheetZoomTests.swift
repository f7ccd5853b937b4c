import SheetTesting
import Testing

@testable import SheetEngine

/// The sheet from a button, frame by frame (docs/MOTION.md, "Sheet from a bar button"): the
/// fixture's "Sheet" button (16, 100, 358 × 52, radius 12) presents a 300 pt sheet (334 pt
/// with the bottom inset, resting at y 510 on an 844 pt window) that grows out of it and
/// shrinks back into it, on the standard style (0.3 s ease-in-out; release spring 0.35 s,
/// critically damped).
@MainActor
@Suite struct SheetZoomTests {
  let driver: RuntimeDriver
  let root: FixtureRoot
  let sheet: FixtureContent
  let delegate: BottomSheetTransitioningDelegate
  let rest = Rect(x: 0, y: 510, width: 390, height: 334)

  init() {
    let root = FixtureRoot()
    self.root = root
    driver = RuntimeDriver(root: root)
    sheet = FixtureContent(screenID: "fixture-sheet", height: FixtureRoot.sheetContentHeight)
    delegate = BottomSheetTransitioningDelegate(zoomSource: root.sheetButton)
    sheet.transitioningDelegate = delegate
  }

  var button: SheetZoomFrame {
    SheetZoomFrame(rect: root.sheetButton.frameInWindow, radii: root.sheetButton.cornerRadii)
  }
  var restFrame: SheetZoomFrame {
    SheetZoomFrame(rect: rest, radii: .top(SheetStyle.standard.cornerRadius))
  }

  /// Where the sheet shows on screen: the mask's rect through the transform, and its corner
  /// radii on screen (the mask's times the scale); at rest, its frame and own corners.
  var shown: SheetZoomFrame {
    let view = sheet.view
    guard let mask = view.contentMask else {
      return SheetZoomFrame(rect: view.frameInWindow, radii: view.cornerRadii)
    }
    let s = view.transform.scaleX
    return SheetZoomFrame(
      rect: view.visibleFrameInWindow,
      radii: CornerRadii(
        topLeft: mask.radii.topLeft * s, topRight: mask.radii.topRight * s,
        bottomLeft: mask.radii.bottomLeft * s, bottomRight: mask.radii.bottomRight * s))
  }

  private func expectClose(
    _ a: SheetZoomFrame, _ b: SheetZoomFrame, _ tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let pairs = [
      (a.rect.minX, b.rect.minX), (a.rect.minY, b.rect.minY), (a.rect.width, b.rect.width),
      (a.rect.height, b.rect.height), (a.radii.topLeft, b.radii.topLeft),
      (a.radii.topRight, b.radii.topRight), (a.radii.bottomLeft, b.radii.bottomLeft),
      (a.radii.bottomRight, b.radii.bottomRight),
    ]
    for (x, y) in pairs where abs(x - y) > tolerance {
      Issue.record("\(a) is not \(b)", sourceLocation: sourceLocation)
      return
    }
  }

  private func present() {
    root.present(sheet, animated: true)
  }

  /// Each frame of the grow is the button-to-rest interpolation at the curve's value for that
  /// frame's time, and the last frame is exactly the sheet at rest, drawn plainly.
  @Test func theGrowFollowsTheCurveAndEndsExactlyAtRest() {
    let from = button
    present()
    var frame = 0
    while sheet.activeTransition != nil {
      driver.step()
      frame += 1
      let p = TimingParameters.easeInOut.progress(atTime: Double(frame) / 60, duration: 0.3)
      if sheet.activeTransition != nil {
        expectClose(shown, SheetZoomFrame.interpolate(from, restFrame, p))
        #expect(driver.snapshot.transition?.kind == "present")
        #expect(driver.snapshot.transition?.interactive == false)
      }
      #expect(frame <= 18)
    }
    #expect(frame == 18)
    #expect(sheet.view.contentMask == nil && sheet.view.transform == .identity)
    #expect(sheet.view.frameInWindow == rest)
    #expect(driver.snapshot.presented.first?.frame == rest)
    // The dim faded in alongside.
    #expect(driver.snapshot.dimAlpha == SheetStyle.standard.dimAlpha)
  }

  /// The button's drawing shows over the growing sheet, fading out by half way.
  @Test func theButtonsDrawingCrossFades() {
    present()
    driver.step(3)
    let replica = sheet.view.superview?.subviews.last as? ZoomSourceReplica
    #expect(replica != nil)
    let p = TimingParameters.easeInOut.progress(atTime: 3 / 60, duration: 0.3)
    #expect(abs((replica?.alpha ?? 0) - (1 - 2 * p)) < 1e-12)
    driver.step(20)
    #expect(!(sheet.view.superview?.subviews.contains { $0 is ZoomSourceReplica } ?? true))
  }

  /// A tap on the dim shrinks the sheet from its resting frame into the button along the
  /// curve, ending exactly on it.
  @Test func aTapOnTheDimShrinksIntoTheButton() {
    present()
    driver.step(30)
    let to = button
    driver.tap(Point(x: 195, y: 300))
    #expect(driver.snapshot.transition?.kind == "dismiss")
    // The tap's frame is the shrink's first.
    var frame = 1
    while true {
      let p = TimingParameters.easeInOut.progress(atTime: Double(frame) / 60, duration: 0.3)
      expectClose(shown, SheetZoomFrame.interpolate(restFrame, to, p))
      guard sheet.activeTransition != nil else { break }
      driver.step()
      frame += 1
    }
    // The last frame drawn is exactly the button.
    #expect(frame == 18 && shown == to)
    #expect(sheet.presentingViewController == nil)
  }

  /// A drag down past the rule: the sheet follows the pointer as a sheet does (the grabbed
  /// point stays under it), then the release shrinks it from where it is into the button on
  /// the release spring seeded with the release velocity; the last frame is the button.
  @Test func aDragPastTheRuleShrinksIntoTheButtonOnTheSeededSpring() {
    present()
    driver.step(30)
    let to = button
    let grab = Point(x: 195, y: 600)
    driver.press(at: grab)
    var y = grab.y
    for _ in 0..<10 {
      y += 15
      driver.move(to: Point(x: 195, y: y))
      // The point grabbed 90 pt below the sheet's top stays under the pointer.
      #expect(abs(shown.rect.minY - (y - 90)) < 1e-9)
      #expect(driver.snapshot.transition?.interactive == true)
    }
    let before = shown
    driver.release(at: Point(x: 195, y: y))
    // The release frame: the zoom from where the sheet was let go, on the release spring
    // seeded with the pointer's 15 pt a frame (900 pt/s).
    let released = SheetZoomFrame(rect: before.rect, radii: before.radii)
    let velocity = 15.0 * 60
    let layout = Rect(x: 0, y: 510, width: 390, height: 334)
    let seed = ZoomDrag.progressVelocity(
      from: released.zoom, to: to.zoom, grabbedLocal: Point(x: 195, y: 90), layout: layout,
      velocity: Point(x: 0, y: velocity))
    let spring = SheetZoomStyle.standard.releaseSpring(progressVelocity: seed)
    let driverOfSheet = (sheet.presentationController as? BottomSheetPresentationController)?
      .dismissDriver
    guard case .spring(let used)? = driverOfSheet?.completionTimingParameters else {
      Issue.record("the release runs on no spring")
      return
    }
    #expect(abs(used.initialVelocity - seed) < 1e-12 && seed < 0)
    #expect(used.stiffness == spring.stiffness && used.damping == spring.damping)
    #expect(driver.snapshot.transition?.kind == "dismiss")
    #expect(driver.snapshot.transition?.interactive == false)
    // The release's frame is the spring's first.
    var frame = 1
    while true {
      guard sheet.activeTransition != nil else { break }
      let q = spring.value(at: Double(frame) / 60)
      expectClose(shown, SheetZoomFrame.interpolate(released, to, min(q, 1)), 1e-9)
      driver.step()
      frame += 1
    }
    // The last frame drawn is exactly the button: the spring ends there once settled.
    #expect(shown == to)
    #expect(frame > 10 && frame < 70)
    // The grabbed point leaves the release at the pointer's 900 pt/s: the spring's slope at
    // 0 (the seed) times the grabbed point's way per unit of progress there.
    let h = 1e-6
    let early = SheetZoomFrame.interpolate(released, to, h).zoom
    let way = (early.screenPoint(ofLocal: Point(x: 195, y: 90), in: layout).y - y) / h
    #expect(abs(seed * way - velocity) < 1e-3)
  }

  /// A short drag springs back as a sheet does, drawn plainly.
  @Test func aDragShortOfTheRuleSlidesBack() {
    present()
    driver.step(30)
    driver.drag(from: Point(x: 195, y: 600), to: Point(x: 195, y: 640), milliseconds: 400)
    driver.step(60)
    #expect(sheet.activeTransition == nil && sheet.presentingViewController != nil)
    #expect(sheet.view.frameInWindow == rest && sheet.view.contentMask == nil)
  }

  /// A press on the growing sheet stops it where it is; released, it grows on from there
  /// along the rest of the curve, ending exactly at rest.
  @Test func aPressCatchesTheGrow() {
    present()
    driver.step(6)
    let caught = shown
    let center = Point(x: caught.rect.midX, y: caught.rect.midY)
    driver.press(at: center)
    let held = shown
    driver.step(5)
    #expect(shown == held)
    #expect(driver.snapshot.transition?.kind == "present")
    driver.release(at: center)
    var frames = 0
    while sheet.activeTransition != nil, frames < 60 {
      driver.step()
      frames += 1
    }
    #expect(sheet.view.frameInWindow == rest && sheet.view.contentMask == nil)
  }
}
