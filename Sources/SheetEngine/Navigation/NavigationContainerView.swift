/// The navigation controller's view: every page fills it, the bar sits across its top (on
/// the container above the pages, or on the page it rides with), and while a transition
/// runs it takes every press itself, so buttons on moving pages cannot fire but a
/// back-swipe recognizer on this view can still grab the page.
@MainActor
final class NavigationContainerView: View {
  weak var controller: NavigationController?

  override func layoutSubviews() {
    let barFrame = Rect(
      x: 0, y: 0, width: bounds.width, height: controller?.navigationBarHeight ?? 0)
    for subview in subviews {
      if subview === controller?.containerBar {
        subview.frame = barFrame
        continue
      }
      subview.frame = bounds
      guard let bar = controller?.bar(in: subview) else { continue }
      if subview.subviews.last !== bar { subview.addSubview(bar) }
      bar.frame = barFrame
    }
  }

  override func hitTest(_ point: Point) -> View? {
    guard controller?.transitionState != nil else { return super.hitTest(point) }
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point) else {
      return nil
    }
    return self
  }
}
