/// Hands one continuous drag back and forth between a sheet's scrolling list and the sheet,
/// the part every sheet library gets wrong:
///
/// - scrolling the list up to its top and going on downward moves the sheet, without lifting
///   the button (the movement past the top goes to the sheet, not into a rubber band);
/// - dragging the sheet down and back up past its resting place hands the rest of the
///   movement back to the list, which scrolls;
/// - a downward fling of the list that reaches the top carries its momentum into the sheet:
///   a small bounce, or a dismissal when the throw would carry the whole sheet away;
/// - on a sheet with a larger detent that prefers it, an upward drag of the list at its top
///   first expands the sheet to its largest detent, then scrolls the list (UIKit's
///   `prefersScrollingExpandsWhenScrolledToEdge`).
///
/// Horizontal drags are refused by both the list's pan and the sheet's, so they move
/// neither. It observes the list's pan (after the list has applied each step) and is the
/// list's scroll delegate.
@MainActor
public final class SheetScrollHandoff: ScrollViewDelegate {
  /// The list it hands drags to and from.
  public private(set) weak var scrollView: ScrollView?
  private weak var driver: SwipeToDismissDriver?
  private var lastTranslation = 0.0
  private var lastOffset = 0.0

  public init(scrollView: ScrollView, driver: SwipeToDismissDriver) {
    self.scrollView = scrollView
    self.driver = driver
    scrollView.delegate = self
    scrollView.panGestureRecognizer.addAction { [weak self] recognizer in
      self?.listPanChanged(recognizer.state)
    }
  }

  /// Whether this hand-off holds the sheet: a drag holds it, and it is not the sheet's own
  /// pan (which wins, and cancels the list's, when the press is off the list).
  private var holdsSheet: Bool {
    guard let driver else { return false }
    return driver.isDragging && !driver.pan.isActive
  }

  /// The list's offset at its top.
  private var top: Double { scrollView?.minimumContentOffset.y ?? 0 }

  private func listPanChanged(_ state: GestureRecognizer.State) {
    guard let scrollView, let driver else { return }
    let pan = scrollView.panGestureRecognizer
    switch state {
    case .began:
      // The list has applied the first step (the catch-up since the press): redo it here.
      lastTranslation = 0
      lastOffset = scrollView.dragStartContentOffset.y
      // A sheet still moving is caught by the hand that grabs its list.
      if scrollView.window != nil, driver.isSheetTransitioning { driver.beginDrag() }
      fallthrough
    case .changed:
      let translation = pan.translation(in: nil).y
      let delta = translation - lastTranslation
      lastTranslation = translation
      if holdsSheet {
        let leftover = driver.drag(by: delta)
        if leftover < 0 {
          driver.endDrag(velocity: 0)
          scrollView.contentOffset.y = top - leftover
        } else {
          scrollView.contentOffset.y = top
        }
      } else if delta > 0, lastOffset - delta < top {
        let toList = max(lastOffset - top, 0)
        scrollView.contentOffset.y = top
        if driver.beginDrag() { _ = driver.drag(by: delta - toList) }
      } else if delta < 0, lastOffset <= top, driver.expandsBeforeScrolling {
        // The list took this step from its top; the sheet takes it instead, and what is
        // left once the sheet is fully expanded scrolls the list.
        scrollView.contentOffset.y = top
        if driver.beginDrag() {
          let leftover = driver.drag(by: delta)
          if leftover < 0 {
            driver.endDrag(velocity: 0)
            scrollView.contentOffset.y = top - leftover
          }
        }
      }
      lastOffset = scrollView.contentOffset.y
    case .ended, .cancelled, .failed:
      guard holdsSheet else { return }
      scrollView.stopMotion()
      scrollView.contentOffset.y = top
      let velocity = state == .ended ? pan.velocity(in: nil).y : 0
      driver.endDrag(velocity: velocity, cancelled: state != .ended)
    case .possible:
      break
    }
  }

  /// A fling that reaches the top while decelerating gives its momentum to the sheet.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {
    guard !scrollView.isDragging, scrollView.isDecelerating, scrollView.contentOffset.y < top,
      scrollView.velocity.y < 0, let driver
    else { return }
    let velocity = -scrollView.velocity.y
    scrollView.stopMotion()
    scrollView.contentOffset.y = top
    driver.absorbMomentum(velocity: velocity)
  }
}
