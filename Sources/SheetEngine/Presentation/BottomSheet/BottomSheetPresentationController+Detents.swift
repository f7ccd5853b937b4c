/// The sheet's detents: the heights it can rest at, the live height while a drag or a
/// release spring moves it between them (``SheetPosition/detentHeight``, bottom pinned),
/// the grabber tap that cycles them, and the dim that follows the height above an undimmed
/// detent.
extension BottomSheetPresentationController {
  /// Whether the sheet can rest at more than one height.
  public var hasSeveralDetents: Bool { detents?.hasSeveralDetents ?? false }

  /// The detent the sheet rests at or is heading for.
  public var selectedDetent: SheetDetent? { detents?.detents[selectedDetentIndex] }

  /// Each detent's height in the current container, by index (empty without a container or
  /// detents).
  public func detentHeights() -> [Double] {
    guard let detents, let container = containerView else { return [] }
    let topInset = container.window?.safeAreaInsets.top ?? 0
    let fitting = fittingHeight(forWidth: container.bounds.width)
    return detents.detents.map {
      $0.height(
        containerHeight: container.bounds.height, topInset: topInset, fittingHeight: fitting,
        sizing: detents.sizing)
    }
  }

  /// The sheet's height on screen without its stretch: the live one between detents, the
  /// height-change frame's, or the laid-out frame's.
  public var currentHeight: Double {
    if let height = position.detentHeight { return height }
    let frame = position.heightChangeFrame ?? sheetFrame
    return max(frame.height - position.visibleStretch, 1)
  }

  /// Holds the sheet at the height it has now: stops a release spring or a height change
  /// where it is, so a drag continues from what is on screen.
  public func holdCurrentHeight() {
    let height = currentHeight
    position.stop(.detentSettle)
    position.stop(.heightChange)
    position.heightChangeFrame = nil
    position.detentHeight = height
  }

  /// Moves the live height (a drag between detents).
  public func setDetentHeight(_ height: Double) {
    position.detentHeight = height
  }

  /// Makes `index` the selected detent and lets the live height go there: with a spring
  /// that starts at `velocity` (pt/s, positive downward: the height shrinks) when `spring`
  /// is given, else along the sheet's curve.
  public func settle(toDetent index: Int, velocity: Double, spring: Spring?) {
    guard let detents, detents.detents.indices.contains(index) else { return }
    selectedDetentIndex = index
    position.stop(.detentSettle)
    let start = currentHeight
    let target = detentHeights()[index]
    guard abs(target - start) > 0.5, let clock = containerView?.window?.animationClock else {
      position.detentHeight = nil
      return
    }
    let timing: TimingParameters
    if var spring {
      // Progress per second: the height moves by -velocity over the distance to go.
      spring.initialVelocity = -velocity / (target - start)
      timing = .spring(spring)
    } else {
      timing = .curve(style.curve)
    }
    position.animate(
      .detentSettle, duration: style.duration, timing: timing, clock: clock,
      update: { position, progress in
        position.detentHeight = Interpolation.value(start, target, progress)
      },
      completion: { position in position.detentHeight = nil })
  }

  /// Whether the release spring between detents is running.
  public var isSettlingBetweenDetents: Bool { position.isAnimating(.detentSettle) }

  /// A grabber tap: the next detent in the list (after the last, the first), the height
  /// animated along the sheet's curve with the bottom pinned, as a content change is.
  public func cycleDetent() {
    guard let detents, detents.hasSeveralDetents, presentedViewController.activeTransition == nil
    else { return }
    if isSettlingBetweenDetents { holdCurrentHeight() }
    selectedDetentIndex = (selectedDetentIndex + 1) % detents.detents.count
    position.detentHeight = nil
    preferredContentSizeDidChange(animated: true)
  }

  /// Up or Down on the focused grabber (accessibility "adjustable"): the next larger
  /// (`step` 1) or smaller (-1) detent, without wrapping, along the sheet's curve as a tap's.
  /// Returns whether there was one.
  public func stepDetent(by step: Int) -> Bool {
    guard let detents, detents.hasSeveralDetents, presentedViewController.activeTransition == nil
    else { return false }
    let heights = detentHeights()
    let order = heights.indices.sorted { heights[$0] < heights[$1] }
    guard let rank = order.firstIndex(of: selectedDetentIndex), order.indices.contains(rank + step)
    else { return false }
    if isSettlingBetweenDetents { holdCurrentHeight() }
    selectedDetentIndex = order[rank + step]
    position.detentHeight = nil
    preferredContentSizeDidChange(animated: true)
    return true
  }

  /// Lets the grabber take taps that cycle the detents, on sheets that have several (the
  /// grabber of a sheet with one detent takes no input).
  func installGrabberTap(on grabber: GrabberView) {
    guard hasSeveralDetents else { return }
    grabber.isUserInteractionEnabled = true
    grabber.hitOutset = Size(width: 40, height: 12)
    grabber.primaryAction = { [weak self] in self?.cycleDetent() }
    grabber.adjustAction = { [weak self] step in self?.stepDetent(by: step) ?? false }
    let tap = TapGestureRecognizer()
    tap.addAction { [weak self] recognizer in
      if recognizer.state == .ended { self?.cycleDetent() }
    }
    grabber.addGestureRecognizer(tap)
  }

  /// The dim's strength at the current height, from the largest undimmed detent.
  func updateDetentDimming() {
    guard let detents, let undimmed = detents.largestUndimmedIndex else { return }
    let heights = detentHeights()
    guard heights.count == detents.detents.count else { return }
    let undimmedHeight = heights[undimmed]
    let next = heights.filter { $0 > undimmedHeight }.min()
    dimmingView.detentFraction = SheetDimming.fraction(
      height: currentHeight, undimmedHeight: undimmedHeight, nextHeight: next)
  }
}

extension BottomSheetPresentationController {
  /// Puts the content's accessories (``BottomSheetContent/sheetAccessoryView``) just above
  /// the sheet's top on screen, as wide as the sheet, and fades them by the height on screen
  /// from the sheet's lower detent (its only one, with one) up (docs/MOTION.md,
  /// "Accessories on the edge"). Added to the container above the sheet on first layout.
  func layoutAccessories(in container: View) {
    guard let accessories = (presentedViewController as? BottomSheetContent)?.sheetAccessoryView
    else { return }
    if accessories.superview !== container { container.addSubview(accessories) }
    let sheet = presentedView.frameInWindow
    let top = sheet.minY - (container.frameInWindow.minY)
    let height = accessories.sizeThatFits(Size(width: sheet.width, height: .infinity)).height
    accessories.frame = Rect(
      x: sheet.minX - container.frameInWindow.minX, y: top - accessories.gap - height,
      width: sheet.width, height: height)
    let heights = detentHeights().sorted()
    let fadeStart = heights.count > 1 ? heights[heights.count - 2] : heights.first ?? 0
    accessories.alpha = accessories.opacity(
      visibleHeight: container.bounds.height - top, fadeStart: fadeStart)
    accessories.isUserInteractionEnabled = accessories.alpha > 0.01
  }
}
