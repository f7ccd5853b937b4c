import SheetTesting
import Testing

@testable import SheetEngine

/// The button's press / drag / release state machine, driven through the pointer router
/// exactly as the runtime drives it.
@MainActor
@Suite struct ButtonTests {
  private let window = makeTestWindow()
  private let button = Button(title: "Go")
  private let router = PointerRouter()

  init() {
    button.frame = Rect(x: 20, y: 100, width: 200, height: 50)
    window.addSubview(button)
    window.layoutIfNeeded()
  }

  @Test func pressHighlightsAndReleaseInsideFires() {
    var taps = 0
    button.onTap = { taps += 1 }
    router.pointerDown(at: Point(x: 50, y: 120), timestamp: 0, in: window)
    #expect(button.isHighlighted)
    #expect(button.backgroundColor == button.highlightedColor)
    router.pointerMoved(to: Point(x: 60, y: 125), timestamp: 16)
    #expect(button.isHighlighted)
    router.pointerUp(at: Point(x: 60, y: 125), timestamp: 32)
    #expect(!button.isHighlighted)
    #expect(button.backgroundColor == button.normalColor)
    #expect(taps == 1)
  }

  @Test func draggingOutsideUnhighlightsAndReleaseOutsideDoesNotFire() {
    var taps = 0
    button.onTap = { taps += 1 }
    router.pointerDown(at: Point(x: 50, y: 120), timestamp: 0, in: window)
    router.pointerMoved(to: Point(x: 50, y: 160), timestamp: 16)
    #expect(!button.isHighlighted)
    router.pointerUp(at: Point(x: 50, y: 300), timestamp: 32)
    #expect(!button.isHighlighted)
    #expect(taps == 0)
  }

  @Test func draggingBackInsideHighlightsAgainAndFires() {
    var taps = 0
    button.onTap = { taps += 1 }
    router.pointerDown(at: Point(x: 50, y: 120), timestamp: 0, in: window)
    router.pointerMoved(to: Point(x: 300, y: 120), timestamp: 16)
    #expect(!button.isHighlighted)
    router.pointerMoved(to: Point(x: 200, y: 120), timestamp: 32)
    #expect(button.isHighlighted)
    router.pointerUp(at: Point(x: 200, y: 120), timestamp: 48)
    #expect(taps == 1)
  }

  @Test func focusLossCancelsThePress() {
    var taps = 0
    button.onTap = { taps += 1 }
    router.pointerDown(at: Point(x: 50, y: 120), timestamp: 0, in: window)
    router.cancel()
    #expect(!button.isHighlighted)
    router.pointerUp(at: Point(x: 50, y: 120), timestamp: 32)
    #expect(taps == 0)
    #expect(!router.isPointerDown)
  }

  @Test func disabledButtonIsNotHitAndDoesNotFire() {
    var taps = 0
    button.onTap = { taps += 1 }
    button.isEnabled = false
    router.pointerDown(at: Point(x: 50, y: 120), timestamp: 0, in: window)
    #expect(!button.isHighlighted)
    router.pointerUp(at: Point(x: 50, y: 120), timestamp: 32)
    #expect(taps == 0)
  }

  @Test func ancestorTapYieldsToTheButton() {
    var taps = 0
    var backgroundTaps = 0
    button.onTap = { taps += 1 }
    let tap = TapGestureRecognizer()
    tap.addAction { _ in backgroundTaps += 1 }
    window.addGestureRecognizer(tap)
    router.pointerDown(at: Point(x: 50, y: 120), timestamp: 0, in: window)
    router.pointerUp(at: Point(x: 50, y: 120), timestamp: 32)
    #expect(taps == 1 && backgroundTaps == 0)
    router.pointerDown(at: Point(x: 50, y: 400), timestamp: 100, in: window)
    router.pointerUp(at: Point(x: 52, y: 401), timestamp: 132)
    #expect(taps == 1 && backgroundTaps == 1)
  }
}
