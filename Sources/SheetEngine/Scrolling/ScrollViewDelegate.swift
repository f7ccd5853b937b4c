/// What a scroll view tells its delegate, as `UIScrollViewDelegate`, with the same
/// defaults (nothing). Velocities are in points per second of the content offset (UIKit
/// passes points per millisecond): positive while the offset grows, i.e. the content moves
/// up.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed, for any reason (drag, motion, wheel, code, layout).
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// A drag began; any deceleration or bounce was already stopped by the press.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// The finger lifted with `velocity`; `targetContentOffset` is where the motion will
  /// rest (clamped to the scrollable range) and may be changed, e.g. to snap to a row: the
  /// deceleration is then re-tuned to stop exactly there.
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point,
    targetContentOffset: inout Point)
  /// The drag ended; `decelerate` tells whether a deceleration or bounce follows.
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// The motion after a drag came to rest on its own (not when a press stopped it).
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  /// An animated `setContentOffset` or a wheel motion came to rest on its own.
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point,
    targetContentOffset: inout Point
  ) {}
  public func scrollViewDidEndDragging(
    _ scrollView: ScrollView, willDecelerate decelerate: Bool
  ) {}
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
