/// The card stack (docs/MOTION.md, "Card stack"): with ``SheetStyle/cardStack`` set, the
/// screen behind a sheet that reaches the large detent shrinks into a card as the sheet
/// rises from its next detent down (or from off screen) to its largest, every layout, so a
/// drag, a release spring, the presentation and the dismissal all carry it.
///
/// Sheets on sheets (docs/MOTION.md, "Sheets on sheets"): a sheet presented from a sheet
/// pushes that sheet back instead, by its own progress, and the sheet below passes the
/// depth on, so the screen at the bottom of the stack is pushed back by every sheet above
/// it. Each sheet writes only its own view: the one above tells it how deep it is
/// (``recede(toDepth:)``), and it lays itself out.
extension BottomSheetPresentationController {
  /// Sets the presenting screen's transform, corners and alpha for where the sheet is now,
  /// or, when it is itself a sheet, how far it is pushed back; called from
  /// ``containerViewWillLayoutSubviews()``, the one writer of the sheet's frame.
  func updateCardStack() {
    guard let style = style.cardStack, let container = containerView, !hasLeft else { return }
    let progress = cardStackProgress(in: container)
    if let below = presentedFrom {
      below.recede(toDepth: progress + stackedDepth)
      return
    }
    let behind = presentingViewController.view
    guard behind.frame == container.bounds else { return }
    let depth = progress + stackedDepth
    guard depth > 0 else {
      resetCardStack()
      return
    }
    let topInset = container.window?.safeAreaInsets.top ?? 0
    behind.transform = style.recedeTransform(
      depth: depth, height: container.bounds.height,
      screenHeight: container.bounds.height, restingTop: 0, sheetTop: topInset)
    // The radius is the on-screen one: the card's scale shrinks the mask with it.
    behind.cornerRadii = CornerRadii(
      all: style.cornerRadius(progress: min(depth, 1), height: container.bounds.height)
        * style.scale(progress: min(depth, 1), height: container.bounds.height)
        / style.scale(progress: depth, height: container.bounds.height))
    behind.cornerCurve = self.style.cornerCurve
    behind.masksToCorners = true
    behind.alpha = max(1 - style.darkening * depth, 0)
  }

  /// A sheet presented over this one pushes it back to `depth` (its own progress plus the
  /// depth of any sheet over it): this sheet lays itself out again, pushed back, and passes
  /// the depth plus its own progress on to what is behind it.
  func recede(toDepth depth: Double) {
    guard depth != stackedDepth else { return }
    stackedDepth = depth
    if depth <= 0 {
      recedeShade?.removeFromSuperview()
      recedeShade = nil
    }
    containerViewWillLayoutSubviews()
  }

  /// This sheet's view pushed back by ``stackedDepth``, over the transform its position
  /// gave it (a card as the screen behind a sheet is, its top `gap` above the sheet's over
  /// it), darkened by a black shade as much as the screen behind is by its alpha.
  func applyRecede() {
    guard let style = style.cardStack, let container = containerView, stackedDepth > 0 else {
      return
    }
    let topInset = container.window?.safeAreaInsets.top ?? 0
    let frame = presentedView.frame
    presentedView.transform = style.recedeTransform(
      depth: stackedDepth, height: frame.height,
      screenHeight: container.bounds.height, restingTop: frame.minY, sheetTop: topInset,
      translationY: presentedView.transform.translationY)
    let shade = recedeShade ?? View()
    if shade.superview !== presentedView {
      shade.isUserInteractionEnabled = false
      shade.accessibilityIdentifier = "sheet-recede-shade"
      presentedView.addSubview(shade)
      recedeShade = shade
    }
    shade.frame = presentedView.bounds
    shade.cornerRadii = presentedView.cornerRadii
    shade.cornerCurve = presentedView.cornerCurve
    shade.backgroundColor = style.sheetShade(depth: stackedDepth)
  }

  /// Puts the screen behind back as it was (the sheet below its lower detent, or gone); a
  /// sheet behind is told it is no longer pushed back.
  func resetCardStack() {
    guard style.cardStack != nil else { return }
    if let below = presentedFrom {
      below.recede(toDepth: 0)
      return
    }
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
