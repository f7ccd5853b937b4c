import SheetEngine

/// The 2/3 card's presentation (keys `card.*`, with the sheet's motion and shape from
/// `sheet.*`): the card is the bottom sheet's presentation at a fixed share of the
/// container, over its own lighter dim.
public struct CardConfiguration: Hashable, Sendable {
  /// The sheet's style with the card's dim.
  public var style: SheetStyle
  /// Where the card's top edge sits, as a fraction of the container's height.
  public var topFraction: Double
  /// The card's height as a fraction of the container's.
  public var heightFraction: Double

  public init(style: SheetStyle, topFraction: Double, heightFraction: Double) {
    self.style = style
    self.topFraction = topFraction
    self.heightFraction = heightFraction
  }
}

extension Tuning {
  /// The card's presentation: its top at 1 − `card.heightFraction`. That difference is
  /// written as (3 − 3h) / 3 because 1 − 2/3 rounds an ulp above 1/3 while this gives
  /// 1/3 exactly, so the seed's card keeps the seed's thirds (docs/MOTION.md,
  /// "Card").
  public var cardConfiguration: CardConfiguration {
    var style = sheetStyle
    style.dimAlpha = card.dimAlpha
    let height = card.heightFraction
    return CardConfiguration(
      style: style, topFraction: (3 - 3 * height) / 3, heightFraction: height)
  }
}
