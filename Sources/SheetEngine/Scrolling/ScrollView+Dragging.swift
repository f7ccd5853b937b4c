import Foundation

/// Dragging: the offset follows the pointer 1:1 inside the range and through the rubber band
/// past the edges, and a release hands over to deceleration or the bounce spring.
extension ScrollView {

  func panDidChange(_ state: GestureRecognizer.State) {
    switch state {
    case .began:
      beginDragging()
      applyDrag()
    case .changed:
      applyDrag()
    case .ended:
      applyDrag()
      endDragging(velocity: 0 - panGestureRecognizer.velocity(in: self).y)
    case .cancelled:
      endDragging(velocity: 0)
    default:
      break
    }
  }

  /// Takes hold of the content where it is. None of the pan's translation is applied yet:
  /// the first ``applyDrag()`` moves the content by all of it, the distance since the press
  /// with ``DragStart/press`` (the grabbed row catches up with the pointer), nothing with
  /// ``DragStart/slop``.
  func beginDragging() {
    stopMotion()
    isDragging = true
    dragStartContentOffset = contentOffset
    appliedDragTranslation = 0
    revealIndicator()
    delegate?.scrollViewWillBeginDragging(self)
  }

  func applyDrag() {
    guard isDragging else { return }
    let translation = panGestureRecognizer.translation(in: self).y
    let delta = translation - appliedDragTranslation
    appliedDragTranslation = translation
    guard delta != 0 else { return }
    setVerticalOffset(offset(draggedFrom: boundsOrigin.y, by: -delta))
    revealIndicator()
  }

  /// The offset after a finger movement of `delta` from `offset`, through the rubber band:
  /// the overscroll on screen is turned back into the finger's distance past the edge, moved,
  /// and banded again, so a drag resumed while overscrolled continues smoothly.
  func offset(draggedFrom offset: Double, by delta: Double) -> Double {
    let range = verticalRange
    guard bounces else { return clampedOffset(offset + delta) }
    let dimension = bounds.height
    var raw = offset
    if offset < range.lowerBound {
      raw =
        range.lowerBound
        - ScrollPhysics.rubberBandDistance(
          forOffset: range.lowerBound - offset, dimension: dimension,
          constant: rubberBandConstant)
    } else if offset > range.upperBound {
      raw =
        range.upperBound
        + ScrollPhysics.rubberBandDistance(
          forOffset: offset - range.upperBound, dimension: dimension,
          constant: rubberBandConstant)
    }
    raw += delta
    if raw < range.lowerBound {
      return range.lowerBound
        - ScrollPhysics.rubberBandOffset(
          forDistance: range.lowerBound - raw, dimension: dimension, constant: rubberBandConstant)
    }
    if raw > range.upperBound {
      return range.upperBound
        + ScrollPhysics.rubberBandOffset(
          forDistance: raw - range.upperBound, dimension: dimension, constant: rubberBandConstant)
    }
    return raw
  }

  /// Hands the release over to a motion: a bounce back when overscrolled, else a
  /// deceleration toward the target (re-tuned when the delegate moved the target).
  func endDragging(velocity: Double) {
    guard isDragging else { return }
    isDragging = false
    let y = boundsOrigin.y
    let overscrolled = !verticalRange.contains(y)
    let projection = ScrollPhysics.projectedDistance(velocity: velocity, rate: decelerationRate)
    let natural = clampedOffset(overscrolled ? y : y + projection)
    var target = Point(x: boundsOrigin.x, y: natural)
    delegate?.scrollViewWillEndDragging(
      self, withVelocity: Point(x: 0, y: velocity), targetContentOffset: &target)
    motion = releaseMotion(
      from: y, velocity: velocity, target: clampedOffset(target.y), natural: natural,
      overscrolled: overscrolled)
    delegate?.scrollViewDidEndDragging(self, willDecelerate: motion != nil)
    if motion == nil { noteMotionStopped() } else { updateTicking() }
  }

  func releaseMotion(
    from y: Double, velocity: Double, target: Double, natural: Double, overscrolled: Bool
  ) -> ScrollMotion? {
    if !overscrolled, target == natural {
      let distance = ScrollPhysics.projectedDistance(velocity: velocity, rate: decelerationRate)
      guard abs(distance) >= ScrollMotion.restingDistance else { return nil }
      return .deceleration(
        from: y, velocity: velocity, rate: decelerationRate, within: verticalRange,
        spring: bounceSpring, bounces: bounces)
    }
    if !overscrolled, let rate = Self.decelerationRate(from: y, velocity: velocity, to: target) {
      return .deceleration(
        from: y, velocity: velocity, rate: rate, within: verticalRange, spring: bounceSpring,
        bounces: bounces)
    }
    guard target != y || velocity != 0 else { return nil }
    return ScrollMotion(
      reason: .deceleration,
      phase: .springing(anchor: target, displacement: y - target, velocity: velocity),
      spring: bounceSpring, bounces: bounces)
  }

  /// The rate whose projected distance from `velocity` is exactly `target - y`: r / (1 + r)
  /// with r = distance / (v / 1000); `nil` when the target lies behind the motion.
  static func decelerationRate(
    from y: Double, velocity: Double, to target: Double
  ) -> Double? {
    let distance = target - y
    guard velocity != 0, distance != 0, (distance > 0) == (velocity > 0) else { return nil }
    let ratio = distance / (velocity / 1000)
    return ratio / (1 + ratio)
  }
}
