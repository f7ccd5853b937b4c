extension Tuning {
  /// The pages' motion inside a sheet (keys `sheetNavigation.*`), along the sheet's curve.
  public var sheetNavigationStyle: NavigationTransitionStyle {
    .sheetPages(
      duration: sheetNavigation.duration, timing: .curve(sheet.curve),
      parallax: sheetNavigation.parallax)
  }

  /// A back-swipe inside a sheet: the window's finish rule and completion (keys
  /// `navigation.*`), with the sheet pages' motion, so a released swipe runs on or back
  /// along the same curve as a Back tap.
  public var sheetBackSwipePolicy: BackSwipePolicy {
    let window = backSwipePolicy
    return BackSwipePolicy(
      layout: sheetNavigationStyle, finishRule: window.finishRule, completion: window.completion)
  }
}
