import SheetEngine

/// Keeps the field being edited in view in a page that scrolls: when the space the page
/// scrolls in shrinks (the software keyboard rising, the sheet capped above it), when editing
/// moves to another field, or when the field grows (a note's new line), the scroll view moves
/// just far enough that the field sits between its top and whatever covers its bottom: the
/// keyboard, the home indicator's inset and a pinned footer. UIKit does the same for a first
/// responder when the keyboard appears. A scroll by the reader changes none of these, so the
/// page never fights it; while the keyboard slides the field rides up with it, frame by frame
/// (docs/MOTION.md, "Keeping the edited field in view").
@MainActor
struct EditingFieldVisibility {
  private var visibleHeight: Double?
  private weak var field: TextField?
  private var fieldHeight = 0.0

  /// Scrolls `scrollView` to show the window's editing field, when it is inside and one of
  /// the three changes above happened since the last call; `footerHeight` is what a pinned
  /// footer covers above the visible bottom.
  mutating func update(_ scrollView: ScrollView, footerHeight: Double) {
    guard let window = scrollView.window, let editing = window.editingField,
      editing.isDescendant(of: scrollView)
    else {
      field = nil
      visibleHeight = nil
      return
    }
    let frame = scrollView.frameInWindow
    let keyboard = window.keyboardInset
    let windowBottom =
      window.bounds.height - keyboard - max(window.safeAreaInsets.bottom - keyboard, 0)
    let visibleBottom = min(frame.maxY, windowBottom) - footerHeight
    let height = visibleBottom - frame.minY
    let target = editing.frameInWindow
    let moved =
      editing !== field || target.height != fieldHeight || height < (visibleHeight ?? .infinity)
    field = editing
    fieldHeight = target.height
    visibleHeight = height
    guard moved else { return }
    var delta = 0.0
    if target.maxY > visibleBottom { delta = target.maxY - visibleBottom }
    if target.minY - delta < frame.minY { delta = target.minY - frame.minY }
    let offset = scrollView.contentOffset.y
    let range = scrollView.minimumContentOffset.y...scrollView.maximumContentOffset.y
    let next = min(max(offset + delta, range.lowerBound), range.upperBound)
    guard next != offset else { return }
    scrollView.setContentOffset(Point(x: scrollView.contentOffset.x, y: next), animated: false)
  }
}
