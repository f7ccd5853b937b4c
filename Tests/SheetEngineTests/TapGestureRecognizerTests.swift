import SheetTesting
import Testing

@testable import SheetEngine

@MainActor
@Suite struct TapGestureRecognizerTests {
  private let window = makeTestWindow()
  private let router = PointerRouter()

  @Test func recognizesOnReleaseAndResetsToPossible() {
    let tap = TapGestureRecognizer()
    var states: [GestureRecognizer.State] = []
    tap.addAction { states.append($0.state) }
    window.addGestureRecognizer(tap)
    router.pointerDown(at: Point(x: 10, y: 10), timestamp: 0, in: window)
    #expect(tap.state == .possible)
    router.pointerUp(at: Point(x: 12, y: 10), timestamp: 50)
    #expect(states == [.recognized])
    #expect(tap.state == .possible)
  }

  @Test func failsWhenThePointerMovesTooFar() {
    let tap = TapGestureRecognizer()
    var recognized = 0
    tap.addAction { _ in recognized += 1 }
    window.addGestureRecognizer(tap)
    router.pointerDown(at: Point(x: 10, y: 10), timestamp: 0, in: window)
    router.pointerMoved(to: Point(x: 18, y: 16), timestamp: 16)
    #expect(tap.state == .possible)
    router.pointerMoved(to: Point(x: 19, y: 16), timestamp: 32)
    #expect(tap.state == .failed)
    router.pointerUp(at: Point(x: 10, y: 10), timestamp: 48)
    #expect(recognized == 0)
    #expect(tap.state == .possible)
  }

  @Test func delegateCanRefuse() {
    final class Refuser: GestureRecognizerDelegate {
      func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { false }
    }
    let refuser = Refuser()
    let tap = TapGestureRecognizer()
    tap.delegate = refuser
    var recognized = 0
    tap.addAction { _ in recognized += 1 }
    window.addGestureRecognizer(tap)
    router.pointerDown(at: Point(x: 10, y: 10), timestamp: 0, in: window)
    router.pointerUp(at: Point(x: 10, y: 10), timestamp: 16)
    #expect(recognized == 0)
  }

  @Test func deeperRecognizerWinsAndCancelsTheAncestors() {
    let child = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(child)
    let inner = TapGestureRecognizer()
    let outer = TapGestureRecognizer()
    var order: [String] = []
    inner.addAction { _ in order.append("inner") }
    outer.addAction { _ in order.append("outer") }
    child.addGestureRecognizer(inner)
    window.addGestureRecognizer(outer)
    router.pointerDown(at: Point(x: 10, y: 10), timestamp: 0, in: window)
    #expect(router.trackingRecognizers.map { $0 === inner } == [true, false])
    router.pointerUp(at: Point(x: 10, y: 10), timestamp: 16)
    #expect(order == ["inner"])
  }
}
