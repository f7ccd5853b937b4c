import SheetTesting
import Testing

@testable import SheetEngine

/// The pan's slop, translation (from the press by default, from the slop crossing when the
/// router says so), `setTranslation`,
/// velocity from event timestamps, and what a delegate sees when asked to begin.
@MainActor
@Suite struct PanGestureRecognizerTests {
  private let window = makeTestWindow()
  private let router = PointerRouter()
  private let pan = PanGestureRecognizer()

  init() {
    window.addGestureRecognizer(pan)
  }

  @Test func beginsPastTheSlopWithTheTranslationSinceThePress() {
    #expect(router.dragStart == .press)
    var translations: [Point] = []
    pan.addAction { translations.append(($0 as! PanGestureRecognizer).translation(in: nil)) }
    router.pointerDown(at: Point(x: 100, y: 100), timestamp: 0, in: window)
    router.pointerMoved(to: Point(x: 106, y: 108), timestamp: 10)
    #expect(pan.state == .possible)  // exactly 10 pt away: not past the slop
    router.pointerMoved(to: Point(x: 106, y: 109), timestamp: 20)
    #expect(pan.state == .began)
    router.pointerMoved(to: Point(x: 100, y: 139), timestamp: 30)
    #expect(pan.state == .changed)
    #expect(pan.translation(in: nil) == Point(x: 0, y: 39))
    router.pointerUp(at: Point(x: 100, y: 140), timestamp: 40)
    #expect(translations == [Point(x: 6, y: 9), Point(x: 0, y: 39), Point(x: 0, y: 40)])
    #expect(pan.state == .possible)
  }

  @Test func startingAtTheSlopBeginsWithZeroTranslation() {
    router.dragStart = .slop
    var translations: [Point] = []
    pan.addAction { translations.append(($0 as! PanGestureRecognizer).translation(in: nil)) }
    router.pointerDown(at: Point(x: 100, y: 100), timestamp: 0, in: window)
    router.pointerMoved(to: Point(x: 106, y: 109), timestamp: 20)
    #expect(pan.state == .began)
    router.pointerMoved(to: Point(x: 100, y: 139), timestamp: 30)
    router.pointerUp(at: Point(x: 100, y: 140), timestamp: 40)
    #expect(translations == [.zero, Point(x: -6, y: 30), Point(x: -6, y: 31)])
  }

  @Test func minimumDistanceIsSettable() {
    pan.minimumDistance = 20
    router.pointerDown(at: Point(x: 100, y: 100), timestamp: 0, in: window)
    router.pointerMoved(to: Point(x: 100, y: 115), timestamp: 10)
    #expect(pan.state == .possible)
    router.pointerMoved(to: Point(x: 100, y: 120.5), timestamp: 20)
    #expect(pan.state == .began)
  }

  @Test func setTranslationRebasesTheMeasurement() {
    router.pointerDown(at: Point(x: 100, y: 100), timestamp: 0, in: window)
    router.pointerMoved(to: Point(x: 100, y: 111), timestamp: 10)
    router.pointerMoved(to: Point(x: 100, y: 131), timestamp: 20)
    #expect(pan.translation(in: nil) == Point(x: 0, y: 31))
    pan.setTranslation(Point(x: 0, y: 5), in: nil)
    #expect(pan.translation(in: nil) == Point(x: 0, y: 5))
    router.pointerMoved(to: Point(x: 100, y: 141), timestamp: 30)
    #expect(pan.translation(in: nil) == Point(x: 0, y: 15))
  }

  @Test func translationAndVelocityAreVectorsInTheViewsScale() {
    let scaled = View(frame: Rect(x: 50, y: 50, width: 200, height: 200))
    scaled.transform = AffineTransform(scaleX: 2, y: 2)
    window.addSubview(scaled)
    router.pointerDown(at: Point(x: 100, y: 100), timestamp: 0, in: window)
    for step in 1...10 {
      let d = Double(step)
      router.pointerMoved(to: Point(x: 100, y: 100 + 5 * d), timestamp: 10 * d)
    }
    #expect(pan.translation(in: scaled) == Point(x: 0, y: 25))  // pressed at y 100, now 150
    pan.setTranslation(Point(x: 1, y: 1), in: scaled)
    #expect(pan.translation(in: nil) == Point(x: 2, y: 2))
    #expect(abs(pan.velocity(in: nil).y - 500) < 1e-9)
    #expect(abs(pan.velocity(in: scaled).y - 250) < 1e-9)
  }

  @Test func velocityComesFromTheEventTimestampsAndSurvivesUntilReset() {
    var endVelocity: Point?
    pan.addAction { recognizer in
      if recognizer.state == .ended {
        endVelocity = (recognizer as! PanGestureRecognizer).velocity(in: nil)
      }
    }
    router.pointerDown(at: Point(x: 10, y: 10), timestamp: 1000, in: window)
    for step in 1...6 {
      let d = Double(step)
      router.pointerMoved(to: Point(x: 10 + 3 * d, y: 10 - 4 * d), timestamp: 1000 + 8 * d)
    }
    router.pointerUp(at: Point(x: 28, y: -14), timestamp: 1048)
    #expect(abs(endVelocity!.x - 375) < 1e-9)
    #expect(abs(endVelocity!.y - -500) < 1e-9)
    #expect(pan.velocity(in: nil) == .zero)
  }

  @Test func aDelegateSeesVelocityAndTheWholeMovementWhenAskedToBegin() {
    final class DownwardOnly: GestureRecognizerDelegate {
      var seen: [(translation: Point, velocity: Point)] = []
      func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        let pan = recognizer as! PanGestureRecognizer
        let velocity = pan.velocity(in: nil)
        seen.append((pan.translation(in: nil), velocity))
        return velocity.y > 0 && abs(velocity.y) > abs(velocity.x)
      }
    }
    let delegate = DownwardOnly()
    pan.delegate = delegate
    router.pointerDown(at: Point(x: 100, y: 100), timestamp: 0, in: window)
    router.pointerMoved(to: Point(x: 100, y: 106), timestamp: 10)
    router.pointerMoved(to: Point(x: 101, y: 112), timestamp: 20)
    #expect(pan.state == .began)
    #expect(pan.translation(in: nil) == Point(x: 1, y: 12))
    #expect(delegate.seen.count == 1)
    #expect(delegate.seen[0].translation == Point(x: 1, y: 12))
    #expect(abs(delegate.seen[0].velocity.x - 150) < 1e-9)
    #expect(abs(delegate.seen[0].velocity.y - 600) < 1e-9)
    router.pointerUp(at: Point(x: 101, y: 112), timestamp: 30)

    router.pointerDown(at: Point(x: 100, y: 100), timestamp: 100, in: window)
    router.pointerMoved(to: Point(x: 112, y: 101), timestamp: 110)
    #expect(pan.state == .failed)
    router.pointerMoved(to: Point(x: 100, y: 150), timestamp: 120)
    #expect(pan.state == .failed)
    router.pointerUp(at: Point(x: 100, y: 150), timestamp: 130)
    #expect(pan.state == .possible)
  }

  @Test func followsThePointerOutsideTheWindow() {
    var states: [GestureRecognizer.State] = []
    pan.addAction { states.append($0.state) }
    router.pointerDown(at: Point(x: 20, y: 20), timestamp: 0, in: window)
    router.pointerMoved(to: Point(x: 5, y: 5), timestamp: 10)
    router.pointerMoved(to: Point(x: -40, y: -30), timestamp: 20)
    #expect(pan.translation(in: nil) == Point(x: -60, y: -50))
    router.pointerMoved(to: Point(x: 500, y: 1000), timestamp: 30)
    #expect(pan.translation(in: window) == Point(x: 480, y: 980))
    router.pointerUp(at: Point(x: 520, y: 1010), timestamp: 40)
    #expect(states == [.began, .changed, .changed, .ended])
  }
}
