/// Where the content may rest and how an offset change is told to the indicator, the
/// layout and the delegate.
extension ScrollView {
  var verticalRange: ClosedRange<Double> {
    minimumContentOffset.y...maximumContentOffset.y
  }

  func clampedOffset(_ y: Double) -> Double {
    let range = verticalRange
    return min(max(y, range.lowerBound), range.upperBound)
  }

  func setVerticalOffset(_ y: Double, x: Double? = nil) {
    boundsOrigin = Point(x: x ?? boundsOrigin.x, y: y)
  }

  func clampOffsetIfIdle() {
    guard isIdle else { return }
    let target = clampedOffset(boundsOrigin.y)
    if target != boundsOrigin.y { setVerticalOffset(target) }
  }

  func contentGeometryDidChange() {
    clampOffsetIfIdle()
    layoutScrollIndicator()
    setNeedsLayout()
  }

  func didScroll() {
    layoutScrollIndicator()
    setNeedsLayout()
    // A footer pinned to the visible sheet stays there while the content under it scrolls.
    PinnedFooterView.sheetMoved(self)
    delegate?.scrollViewDidScroll(self)
  }
}
