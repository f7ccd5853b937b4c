import Testing

@testable import SheetEngine

/// How a detent's height is sized (docs/MOTION.md, "Detents"): capped by the content (the
/// articles', classic) or as iOS sizes them (ios18, ios26), on 390 x 844 with a 47 pt top
/// inset, where medium is 422 and large 797.
@Suite struct SheetDetentSizingTests {
  private func height(
    _ detent: SheetDetent, fitting: Double, _ sizing: SheetDetentSizing
  ) -> Double {
    detent.height(containerHeight: 844, topInset: 47, fittingHeight: fitting, sizing: sizing)
  }

  @Test func theSystemSizesMediumAndLargeByTheScreenWhateverTheContent() {
    // A 300 pt sheet: half the screen and full height.
    #expect(height(.medium, fitting: 300, .system) == 422)
    #expect(height(.large, fitting: 300, .system) == 797)
    #expect(height(.fraction(0.25), fitting: 100, .system) == 211)
    // Fitting its content is its own detent, never past large.
    #expect(height(.fitsContent, fitting: 300, .system) == 300)
    #expect(height(.fitsContent, fitting: 2000, .system) == 797)
    #expect(height(.large, fitting: 2000, .system) == 797)
  }

  @Test func cappedByTheContentAShortSheetRestsAtOneHeightForBoth() {
    #expect(height(.medium, fitting: 300, .cappedByContent) == 300)
    #expect(height(.large, fitting: 300, .cappedByContent) == 300)
    #expect(height(.medium, fitting: 600, .cappedByContent) == 422)
    #expect(height(.large, fitting: 600, .cappedByContent) == 600)
    #expect(height(.fitsContent, fitting: 2000, .cappedByContent) == 797)
  }

  @Test func theDefaultIsTodaysCap() {
    let detent = SheetDetent.large
    #expect(detent.height(containerHeight: 844, topInset: 47, fittingHeight: 300) == 300)
    #expect(SheetDetentConfiguration(detents: [.medium]).sizing == .cappedByContent)
  }
}
