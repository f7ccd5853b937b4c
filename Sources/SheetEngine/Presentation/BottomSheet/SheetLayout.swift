/// Where a sheet rests in its container, in the spirit of FloatingPanel's
/// `FloatingPanelLayout`: the one thing that differs between the bottom sheet and
/// the card, which otherwise share their presentation controller, dim and motion.
@MainActor
public protocol SheetLayout {
  /// The sheet's frame in a container of `bounds` whose top `topInset` points are reserved
  /// (the status bar), given the height its content asks for at a width
  /// (`fittingHeight`, bottom inset included), with `stretch` points of rubber band added
  /// above its top while it is dragged up past its rest; the bottom edge stays put.
  func frame(
    in bounds: Rect, topInset: Double, fittingHeight: (Double) -> Double, stretch: Double
  ) -> Rect
}

/// The bottom sheet: as tall as its content, at most the container minus the top
/// inset, pinned to the bottom, leading and trailing edges.
public struct FitsContentLayout: SheetLayout {
  public init() {}

  public func frame(
    in bounds: Rect, topInset: Double, fittingHeight: (Double) -> Double, stretch: Double
  ) -> Rect {
    let height = min(fittingHeight(bounds.width), bounds.height - topInset) + stretch
    return Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
  }
}

/// A fixed share of the container whatever the content: the card covers the lower two
/// thirds. Top and height are separate fractions so the card's thirds come out exactly
/// as `height / 3` and `height * 2 / 3`.
public struct ContainerFractionLayout: SheetLayout, Hashable, Sendable {
  /// Where the top edge sits and how tall the sheet is, as fractions of the container.
  nonisolated public var topFraction: Double
  nonisolated public var heightFraction: Double

  nonisolated public init(topFraction: Double, heightFraction: Double) {
    self.topFraction = topFraction
    self.heightFraction = heightFraction
  }

  /// The card: its top at one third, two thirds tall (docs/MOTION.md, "Card").
  public static let card = ContainerFractionLayout(topFraction: 1.0 / 3, heightFraction: 2.0 / 3)

  public func frame(
    in bounds: Rect, topInset: Double, fittingHeight: (Double) -> Double, stretch: Double
  ) -> Rect {
    Rect(
      x: 0, y: bounds.height * topFraction - stretch, width: bounds.width,
      height: bounds.height * heightFraction + stretch)
  }
}
