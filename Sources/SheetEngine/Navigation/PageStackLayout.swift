/// Puts two stacked pages where a ``NavigationTransitionStyle`` says they are at a reveal:
/// the top page slid right with its edge shadow, the page below shifted left, faded and
/// under a black overlay. The animators set the start, capture the end in an animation
/// block, and clean up when done, so push, pop and back-swipe share one geometry.
@MainActor
struct PageStackLayout {
  let top: View
  let lower: View
  let overlay: View?
  let style: NavigationTransitionStyle
  let width: Double

  /// Adds the overlay between the pages (both must already be in `container`).
  init(container: View, top: View, lower: View, style: NavigationTransitionStyle) {
    self.top = top
    self.lower = lower
    self.style = style
    width = container.bounds.width
    if style.dimAlpha > 0 {
      let overlay = View(frame: container.bounds)
      overlay.backgroundColor = Color.black.withAlpha(style.dimAlpha)
      overlay.isUserInteractionEnabled = false
      overlay.accessibilityIdentifier = "navigation-dim"
      container.insertSubview(overlay, belowSubview: top)
      self.overlay = overlay
    } else {
      overlay = nil
    }
  }

  func apply(reveal: Double) {
    top.transform = AffineTransform(
      translationX: style.topPageOffset(reveal: reveal, width: width), y: 0)
    top.shadow = ViewShadow(
      opacity: style.shadowOpacity(reveal: reveal), radius: style.shadowRadius)
    lower.transform = AffineTransform(
      translationX: style.lowerPageOffset(reveal: reveal, width: width), y: 0)
    lower.alpha = style.lowerPageOpacity(reveal: reveal)
    overlay?.alpha = 1 - reveal
  }

  /// Leaves both pages as a page at rest looks, and removes the overlay.
  func cleanUp() {
    for page in [top, lower] {
      page.transform = .identity
      page.alpha = 1
      page.shadow = nil
    }
    overlay?.removeFromSuperview()
  }
}
