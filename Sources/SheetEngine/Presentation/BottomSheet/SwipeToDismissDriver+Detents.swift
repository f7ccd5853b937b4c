/// Drags of a sheet with several detents. The pointer asks for a height on screen (the
/// largest detent's minus ``SwipeToDismissDriver/dragOffset``): between the smallest and the
/// largest detent the sheet takes it as its live height, bottom pinned; above the largest it
/// stretches with the rubber band (or stops, without one); below the smallest
/// it keeps that height and slides down with an interactive dismissal, started only then, so
/// the dismissal moves the sheet by the height it has. On release it goes to the detent
/// nearest to the projected position, or away by the dismiss rules
/// (``DismissBehavior/releaseTarget(height:velocity:detentHeights:)``).
extension SwipeToDismissDriver {
  /// What a drag between detents remembers.
  struct DetentDrag {
    /// The detents' heights by index, when the drag began.
    var heights: [Double]
    /// The height on screen when the drag began.
    var startHeight: Double
    /// The height the dismissal (or the presentation taken over) moves the sheet by, while
    /// one runs.
    var transitionHeight: Double?
    /// Whether this drag started the dismissal (below the smallest detent), so that going
    /// back above it ends the dismissal again.
    var startedDismissal = false
    /// Whether the sheet is modal in presentation: below the smallest detent it resists
    /// instead of leaving (`resistBelowSmallestDetent(height:floor:)`).
    var isModal = false

    var smallest: Double { heights.min() ?? 1 }
    var largest: Double { heights.max() ?? 1 }
  }

  /// Whether an upward drag on the sheet's list at its top should first expand the sheet
  /// (it has a larger detent and prefers scrolling to expand it).
  public var expandsBeforeScrolling: Bool {
    guard let sheet = presentationController, sheet.hasSeveralDetents,
      sheet.detents?.scrollingExpandsWhenScrolledToEdge == true, !isSheetTransitioning
    else { return false }
    return sheet.currentHeight < (sheet.detentHeights().max() ?? 0) - 0.5
  }

  func beginDetentDrag() -> Bool {
    guard let presented, let sheet = presentationController else { return false }
    sheet.stopBounce()
    sheet.holdCurrentHeight()
    isDragging = true
    isHeldByPress = false
    var drag = DetentDrag(
      heights: sheet.detentHeights(), startHeight: sheet.currentHeight, transitionHeight: nil,
      isModal: detentDragIsModal())
    if let transition = presented.activeTransition {
      if !transition.context.isInteractive { takeOver(transition.context) }
      let height = sheet.currentHeight
      drag.transitionHeight = height
      drag.startHeight = height - transition.offscreenFraction * height
    }
    detentDrag = drag
    dragOffset = drag.largest - drag.startHeight
    if drag.startHeight > drag.largest, behavior.rubberBands, drag.transitionHeight == nil {
      // Caught while a release spring overshoots the largest detent: the overshoot on
      // screen becomes the drag's rubber band, so the first move continues from it.
      let shown = drag.startHeight - drag.largest
      sheet.setDetentHeight(drag.largest)
      sheet.stretch = shown
      dragOffset = -ScrollPhysics.rubberBandDistance(
        forOffset: shown, dimension: drag.largest, constant: behavior.rubberBandConstant)
    }
    return true
  }

  func dragDetents(toOffset offset: Double) {
    guard isDragging, var drag = detentDrag, let presented, let sheet = presentationController
    else { return }
    let largest = drag.largest
    dragOffset = behavior.rubberBands ? offset : max(offset, 0)
    let height = largest - offset
    let floor = drag.transitionHeight ?? drag.smallest
    if drag.isModal {
      if height < floor { return resistBelowSmallestDetent(height: height, floor: floor) }
      sheet.position.offset = 0
    }
    if height > largest {
      sheet.setDetentHeight(largest)
      sheet.stretch =
        behavior.rubberBands
        ? ScrollPhysics.rubberBandOffset(
          forDistance: height - largest, dimension: largest,
          constant: behavior.rubberBandConstant) : 0
    } else {
      sheet.stretch = 0
      sheet.setDetentHeight(max(height, floor))
    }
    if height >= floor, drag.startedDismissal, let transition = presented.activeTransition {
      // Back above the smallest detent: the dismissal the drag started is cancelled where it
      // is (at its start, so it ends in the next step), and a later one starts again from
      // the height the sheet has then.
      update(transition.progress(forOffscreenFraction: 0))
      completionTimingParameters = nil
      transition.animator?.completesOnReachingTarget = false
      cancel()
      drag.startedDismissal = false
      drag.transitionHeight = nil
      detentDrag = drag
      return
    }
    if height < floor, presented.activeTransition == nil {
      // Below the smallest detent: the sheet slides down by its own height from here.
      sheet.containerView?.layoutIfNeeded()
      presented.dismiss(animated: true)
      guard presented.activeTransition != nil else { return }
      drag.transitionHeight = floor
      drag.startedDismissal = true
      detentDrag = drag
    }
    // A cancelled dismissal still ending holds the sheet at the smallest detent for a step.
    guard let transition = presented.activeTransition, transition.context.isInteractive else {
      return
    }
    let fraction = min(max((floor - height) / floor, 0), 1)
    update(transition.progress(forOffscreenFraction: fraction))
  }

  func dragDetents(by delta: Double) -> Double {
    guard let drag = detentDrag, let sheet = presentationController else { return 0 }
    // A list hands its drag back above the largest detent, or above where the drag began
    // when scrolling does not expand the sheet.
    let expands = sheet.detents?.scrollingExpandsWhenScrolledToEdge ?? false
    let ceiling = drag.largest - (expands ? drag.largest : max(drag.startHeight, drag.smallest))
    let target = dragOffset + delta
    if target < ceiling, dragOffset >= ceiling {
      dragDetents(toOffset: ceiling)
      return target - ceiling
    }
    dragDetents(toOffset: target)
    return 0
  }

  func endDetentDrag(velocity: Double, cancelled: Bool) {
    guard isDragging, let drag = detentDrag, let presented, let sheet = presentationController
    else {
      isDragging = false
      detentDrag = nil
      return
    }
    if drag.isModal {
      isDragging = false
      detentDrag = nil
      return endModalDetentDrag(velocity: velocity, heights: drag.heights, cancelled: cancelled)
    }
    let live = sheet.currentHeight
    var transition = presented.activeTransition
    let transitionHeight = drag.transitionHeight ?? live
    let offset = transition.map { $0.offscreenFraction * transitionHeight } ?? 0
    let target =
      cancelled
      ? .detent(sheet.selectedDetentIndex)
      : behavior.releaseTarget(
        height: live - offset, velocity: velocity, detentHeights: drag.heights)
    sheet.releaseStretch(velocity: velocity)
    switch target {
    case .dismiss:
      if transition == nil {
        // Released above the smallest detent: it leaves at the height it has.
        sheet.containerView?.layoutIfNeeded()
        presented.dismiss(animated: true)
        transition = presented.activeTransition
      }
      isDragging = false
      detentDrag = nil
      guard let transition else { return }
      release(transition, goes: true, offset: offset, height: transitionHeight, velocity: velocity)
    case .detent(let index):
      isDragging = false
      detentDrag = nil
      // Pulled below the smallest detent, the dismissal's spring carries the velocity.
      let heightVelocity = offset > 0.5 ? 0 : velocity
      let spring = behavior.usesSpring ? behavior.releaseSpring(velocity: velocity) : nil
      sheet.settle(toDetent: index, velocity: heightVelocity, spring: spring)
      if let transition {
        release(
          transition, goes: false, offset: offset, height: transitionHeight, velocity: velocity)
      }
    }
  }
}
