/// The thin vertical indicator: shown while the content moves, faded after a pause.
extension ScrollView {
  /// Shows the indicator, which then fades as after a scroll, as UIKit's.
  public func flashScrollIndicators() {
    revealIndicator()
    noteMotionStopped()
  }

  func revealIndicator() {
    guard showsVerticalScrollIndicator, canScrollVertically else { return }
    indicatorIdleTime = nil
    verticalScrollIndicator.alpha = 1
  }

  /// Sizes the indicator to the visible fraction of the content (at least 36 pt), places
  /// it along its track by the scroll progress, and shortens it while overscrolled, pinned
  /// to the end it is pulled toward.
  func layoutScrollIndicator() {
    let indicator = verticalScrollIndicator
    let contentLength = contentSize.height + contentInset.top + contentInset.bottom
    guard showsVerticalScrollIndicator, canScrollVertically, bounds.height > 0 else {
      indicator.isHidden = true
      return
    }
    indicator.isHidden = false
    let insets = verticalScrollIndicatorInsets
    let trackTop = Self.indicatorInset + insets.top
    let trackLength = max(bounds.height - trackTop - Self.indicatorInset - insets.bottom, 0)
    let range = verticalRange
    let y = boundsOrigin.y
    let overscroll = max(range.lowerBound - y, y - range.upperBound, 0)
    let natural = max(trackLength * bounds.height / contentLength, Self.indicatorMinimumLength)
    let length = max(min(natural, trackLength) - overscroll, Self.indicatorWidth * 2)
    let span = range.upperBound - range.lowerBound
    let progress = span > 0 ? min(max((y - range.lowerBound) / span, 0), 1) : 0
    indicator.frame = Rect(
      x: boundsOrigin.x + bounds.width - Self.indicatorInset - Self.indicatorWidth - insets.right,
      y: y + trackTop + (trackLength - length) * progress,
      width: Self.indicatorWidth, height: length)
  }
}
