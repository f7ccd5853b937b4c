/// What a bottom sheet asks of a presented controller whose view cannot answer for itself.
/// A navigation stack is the case in point: its view fills whatever frame it is given and
/// holds pages that slide over each other, so its `sizeThatFits` says nothing about how
/// tall the sheet should be, and a grabber added to it would be covered by the next page.
@MainActor
public protocol BottomSheetContent: AnyObject {
  /// How tall the content wants to be at `width`, without the bottom safe-area inset; the
  /// sheet adds the inset and applies its cap.
  func sheetContentHeight(forWidth width: Double) -> Double
  /// A view filling the sheet's view and kept above the content, where the grabber goes;
  /// `nil` puts the grabber on the sheet's view itself.
  var sheetChromeView: View? { get }
}
