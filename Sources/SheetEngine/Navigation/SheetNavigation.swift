/// Navigation between pages inside a bottom sheet: a
/// ``NavigationController`` set up to be presented as a sheet, whose pages push and pop
/// sideways while the sheet's height goes from one page's fitting height to the other's in
/// the same motion, and whose top page can be swiped back.
///
/// What it sets up, and why:
/// - the stack's screen id is the root page's, so the state snapshot reports the sheet as
///   its first page (the root page's id as `"screen"`) with the pages in `navigationStack`;
/// - no navigation bars: the pages show their own titles and back buttons (a bar sized for
///   the window's top inset has no place in a sheet);
/// - an overlay above the pages, which the sheet fills with its grabber (see
///   ``BottomSheetContent``), so the grabber stays put while the pages move under it;
/// - the stack's view paints the sheet's background, which the sheet rounds: a page should
///   leave the top band as tall as that radius unpainted, because clipping is rectangular
///   and a page's square corners would show while it slides;
/// - a ``BackSwipeController`` (the pan refuses vertical drags, the sheet's swipe-to-dismiss
///   refuses horizontal ones) whose pushes and pops are ``SheetNavigationAnimator``s.
@MainActor
public enum SheetNavigation {
  /// The navigation controller to present with a bottom-sheet transitioning delegate.
  /// `policy` decides back-swipes, and its layout is the motion of every push and pop;
  /// with `crossFade` (Reduce Motion) pushes and pops no finger drives cross-fade instead.
  public static func makeNavigationController(
    rootViewController root: ViewController, policy: BackSwipePolicy = .inSheet,
    edgeOnly: Bool = false, edgeWidth: Double = 20, backgroundColor: Color = .white,
    crossFade: CrossFade? = nil
  ) -> NavigationController {
    let navigation = NavigationController(rootViewController: root, screenID: root.screenID)
    navigation.crossFade = crossFade
    navigation.showsNavigationBars = false
    navigation.view.backgroundColor = backgroundColor
    let overlay = View()
    overlay.isUserInteractionEnabled = false
    overlay.accessibilityIdentifier = "sheet-overlay"
    navigation.overlayView = overlay
    let backSwipe = BackSwipeController.install(
      on: navigation, policy: policy, edgeOnly: edgeOnly, edgeWidth: edgeWidth)
    backSwipe.makeAnimator = { operation, policy in
      SheetNavigationAnimator(operation: operation, style: policy.layout)
    }
    backSwipe.makeCrossFadeAnimator = { [unowned backSwipe] operation, crossFade in
      SheetNavigationAnimator(
        operation: operation, style: backSwipe.policy.layout, crossFade: crossFade)
    }
    return navigation
  }
}

extension NavigationController: BottomSheetContent {
  /// The top page's fitting height; during a push or pop, the two pages' heights blended by
  /// the transition's progress, so a sheet follows the pages continuously (also while a
  /// back-swipe scrubs the pop) and rests exactly on a page's height at either end.
  public func sheetContentHeight(forWidth width: Double) -> Double? {
    let size = Size(width: width, height: .infinity)
    guard let context = transitionCoordinator?.context, let progress = transitionState?.progress
    else {
      return topViewController?.view.sizeThatFits(size).height ?? 0
    }
    let from = context.fromViewController.view.sizeThatFits(size).height
    let to = context.toViewController.view.sizeThatFits(size).height
    // This form gives each page's own height exactly at progress 0 and 1.
    return (1 - progress) * from + progress * to
  }

  /// The height of the page a transition ends on: the arriving page's, or the leaving
  /// page's when it runs back. Nothing while a back-swipe drives it: its own release, in the
  /// same frame, decides which way it goes.
  public func sheetContentFinalHeight(forWidth width: Double) -> Double? {
    guard let context = transitionCoordinator?.context, !context.isInteractive,
      let animator = context.animator
    else { return nil }
    let page = animator.isReversed ? context.fromViewController : context.toViewController
    return page.view.sizeThatFits(Size(width: width, height: .infinity)).height
  }

  /// The overlay view, where a sheet's grabber stays above the pages.
  public var sheetChromeView: View? { overlayView }

  /// The top page's scroll view, if it is sheet content that scrolls (a long text page).
  public var trackedScrollView: ScrollView? {
    (topViewController as? BottomSheetContent)?.trackedScrollView
  }
}

extension NavigationTransitionStyle {
  /// Pages inside a sheet (docs/MOTION.md, "Navigation"): 0.35 s along the sheet's curve
  /// (0.2, 1), (0.42, 1), the page below at -30 %, with the standard stack's dim (0.1) and
  /// edge shadow (radius 5, opacity 1 -> 0.1).
  public static let inSheet = NavigationTransitionStyle.sheetPages(
    duration: 0.35, timing: .curve(UnitBezier(0.2, 1, 0.42, 1)), parallax: 0.3,
    stack: .standard)

  /// Pages inside a sheet: the slide (the top page from the right edge, the page below by
  /// `parallax` of the width) with the navigation stack's dim over the page below and
  /// shadow on the top page's edge, so the two pages read apart as they do in the window
  /// (docs/MOTION.md, "Navigation"); the page below does not fade.
  public static func sheetPages(
    duration: Double, timing: TimingParameters, parallax: Double,
    stack: NavigationTransitionStyle
  ) -> NavigationTransitionStyle {
    NavigationTransitionStyle(
      duration: duration, timing: timing, parallax: parallax, dimAlpha: stack.dimAlpha,
      coveredOpacity: 1, shadowRadius: stack.shadowRadius, shadowOpacity: stack.shadowOpacity,
      revealedShadowOpacity: stack.revealedShadowOpacity)
  }
}

extension BackSwipePolicy {
  /// A back-swipe inside a sheet: the standard rules (past half the width or faster than
  /// 1000 pt/s), completing along the sheet pages' own curve.
  public static let inSheet = BackSwipePolicy(
    layout: .inSheet, finishRule: .thresholds(progress: 0.5, velocity: 1000),
    completion: .alongCurve)
}
