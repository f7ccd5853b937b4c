/// The sheet's own motions: the ones the position runs on its own clock, as opposed to a
/// transition's, whose animator belongs to the transition (its interaction and its
/// alongside animations drive the same one) and which moves ``SheetPosition/offset``
/// through ``SheetPosition/follow(_:offsetFrom:to:)``.
extension SheetPosition {
  /// What moves a field of the sheet on its own. Each has at most one animator at a time:
  /// starting one replaces the one before.
  public enum Motion: CaseIterable, Sendable {
    /// ``SheetPosition/stretch`` going back after a rubber-banded drag.
    case stretchRelease
    /// ``SheetPosition/offset`` dipping and returning when a list's fling arrives at its top.
    case bounce
    /// ``SheetPosition/heightChangeFrame`` while the content's height changes.
    case heightChange
    /// ``SheetPosition/detentHeight`` while a release or a grabber tap settles it.
    case detentSettle
  }

  /// The one way a field moves on its own: stops `motion`'s previous animator where it is,
  /// then runs a new one for `duration` seconds along `timing` on `clock`, handing `update`
  /// the position and the progress every frame; `completion` runs if it ends on its own.
  func animate(
    _ motion: Motion, duration: Double, timing: TimingParameters, clock: AnimationClock,
    update: @escaping (SheetPosition, Double) -> Void,
    completion: ((SheetPosition) -> Void)? = nil
  ) {
    stop(motion)
    let animator = PropertyAnimator(duration: duration, timing: timing, clock: clock)
    // Weak: the position holds its animators, so they must not hold it.
    animator.addAnimations(progress: { [weak self] progress in
      if let self { update(self, progress) }
    })
    if let completion {
      animator.addCompletion { [weak self] _ in
        if let self { completion(self) }
      }
    }
    animator.startAnimation()
    animators[motion] = animator
  }

  /// Stops `motion` where it is, without completing it. Returns whether it had been started
  /// since it was last stopped (it may have ended on its own since).
  @discardableResult
  func stop(_ motion: Motion) -> Bool {
    guard let animator = animators.removeValue(forKey: motion) else { return false }
    animator.stopAnimation(true)
    return true
  }

  /// Stops every motion the position runs, where it is (the transition's is not its own).
  public func stopAll() {
    for motion in Motion.allCases { stop(motion) }
  }

  /// Whether `motion` is running now.
  public func isAnimating(_ motion: Motion) -> Bool {
    animators[motion]?.state == .active
  }

  /// Lets a transition's animator move ``offset`` from `start` to `end` with its progress:
  /// the cover-vertical motion.
  func follow(_ animator: PropertyAnimator, offsetFrom start: Double, to end: Double) {
    transitionOffsets = (start, end)
    releaseHeight = nil
    let identity = ObjectIdentifier(animator)
    transitionAnimator = identity
    // Strong, as the animation controller holds the position too: the position does not
    // hold this animator, so there is no cycle, and it lives as long as the transition.
    // The offsets are read each frame while they are this animator's, so a release can
    // move the off-screen end.
    animator.addAnimations(progress: { progress in
      let fixed: (start: Double, end: Double) = (start, end)
      let span = self.transitionAnimator == identity ? self.transitionOffsets ?? fixed : fixed
      self.offset = Interpolation.value(span.start, span.end, progress)
    })
  }
}
