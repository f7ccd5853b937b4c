/// Which detents a sheet has and how they behave, in the spirit of FloatingPanel's
/// `FloatingPanelLayout` (the positions) and `FloatingPanelBehavior` (how the panel
/// moves between them). The standard sheet has one detent, ``fitsContent``.
public struct SheetDetentConfiguration: Hashable, Sendable {
  /// The detents in the order a grabber tap cycles them; the sheet opens at the first.
  public var detents: [SheetDetent]
  /// The index in ``detents`` of the largest detent that shows no dim and lets the content
  /// behind the sheet take the pointer; `nil` dims at every detent (UIKit's
  /// `largestUndimmedDetentIdentifier`).
  public var largestUndimmedIndex: Int?
  /// Whether an upward drag on a list at its top first expands the sheet to its largest
  /// detent, then scrolls the list in the same drag (UIKit's
  /// `prefersScrollingExpandsWhenScrolledToEdge`).
  public var scrollingExpandsWhenScrolledToEdge: Bool
  /// How the detents are sized: capped by the content, or as iOS sizes them.
  public var sizing: SheetDetentSizing

  /// `detents` must not be empty; an empty list becomes ``fitsContent``'s.
  public init(
    detents: [SheetDetent], largestUndimmedIndex: Int? = nil,
    scrollingExpandsWhenScrolledToEdge: Bool = true, sizing: SheetDetentSizing = .cappedByContent
  ) {
    self.sizing = sizing
    let kept = detents.isEmpty ? [SheetDetent.fitsContent] : detents
    self.detents = kept
    self.largestUndimmedIndex = largestUndimmedIndex.flatMap {
      kept.indices.contains($0) ? $0 : nil
    }
    self.scrollingExpandsWhenScrolledToEdge = scrollingExpandsWhenScrolledToEdge
  }

  /// The standard sheet: fits its content, always dimmed.
  public static let fitsContent = SheetDetentConfiguration(detents: [.fitsContent])

  /// Whether the sheet can rest at more than one detent (and so resizes on drags).
  public var hasSeveralDetents: Bool { detents.count > 1 }
}
