/// A sheet with several detents that is modal in presentation (UIKit's
/// `isModalInPresentation` on a `UISheetPresentationController` with detents): as in UIKit,
/// the flag blocks the dismissal only, so a drag still moves the sheet between its detents
/// and a release still goes to the detent nearest its projection; below the smallest detent
/// the sheet does not start leaving but gives by the rubber band of the pointer's distance
/// against that detent's height, springs back on release with the bounce spring, and the
/// controller hears of the attempt (docs/MOTION.md, "Modal sheets with detents").
extension SwipeToDismissDriver {
  /// Whether the drag between detents that is beginning must not dismiss: the sheet is
  /// modal and at rest (a sheet still being presented is taken over as any other).
  func detentDragIsModal() -> Bool {
    presentationController?.modalHolder != nil && presented?.activeTransition == nil
  }

  /// A modal sheet asked for `height` on screen, below its smallest detent `floor`: it keeps
  /// that detent's height and shows the rubber band of the distance as an offset down.
  func resistBelowSmallestDetent(height: Double, floor: Double) {
    guard let sheet = presentationController else { return }
    sheet.stretch = 0
    sheet.setDetentHeight(floor)
    sheet.position.offset = ScrollPhysics.rubberBandOffset(
      forDistance: max(floor - height, 0), dimension: floor, constant: behavior.rubberBandConstant)
  }

  /// Lets go of a modal sheet with detents at `velocity`: to the detent nearest its
  /// projection (never away), the band's offset back with the bounce spring at the shown
  /// speed, and the attempt reported when the drag went below the smallest detent.
  func endModalDetentDrag(velocity: Double, heights: [Double], cancelled: Bool) {
    guard let sheet = presentationController else { return }
    let shown = sheet.position.offset
    let floor = heights.min() ?? 0
    let index =
      cancelled
      ? sheet.selectedDetentIndex
      : behavior.nearestDetent(
        height: sheet.currentHeight, velocity: shown > 0 ? 0 : velocity, detentHeights: heights)
    sheet.releaseStretch(velocity: velocity)
    let spring = behavior.usesSpring ? behavior.releaseSpring(velocity: velocity) : nil
    sheet.settle(toDetent: index, velocity: shown > 0 ? 0 : velocity, spring: spring)
    guard shown > 0 else { return }
    // The band's slope where it was let go: c / (d c / h + 1)², as a resisting drag's.
    let constant = behavior.rubberBandConstant
    let distance = shownDistance(shown: shown, floor: floor)
    let factor = 1 / (distance * constant / floor + 1)
    sheet.springBack(from: shown, velocity: velocity * constant * factor * factor)
    if !cancelled { sheet.modalHolder?.presentationControllerDidAttemptToDismiss() }
  }

  /// The pointer's distance below the smallest detent that shows `shown` points of band.
  private func shownDistance(shown: Double, floor: Double) -> Double {
    // shown = (1 − 1 / (d c / h + 1)) h  ⇒  d = h / c × (1 / (1 − shown / h) − 1).
    let constant = behavior.rubberBandConstant
    guard constant > 0, shown < floor else { return 0 }
    return floor / constant * (1 / (1 - shown / floor) - 1)
  }
}
