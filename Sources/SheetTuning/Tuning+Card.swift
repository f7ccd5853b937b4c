extension Tuning {
  /// The 2/3-height card presentation (keys `card.*`).
  public struct Card: Hashable, Sendable {
    /// Alpha of the black dim behind the card.
    public var dimAlpha: Double
    /// The card's height as a fraction of the container's; its top sits at 1 minus this.
    public var heightFraction: Double

    init() {
      dimAlpha = 0
      heightFraction = 0
    }
  }
}
