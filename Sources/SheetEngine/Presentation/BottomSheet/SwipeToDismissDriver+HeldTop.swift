/// How a drag holds a sheet in a transition by its top edge (docs/MOTION.md, "Grab during a
/// height change"): the drag's offsets count from the resting top the sheet had when the
/// press landed, and they become the transition's progress in the transition's own points,
/// the height the sheet had when the transition started. Either height may have changed
/// since (a push inside the sheet re-fits it, a content change animates it), and counting in
/// the height of the moment instead puts the grabbed point off the pointer by the difference
/// times the progress.
extension SwipeToDismissDriver {
  /// The sheet's resting top now (container coordinates): its frame's top without the
  /// rubber band's stretch.
  var restingTop: Double {
    guard let sheet = presentationController else { return 0 }
    return sheet.presentedView.frame.minY + sheet.position.visibleStretch
  }

  /// The offsets below the resting place where `transition` shows the sheet at rest and
  /// entirely off screen: its animator's, fixed when it started; without one, 0 and the
  /// sheet's height.
  func offsets(of transition: ModalTransition) -> (rest: Double, offscreen: Double) {
    guard let span = presentationController?.position.transitionOffsets else {
      return (0, presentationController?.restingHeight ?? 1)
    }
    return transition.kind == .dismiss ? (span.start, span.end) : (span.end, span.start)
  }

  /// The offset below its resting place at which `transition` shows the sheet now.
  func shownOffset(of transition: ModalTransition) -> Double {
    transitionOffset(of: transition) + releaseLead
  }

  /// The offset the transition's progress gives now, in its own offsets: below the resting
  /// place of the height a sheet let go while it changes will have.
  func transitionOffset(of transition: ModalTransition) -> Double {
    let (rest, offscreen) = offsets(of: transition)
    return rest + transition.offscreenFraction * (offscreen - rest)
  }

  /// The progress that shows the sheet `offset` points below its resting place, clamped to
  /// the transition's range.
  func progress(of transition: ModalTransition, forOffset offset: Double) -> Double {
    let (rest, offscreen) = offsets(of: transition)
    guard abs(offscreen - rest) > 1e-9 else { return transition.progress }
    let fraction = min(max((offset - releaseLead - rest) / (offscreen - rest), 0), 1)
    return transition.progress(forOffscreenFraction: fraction)
  }

  /// ``SheetPosition/releaseLead(height:)`` at the sheet's height now.
  var releaseLead: Double {
    guard let sheet = presentationController else { return 0 }
    return sheet.position.releaseLead(height: sheet.restingHeight)
  }

  /// Puts the held sheet's top `offset` points below ``grabTop``, or, above it, lets the
  /// transition show the sheet at rest (the rubber band stretches it then).
  func holdTop(atOffset offset: Double, of transition: ModalTransition) {
    guard let sheet = presentationController else { return }
    let top = grabTop ?? restingTop
    sheet.position.heldTop = offset > 0 ? top + offset : nil
    extendOffscreenEnd(toAtLeast: sheet.restingHeight, of: transition)
    update(progress(of: transition, forOffset: top + max(offset, 0) - restingTop))
  }

  /// Hands a sheet let go while its height changes (a push the press held resumes) to the
  /// resting place of the `final` height it will have: the transition's offsets count from
  /// there (``SheetPosition/releaseHeight``), its off-screen end is at least `final`, and
  /// its progress is counted again so the sheet does not move in this frame. The top then
  /// moves as the release's spring or curve says, at the pointer's speed to start with, and
  /// a sheet sent off leaves whole: counted from the resting place of the moment, the
  /// height change moved the top as well, and a sheet that grew vanished with the growth
  /// on screen.
  func leadTowardFinalHeight(_ final: Double, of transition: ModalTransition) {
    guard let sheet = presentationController, sheet.position.transitionOffsets != nil else {
      return
    }
    let shown = shownOffset(of: transition)
    extendOffscreenEnd(toAtLeast: final, of: transition)
    sheet.position.releaseHeight = final
    update(progress(of: transition, forOffset: shown))
    transition.animator?.addCompletion { [weak sheet] _ in sheet?.position.releaseHeight = nil }
  }

  /// Moves the transition's off-screen end down to `height` below the resting place when it
  /// lies above it. The end was fixed when the transition started; a sheet that grew since
  /// (a push inside it re-fits it) would still show its top part there, so a held top
  /// below the end had no progress to map onto: the dim cleared with the sheet on screen,
  /// and letting go snapped the top up to the end (17.8 pt in one frame, fuzz seed 1).
  /// Progress is counted again wherever it is used, so the sheet does not move.
  func extendOffscreenEnd(toAtLeast height: Double, of transition: ModalTransition) {
    guard let sheet = presentationController, let span = sheet.position.transitionOffsets,
      height > offsets(of: transition).offscreen + 0.5
    else { return }
    sheet.position.transitionOffsets =
      transition.kind == .dismiss ? (span.start, height) : (height, span.end)
  }

  /// Lets go of the top: the transition's progress takes over the translation from where
  /// the top is on screen now (the height may have changed since the last move).
  func releaseTop(of transition: ModalTransition) {
    guard let sheet = presentationController else { return }
    if let heldTop = sheet.position.heldTop {
      extendOffscreenEnd(toAtLeast: sheet.restingHeight, of: transition)
      update(progress(of: transition, forOffset: heldTop - restingTop))
    }
    sheet.position.heldTop = nil
    grabTop = nil
  }
}
