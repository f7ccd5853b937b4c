import SheetEngine

extension Tuning {
  /// The heights the list sheet rests at and how it moves between them (keys `detents.*`).
  /// With none switched on the sheet fits its rows, as the seed's does.
  public struct Detents: Hashable, Sendable {
    /// The list sheet has a medium detent: half the window.
    public var listMedium: Bool
    /// The list sheet has a large detent: the window below the top safe-area inset.
    public var listLarge: Bool
    /// A custom detent at this fraction of the window's height; 0 is none.
    public var listFraction: Double
    /// The list sheet also rests at the height of its rows (a custom detent resolved from
    /// the content, SwiftUI's fitted sizing); it is the one it opens at.
    public var listFitsContent: Bool
    /// Medium and large are sized as iOS sizes them, half the window and full height
    /// whatever the content, rather than capped by the content as the articles' sheets are;
    /// for the list sheet and scene sheets.
    public var systemSizing: Bool
    /// An upward drag on the list at its top expands the sheet to its largest detent first.
    public var scrollingExpands: Bool
    /// The largest detent (1 is the smallest) that shows no dim and lets the screen behind
    /// take the pointer; 0 dims at every detent, a number past the last undims them all.
    public var largestUndimmed: Int
    /// The screen behind shrinks into a card as a sheet rises to the large detent.
    public var cardStack: Bool
    /// How far the card's top and bottom move in, points (scale 1 − 2 × inset / height).
    public var cardStackInset: Double
    /// How far the card's top stays above the sheet's at the large detent, points.
    public var cardStackGap: Double
    /// The card's corner radius, points.
    public var cardStackCornerRadius: Double
    /// How much black covers the card at the large detent.
    public var cardStackDarkening: Double

    init() {
      cardStack = false
      cardStackInset = 0
      cardStackGap = 0
      cardStackCornerRadius = 0
      cardStackDarkening = 0
      listMedium = false
      listLarge = false
      listFraction = 0
      listFitsContent = false
      systemSizing = false
      scrollingExpands = false
      largestUndimmed = 0
    }
  }

  static let detentParameters: [TuningParameter] = [
    .init(
      "detents.listMedium", .detents, "", 0...1, seed: 0, fluid: 1,
      .bool(\.detents.listMedium), "The list sheet rests at medium: half the window."),
    .init(
      "detents.listLarge", .detents, "", 0...1, seed: 0, fluid: 1,
      .bool(\.detents.listLarge), "The list sheet rests at large: the window below the top inset."),
    .init(
      "detents.listFraction", .detents, "×", 0...1, seed: 0, fluid: 0,
      .double(\.detents.listFraction), "Also a list sheet detent at this × window height; 0 none."),
    .init(
      "detents.listFitsContent", .detents, "", 0...1, seed: 0, fluid: 0,
      .bool(\.detents.listFitsContent),
      "Also a list sheet detent as tall as its rows (a fitted custom detent); opens there."),
    .init(
      "detents.systemSizing", .detents, "", 0...1, seed: 0, fluid: 1,
      .bool(\.detents.systemSizing),
      "Medium is half the window and large full height whatever the content (iOS), not capped."),
    .init(
      "detents.scrollingExpands", .detents, "", 0...1, seed: 1, fluid: 1,
      .bool(\.detents.scrollingExpands),
      "An upward drag on the list at its top first expands the sheet, then scrolls."),
    .init(
      "detents.largestUndimmed", .detents, "", 0...3, seed: 0, fluid: 0,
      .int(\.detents.largestUndimmed),
      "Largest detent (1 = smallest) without dim, the screen behind usable; 0 none."),
    .init(
      "detents.cardStack", .detents, "", 0...1, seed: 0, fluid: 1,
      .bool(\.detents.cardStack), "The screen behind shrinks into a card as a sheet nears large."),
    .init(
      "detents.cardStackInset", .detents, "pt", 0...100, seed: 20, fluid: 20,
      .double(\.detents.cardStackInset),
      "Card stack: top and bottom inset (scale 1 − 2 × inset / h)."),
    .init(
      "detents.cardStackGap", .detents, "pt", 0...40, seed: 8, fluid: 8,
      .double(\.detents.cardStackGap), "Card stack: the card's top above the sheet's at large."),
    .init(
      "detents.cardStackCornerRadius", .detents, "pt", 0...40, seed: 8, fluid: 8,
      .double(\.detents.cardStackCornerRadius), "Card stack: the card's corner radius."),
    .init(
      "detents.cardStackDarkening", .detents, "", 0...1, seed: 0.2, fluid: 0.2,
      .double(\.detents.cardStackDarkening), "Card stack: black over the card at large."),
  ]

  /// The card stack (keys `detents.cardStack*`), nil when switched off.
  public var cardStackStyle: CardStackStyle? {
    guard detents.cardStack else { return nil }
    return CardStackStyle(
      inset: detents.cardStackInset, gap: detents.cardStackGap,
      cornerRadius: detents.cardStackCornerRadius, darkening: detents.cardStackDarkening)
  }

  /// The list sheet's detents, smallest first (it opens at the smallest); fits its rows
  /// when none is switched on.
  public var listDetents: SheetDetentConfiguration {
    var detents: [(fraction: Double, detent: SheetDetent)] = []
    if self.detents.listMedium { detents.append((0.5, .medium)) }
    if self.detents.listLarge { detents.append((1, .large)) }
    if self.detents.listFraction > 0 {
      detents.append((self.detents.listFraction, .fraction(self.detents.listFraction)))
    }
    let sorted = detents.sorted { $0.fraction < $1.fraction }.map(\.detent)
    // The fitted detent's height is known only with the rows: it comes first, as the
    // height the sheet opens at.
    let fitted = self.detents.listFitsContent ? [SheetDetent.fitsContent] : []
    let list = sorted.isEmpty ? [SheetDetent.fitsContent] : fitted + sorted
    // Past the last detent every detent is undimmed.
    let undimmed = min(self.detents.largestUndimmed, list.count)
    return SheetDetentConfiguration(
      detents: list, largestUndimmedIndex: undimmed > 0 ? undimmed - 1 : nil,
      scrollingExpandsWhenScrolledToEdge: self.detents.scrollingExpands, sizing: detentSizing)
  }

  /// How sheets with several detents size them (key `detents.systemSizing`).
  public var detentSizing: SheetDetentSizing {
    detents.systemSizing ? .system : .cappedByContent
  }
}
