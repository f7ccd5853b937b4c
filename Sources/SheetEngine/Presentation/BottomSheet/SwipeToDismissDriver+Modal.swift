/// The drag on a sheet that is modal in presentation (UIKit's `isModalInPresentation`): it
/// starts no dismissal. The sheet follows the pointer down through the rubber band, so it
/// gives a little and visibly refuses (docs/MOTION.md, "Modal in presentation"); on release
/// it springs back to rest with the bounce spring and the holder hears of the attempt. It
/// never dismisses, however far or fast it is thrown.
extension SwipeToDismissDriver {
  /// Takes hold of a resting modal sheet; false when it is not modal or not at rest.
  func beginResistingDrag() -> Bool {
    guard let sheet = presentationController, sheet.modalHolder != nil,
      presented?.activeTransition == nil, !sheet.hasSeveralDetents
    else { return false }
    sheet.position.stop(.bounce)
    isDragging = true
    isResisting = true
    isHeldByPress = false
    dragOffset = 0
    return true
  }

  /// The pointer `offset` points below where the drag began: the sheet shows the rubber
  /// band of it (of its own height), down only, or stretches up as any sheet does.
  func resist(toOffset offset: Double) {
    guard let sheet = presentationController else { return }
    let height = sheet.restingHeight
    dragOffset = offset
    let band = ScrollPhysics.rubberBandOffset(
      forDistance: abs(offset), dimension: height, constant: behavior.rubberBandConstant)
    sheet.position.offset = offset > 0 ? band : 0
    sheet.stretch = offset < 0 && behavior.rubberBands ? band : 0
  }

  /// Lets go: back to rest at the shown speed (the pointer's, times the band's slope
  /// there), and the holder is told a dismissal was attempted when the drag went down.
  func endResistingDrag(velocity: Double) {
    isDragging = false
    isResisting = false
    guard let sheet = presentationController else { return }
    let shown = sheet.position.offset
    sheet.releaseStretch(velocity: velocity)
    let height = sheet.restingHeight
    let constant = behavior.rubberBandConstant
    let stretchFactor = 1 / (max(dragOffset, 0) * constant / height + 1)
    sheet.springBack(from: shown, velocity: velocity * constant * stretchFactor * stretchFactor)
    if dragOffset > 0 { sheet.modalHolder?.presentationControllerDidAttemptToDismiss() }
    dragOffset = 0
  }
}

extension BottomSheetPresentationController {
  /// The resting sheet `offset` points down goes back up with the bounce spring seeded
  /// with `velocity` (pt/s, downward positive), as a bounce does.
  func springBack(from offset: Double, velocity: Double) {
    guard offset > 0, let clock = containerView?.window?.animationClock else {
      position.offset = 0
      return
    }
    let spring = style.bounceSpring
    let duration = spring.settlingDuration(tolerance: Spring.animationTolerance)
    position.animate(
      .bounce, duration: duration, timing: .linear, clock: clock,
      update: { position, progress in
        let shown = spring.displacement(at: progress * duration, from: offset, velocity: velocity)
        position.offset = progress >= 1 ? 0 : shown
      })
  }

  /// Dismisses the sheet from where it is now, a resisting drag's spring back included
  /// (Discard in the unsaved-changes confirmation): the dismissal's curve starts there.
  public func dismissFromCurrentPosition() {
    position.stop(.bounce)
    presentedViewController.dismiss(animated: true)
  }
}
