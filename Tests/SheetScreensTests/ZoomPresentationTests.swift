import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import Testing

@testable import SheetEngine
@testable import SheetScreens

/// The zoom out of the tapped button and back into it, through the real runtime.
@MainActor
@Suite struct ZoomPresentationTests {
  private func pageOne() throws -> (PlaygroundDriver, PageViewController) {
    let driver = PlaygroundDriver.navigation()
    driver.tapControl("Navigation")
    driver.settle()
    let page = try #require(driver.navigation.topViewController as? PageViewController)
    return (driver, page)
  }

  private func expectClose(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) {
    #expect(abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance)
    #expect(abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance)
  }

  @Test func placementShowsExactlyTheTargetWithoutSquashing() {
    let frame = Rect(x: 0, y: 0, width: 390, height: 844)
    let target = Rect(x: 24, y: 400, width: 342, height: 52)
    let view = View(frame: frame)
    view.addSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    view.show(through: ZoomFrame(rect: target, cornerRadius: 12))
    expectClose(view.visibleFrameInWindow, target)
    #expect(view.transform.scaleX == view.transform.scaleY)
    #expect(view.transform.scaleX == 342.0 / 390)
    #expect(abs((view.contentMask?.radii.topLeft ?? 0) * view.transform.scaleX - 12) < 1e-12)
  }

  @Test func presentStartsExactlyOnTheButtonAndGrowsToFullScreen() throws {
    let (driver, page) = try pageOne()
    let button = page.zoomButton.frameInWindow
    let zoom = ZoomViewController()
    zoom.transitioningDelegate = ZoomTransitioningDelegate(sourceView: page.zoomButton)
    page.present(zoom, animated: true)
    expectClose(zoom.view.visibleFrameInWindow, button)
    // On screen, its corners start as round as the button's.
    let radius = zoom.view.contentMask?.radii.topLeft ?? 0
    #expect(abs(radius * zoom.view.transform.scaleY - 12) < 1e-9)
    let full = Rect(x: 0, y: 0, width: 390, height: 844)
    for frame in 1...18 {
      driver.step()
      let t = UnitBezier.easeInEaseOut.value(at: min(Double(frame) / 60 / 0.3, 1))
      let expected = Interpolation.rect(button, full, t)
      if frame < 18 {
        let shown = try #require(driver.snapshot.presented.first)
        #expect(shown.screen == "zoom")
        #expect(driver.snapshot.transition?.kind == "present")
        expectClose(shown.frame, expected, tolerance: 1e-6)
      }
    }
    #expect(driver.snapshot.transition == nil)
    #expect(driver.snapshot.presented[0].frame == full)
    #expect(zoom.view.contentMask == nil && zoom.view.transform == .identity)
    #expect(driver.snapshot.controls.map(\.title) == ["Close"])
  }

  @Test func tappingZoomThenCloseShrinksBackExactlyIntoTheButton() throws {
    let (driver, page) = try pageOne()
    let button = page.zoomButton.frameInWindow
    driver.tapControl("Zoom")
    driver.step(20)
    let zoom = try #require(driver.runtime.presentedViewControllers.first)
    #expect(zoom.screenID == "zoom")
    driver.tapControl("Close")
    #expect(driver.snapshot.transition?.kind == "dismiss")
    var frames = 1
    var last = driver.snapshot.presented[0].frame
    while !driver.snapshot.presented.isEmpty, frames < 40 {
      last = driver.snapshot.presented[0].frame
      driver.step()
      frames += 1
    }
    #expect(frames == 18)
    #expect(last.width < 400 && last.height < 100)
    // The final frame, applied as it completed, is the button's.
    expectClose(zoom.view.visibleFrameInWindow, button)
    #expect(driver.snapshot.controls.map(\.title) == ["Push next", "Present card", "Zoom", "Back"])
  }

  /// The frame in which the dismissal completes still draws the zoom, exactly on the
  /// button; the frame after draws the page alone.
  @Test func theLastDrawnFrameOfADismissalIsTheButtonsFrame() throws {
    let (driver, page) = try pageOne()
    let button = page.zoomButton.frameInWindow
    driver.tapControl("Zoom")
    driver.step(20)
    driver.send(.keyDown(Key("escape")))
    var frames = 0
    while !driver.snapshot.presented.isEmpty, frames < 40 {
      driver.step()
      frames += 1
    }
    func near(_ a: Rect, _ b: Rect) -> Bool {
      abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
        && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }
    /// Window-level layers whose background lands exactly on the button: the zoom's
    /// picture (the button itself is drawn as a plain fill, not a layer).
    func zoomLayersOnTheButton(_ list: DisplayList) -> Int {
      list.items.filter { item in
        guard case .layer(let layer) = item, let mask = layer.mask else { return false }
        return near(layer.transform.apply(to: mask.rect), button)
      }.count
    }
    #expect(zoomLayersOnTheButton(driver.displayList) == 1, "the last frame draws the zoom")
    driver.step()
    #expect(zoomLayersOnTheButton(driver.displayList) == 0, "the next frame draws the page")
  }

  @Test func escapeShrinksItBackToo() throws {
    let (driver, page) = try pageOne()
    driver.tapControl("Zoom")
    driver.step(20)
    let zoom = try #require(driver.runtime.presentedViewControllers.first)
    driver.send(.keyDown(Key("escape")))
    driver.step(18)
    #expect(driver.snapshot.presented.isEmpty)
    #expect(driver.snapshot.navigationStack == ["root", "page-1"])
    expectClose(zoom.view.visibleFrameInWindow, page.zoomButton.frameInWindow)
  }
}
