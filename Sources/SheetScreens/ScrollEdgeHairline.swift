import SheetEngine

/// The hairline under a header above a scroll view, drawn only while content is scrolled
/// under the header, as UIKit's scroll-edge appearance hides the bar's shadow at the top.
///
/// It decides when the display list is built, from the scroll view's offset of that
/// moment, so no scroll callback is needed (the scroll view's one delegate is the sheet's
/// hand-off) and it can never lag a frame behind the list.
@MainActor
final class ScrollEdgeHairline: View {
  private weak var scrollView: ScrollView?
  /// UIKit's separator: black at 0.3, the navigation bar's hairline.
  static let color = Color.black.withAlpha(0.3)

  init(following scrollView: ScrollView) {
    self.scrollView = scrollView
    super.init()
    isUserInteractionEnabled = false
    accessibilityIdentifier = "scroll-edge-hairline"
  }

  /// Whether content is under the header: the list is scrolled past its resting top.
  var isShowing: Bool {
    guard let scrollView else { return false }
    return scrollView.contentOffset.y > -scrollView.contentInset.top + 0.5
  }

  override func appendContent(to list: inout DisplayList, context: RenderContext) {
    guard isShowing else { return }
    list.items.append(
      .fill(
        RoundedRectFill(
          rect: context.transform.apply(to: bounds),
          color: Self.color.multipliedAlpha(by: context.opacity), clip: context.clip)))
  }
}
