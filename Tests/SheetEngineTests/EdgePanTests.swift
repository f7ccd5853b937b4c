import SheetTesting
import Testing

@testable import SheetEngine

/// The edge pan begins only from presses within `edgeWidth` of its window edge, and a
/// refused press leaves the drag to recognizers behind it.
@MainActor
@Suite struct EdgePanTests {
  private let window = makeTestWindow()
  private let router = PointerRouter()

  private func drag(from x: Double, _ recognizer: GestureRecognizer) -> [GestureRecognizer.State] {
    var states: [GestureRecognizer.State] = []
    recognizer.addAction { states.append($0.state) }
    router.pointerDown(at: Point(x: x, y: 400), timestamp: 0, in: window)
    states.append(recognizer.state)
    router.pointerMoved(to: Point(x: x + 30, y: 400), timestamp: 16)
    router.pointerUp(at: Point(x: x + 60, y: 400), timestamp: 32)
    return states
  }

  @Test func leftEdgeAcceptsPressesWithinTwentyPoints() {
    let edge = EdgePanGestureRecognizer()
    window.addGestureRecognizer(edge)
    #expect(edge.edge == .left && edge.edgeWidth == 20)
    #expect(drag(from: 20, edge) == [.possible, .began, .ended])
    #expect(drag(from: 20.5, edge) == [.failed])
  }

  @Test func rightEdgeMeasuresFromTheWindowWidth() {
    let edge = EdgePanGestureRecognizer(edge: .right)
    window.addGestureRecognizer(edge)
    #expect(drag(from: 370, edge) == [.possible, .began, .ended])
    #expect(drag(from: 369, edge) == [.failed])
  }

  @Test func edgeWidthIsSettable() {
    let edge = EdgePanGestureRecognizer()
    edge.edgeWidth = 44
    window.addGestureRecognizer(edge)
    #expect(drag(from: 44, edge) == [.possible, .began, .ended])
  }

  @Test func aPressAwayFromTheEdgeLeavesTheDragToOthers() {
    let content = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(content)
    let edge = EdgePanGestureRecognizer()
    content.addGestureRecognizer(edge)
    let pan = PanGestureRecognizer()
    window.addGestureRecognizer(pan)
    var panStates: [GestureRecognizer.State] = []
    pan.addAction { panStates.append($0.state) }
    #expect(drag(from: 200, edge) == [.failed])
    #expect(panStates == [.began, .ended])
    panStates = []
    #expect(drag(from: 10, edge) == [.possible, .began, .ended])
    #expect(panStates.isEmpty)
  }
}
