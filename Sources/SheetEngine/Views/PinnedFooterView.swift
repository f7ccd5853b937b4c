/// Content with a footer kept at the bottom of the visible sheet, as gorhom's bottom-sheet
/// footer: through detent and height changes, a drag down and the dismissal (it stays at the
/// window's bottom while the sheet slides away under it), the stretch above the top (the
/// bottom is pinned, so it stays there too) and the software keyboard (it sits on the
/// keyboard's top). It never rises above the content's top. Its sheet re-lays it out every
/// frame the sheet moves (``BottomSheetPresentationController``).
///
/// The footer is opaque and drawn over the content, which it may cover while the sheet is
/// partly off screen; at rest it is below the content, which is as tall as `sizeThatFits`
/// asks (content, then footer).
@MainActor
public final class PinnedFooterView: View {
  public let content: View
  public let footer: View

  public init(content: View, footer: View) {
    self.content = content
    self.footer = footer
    super.init()
    addSubview(content)
    addSubview(footer)
  }

  public override func sizeThatFits(_ size: Size) -> Size {
    let fitting = Size(width: size.width, height: .infinity)
    return Size(
      width: size.width,
      height: content.sizeThatFits(fitting).height + footer.sizeThatFits(fitting).height)
  }

  public override func layoutSubviews() {
    let fitting = Size(width: bounds.width, height: .infinity)
    let contentHeight = content.sizeThatFits(fitting).height
    let footerHeight = footer.sizeThatFits(fitting).height
    content.frame = Rect(x: 0, y: 0, width: bounds.width, height: contentHeight)
    footer.frame = Rect(
      x: 0, y: max(visibleBottom() - footerHeight, 0), width: bounds.width, height: footerHeight)
  }

  /// Where the visible sheet ends, in this view's points: the window's bottom above the
  /// keyboard, less the home indicator's inset the keyboard does not cover, but never below
  /// this view's own bottom less that inset.
  private func visibleBottom() -> Double {
    guard let window else { return bounds.height }
    let inset = max(window.safeAreaInsets.bottom - window.keyboardInset, 0)
    let windowBottom = window.bounds.height - window.keyboardInset - inset
    let local = convertFromWindow(Point(x: 0, y: windowBottom))?.y ?? bounds.height
    return local
  }

  /// Marks every pinned footer in `view`'s tree for layout: the sheet moved.
  static func sheetMoved(_ view: View) {
    if let pinned = view as? PinnedFooterView { pinned.setNeedsLayout() }
    for subview in view.subviews { sheetMoved(subview) }
  }
}
