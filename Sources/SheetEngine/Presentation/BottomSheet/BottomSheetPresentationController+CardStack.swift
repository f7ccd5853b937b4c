/// The card stack (docs/MOTION.md, "Card stack"): with ``SheetStyle/cardStack`` set, the
/// screen behind a sheet that reaches the large detent shrinks into a card as the sheet
/// rises from its next detent down (or from off screen) to its largest, every layout, so a
/// drag, a release spring, the presentation and the dismissal all carry it.
extension BottomSheetPresentationController {
  /// Sets the presenting screen's transform, corners and alpha for where the sheet is now;
  /// called from ``containerViewWillLayoutSubviews()``, the one writer of the sheet's frame.
  func updateCardStack() {
    guard let style = style.cardStack, let container = containerView else { return }
    let behind = presentingViewController.view
    guard behind.frame == container.bounds else { return }
    let progress = cardStackProgress(in: container)
    guard progress > 0 else {
      resetCardStack()
      return
    }
    let topInset = container.window?.safeAreaInsets.top ?? 0
    behind.transform = style.transform(
      progress: progress, size: container.bounds.size, sheetTop: topInset)
    // The radius is the on-screen one: the card's scale shrinks the mask with it.
    behind.cornerRadii = CornerRadii(
      all: style.cornerRadius(progress: progress, height: container.bounds.height))
    behind.cornerCurve = self.style.cornerCurve
    behind.masksToCorners = true
    behind.alpha = 1 - style.darkening * progress
  }

  /// Puts the screen behind back as it was (the sheet below its lower detent, or gone).
  func resetCardStack() {
    guard style.cardStack != nil else { return }
    let behind = presentingViewController.view
    guard !behind.transform.isIdentity || behind.masksToCorners || behind.alpha != 1 else {
      return
    }
    behind.transform = .identity
    behind.cornerRadii = .zero
    behind.masksToCorners = false
    behind.alpha = 1
  }

  /// How far the sheet is from its lower detent (or off screen) to its largest, 0...1; 0
  /// when its largest height does not reach the large detent (a sheet that fits shorter
  /// content leaves the screen behind alone, as iOS's medium-only sheet does).
  private func cardStackProgress(in container: View) -> Double {
    let topInset = container.window?.safeAreaInsets.top ?? 0
    let large = container.bounds.height - topInset
    let heights = detentHeights().sorted()
    let largest = heights.last ?? frameOfPresentedViewInContainerView.height
    guard largest >= large - 0.5 else { return 0 }
    let lower = heights.count > 1 ? heights[heights.count - 2] : 0
    // A sheet zooming out of or into its button shows its zoom rect's height: it is not
    // raised by its top nearing the bar (docs/MOTION.md, "Sheet from a bar button").
    let visible =
      zoomStage?.shown?.rect.height ?? container.bounds.height - presentedView.frameInWindow.minY
    return CardStackStyle.progress(
      visibleHeight: visible, lowerHeight: lower, largestHeight: largest)
  }
}
