import Testing

@testable import SheetEngine

/// The shared bar's contents as functions of the pages' reveal, with exact numbers (bar 390
/// wide, the top page's back button 150 pt left of the centred title).
@Suite struct NavigationBarTransitionTests {
  private let width = 390.0
  private let travel = 150.0

  @Test func theTopTitleSlidesRightByHalfTheWidthAsItsPageLeaves() {
    for (reveal, offset) in [(0.0, 0.0), (0.25, 48.75), (0.5, 97.5), (1.0, 195.0)] {
      #expect(
        NavigationBarTransition.titleOffset(
          isTop: true, reveal: reveal, width: width, backTravel: travel) == offset)
    }
  }

  @Test func theTitleBelowArrivesAlongTheBackButtonsPath() {
    for (reveal, offset) in [(0.0, -150.0), (0.25, -112.5), (0.5, -75.0), (1.0, 0.0)] {
      #expect(
        NavigationBarTransition.titleOffset(
          isTop: false, reveal: reveal, width: width, backTravel: travel) == offset)
    }
    // The top back button heads for the centre at the same speed, so the title below (which
    // rests `travel` to its right) is always where the back button is: one label morphing.
    for reveal in stride(from: 0.0, through: 1, by: 0.125) {
      let back = NavigationBarTransition.backButtonOffset(
        isTop: true, reveal: reveal, backTravel: travel)
      let title = NavigationBarTransition.titleOffset(
        isTop: false, reveal: reveal, width: width, backTravel: travel)
      #expect(back == travel + title)
    }
  }

  @Test func theBackButtonBelowStaysWhereItRests() {
    for reveal in [0.0, 0.3, 1.0] {
      #expect(
        NavigationBarTransition.backButtonOffset(isTop: false, reveal: reveal, backTravel: travel)
          == 0)
    }
    #expect(
      NavigationBarTransition.backButtonOffset(isTop: true, reveal: 0.4, backTravel: travel) == 60)
  }

  @Test func theTwoPagesContentsCrossFade() {
    for (reveal, top) in [(0.0, 1.0), (0.25, 0.75), (0.5, 0.5), (0.75, 0.25), (1.0, 0.0)] {
      #expect(NavigationBarTransition.alpha(isTop: true, reveal: reveal) == top)
      #expect(NavigationBarTransition.alpha(isTop: false, reveal: reveal) == 1 - top)
    }
  }

  /// One chevron: between two pages with back buttons the top page's stays at full alpha
  /// and the lower one's is hidden; a chevron only one page has fades with that page.
  @Test func oneChevronStaysWhileBothPagesHaveABackButton() {
    for reveal in [0.0, 0.3, 0.5, 1.0] {
      #expect(
        NavigationBarTransition.chevronAlpha(
          isTop: true, reveal: reveal, topHasBack: true, lowerHasBack: true) == 1)
      #expect(
        NavigationBarTransition.chevronAlpha(
          isTop: false, reveal: reveal, topHasBack: true, lowerHasBack: true) == 0)
      #expect(
        NavigationBarTransition.chevronAlpha(
          isTop: true, reveal: reveal, topHasBack: true, lowerHasBack: false) == 1 - reveal)
      #expect(
        NavigationBarTransition.chevronAlpha(
          isTop: false, reveal: reveal, topHasBack: false, lowerHasBack: true) == reveal)
    }
  }

  @Test func aLongPreviousTitleBecomesBack() {
    let measure: (String) -> Double = { Double($0.count) * 10 }
    #expect(
      NavigationBarItemView.backTitle(for: "Page 1", width: 390, measure: measure) == "Page 1")
    // 13 characters, 130 pt: exactly a third of 390 still fits; 14 does not.
    #expect(
      NavigationBarItemView.backTitle(for: "Thirteen char", width: 390, measure: measure)
        == "Thirteen char")
    #expect(
      NavigationBarItemView.backTitle(for: "Sheet Playgrnd", width: 390, measure: measure)
        == "Back")
    #expect(NavigationBarItemView.backTitle(for: nil, width: 390, measure: measure) == "Back")
    #expect(NavigationBarItemView.backTitle(for: "", width: 390, measure: measure) == "Back")
  }
}
