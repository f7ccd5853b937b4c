/// What a bottom sheet asks of a presented controller that knows more than its view says:
/// a navigation stack, whose view fills whatever frame it is given and holds pages that
/// slide over each other (its `sizeThatFits` says nothing about how tall the sheet should
/// be, and a grabber added to it would be covered by the next page); a list screen, whose
/// scroll view the sheet must hand drags to and from.
@MainActor
public protocol BottomSheetContent: AnyObject {
  /// How tall the content wants to be at `width`, without the bottom safe-area inset; the
  /// sheet adds the inset and applies its cap. `nil` asks the view's `sizeThatFits`.
  func sheetContentHeight(forWidth width: Double) -> Double?
  /// The height it ends at when a transition changing it (a push between pages of different
  /// heights, running or held by a press) is over; `nil` when nothing changes it. A sheet
  /// thrown off part-way carries that height off screen (docs/MOTION.md, "Grab during a
  /// height change").
  func sheetContentFinalHeight(forWidth width: Double) -> Double?
  /// A view filling the sheet's view and kept above the content, where the grabber goes;
  /// `nil` puts the grabber on the sheet's view itself.
  var sheetChromeView: View? { get }
  /// The scroll view whose drags the sheet shares (FloatingPanel's tracked scroll view).
  var trackedScrollView: ScrollView? { get }
  /// Views riding on the sheet's top edge (``SheetAccessoryView``); `nil` for none.
  var sheetAccessoryView: SheetAccessoryView? { get }
}

extension BottomSheetContent {
  public func sheetContentHeight(forWidth width: Double) -> Double? { nil }
  public func sheetContentFinalHeight(forWidth width: Double) -> Double? { nil }
  public var sheetChromeView: View? { nil }
  public var trackedScrollView: ScrollView? { nil }
  public var sheetAccessoryView: SheetAccessoryView? { nil }
}
