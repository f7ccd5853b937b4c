/// The pan a ``ScrollView`` owns (UIKit's private `UIScrollViewPanGestureRecognizer`): a
/// plain ``PanGestureRecognizer`` to everyone else, which also tells its scroll view when a
/// press lands (a press stops a deceleration where it is, before any drag) and when the
/// pointer sequence is over, and refuses drags the scroll view cannot use.
@MainActor
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
  weak var scrollView: ScrollView?

  override func pointerBegan(at location: Point, timestamp: Double) {
    super.pointerBegan(at: location, timestamp: timestamp)
    scrollView?.pointerDidPress()
  }

  override func shouldBegin(hitView: View?) -> Bool {
    guard scrollView?.panShouldBegin(translation: translation(in: nil)) ?? true else {
      return false
    }
    return super.shouldBegin(hitView: hitView)
  }

  override func reset() {
    super.reset()
    scrollView?.pointerSequenceDidEnd()
  }
}
