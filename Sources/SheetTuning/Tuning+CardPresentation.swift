import SheetEngine

extension Tuning {
  /// The 2/3 card's style (keys `card.*`, with the sheet's motion and shape from `sheet.*`):
  /// the bottom sheet's style over the card's own lighter dim.
  public var cardStyle: SheetStyle {
    var style = sheetStyle
    style.dimAlpha = card.dimAlpha
    return style
  }

  /// Where the card sits: its top at 1 − `card.heightFraction`. That difference is written
  /// as (3 − 3h) / 3 because 1 − 2/3 rounds an ulp above 1/3 while this gives 1/3 exactly,
  /// so the seed's card keeps the seed's thirds (docs/MOTION.md, "Card").
  public var cardLayout: ContainerFractionLayout {
    let height = card.heightFraction
    return ContainerFractionLayout(topFraction: (3 - 3 * height) / 3, heightFraction: height)
  }
}
