/// How the shared bar's contents move while a push, a pop or a back-swipe runs between two
/// pages that both have a bar: the bar's background stays put; each page's title and back
/// button slide and cross-fade with the pages' reveal (0: the top page covers the screen,
/// 1: it has slid off; see ``NavigationTransitionStyle``). Every value is linear in the
/// reveal, as the pages' are, so an animation block can capture the end state and a finger
/// scrubbing the transition moves the titles exactly as it moves the pages.
///
/// As in UIKit, the top page's back button (the previous page's title) and the page below's
/// title are one label morphing: the back button slides right by `backTravel` (from where
/// it rests to the centred title's place) while the title below arrives along the same path,
/// the two cross-fading, so they are always at the same place. The top page's title slides
/// right by half the bar's width as it leaves; the page below's back button fades in where
/// it rests.
public enum NavigationBarTransition {
  /// Horizontal offset of a title: the top page's (`isTop`) or the one below's.
  /// `backTravel` is how far the top page's back button is left of the centred title.
  public static func titleOffset(
    isTop: Bool, reveal: Double, width: Double, backTravel: Double
  ) -> Double {
    isTop ? reveal * width / 2 : -(1 - reveal) * backTravel
  }

  /// Horizontal offset of a back button.
  public static func backButtonOffset(isTop: Bool, reveal: Double, backTravel: Double) -> Double {
    isTop ? reveal * backTravel : 0
  }

  /// Alpha of a page's back chevron, which never moves: when both pages have a back button
  /// there is one chevron, the top page's, at full alpha throughout (UIKit keeps it in
  /// place while the labels morph); otherwise the one page that has it fades with its share
  /// of the cross-fade.
  public static func chevronAlpha(
    isTop: Bool, reveal: Double, topHasBack: Bool, lowerHasBack: Bool
  ) -> Double {
    guard isTop ? topHasBack : lowerHasBack else { return 0 }
    if topHasBack && lowerHasBack { return isTop ? 1 : 0 }
    return alpha(isTop: isTop, reveal: reveal)
  }

  /// Alpha of a page's title and back button: its share of the cross-fade.
  public static func alpha(isTop: Bool, reveal: Double) -> Double {
    isTop ? 1 - reveal : reveal
  }
}
