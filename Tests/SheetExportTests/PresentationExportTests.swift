import SheetExport
import SheetTuning
import Testing

/// Exports that paste without editing (issue 40, item 5): the list sheet's detents, corner
/// radius, undimmed detent, grabber and scrolling in the APIs that take them, the constants
/// without a home under a comment that says so, Compose's points as `Dp` and alphas as `Float`.
@Suite struct PresentationExportTests {
  @Test func swiftUIWritesThePresentationModifiers() {
    let text = ExportDocument.text(for: .fluid, target: .swiftui)
    #expect(text.contains("    presentationDetents([.medium, .large])"))
    #expect(text.contains("      .presentationCornerRadius(SheetTuning.sheetCornerRadius)"))
    #expect(text.contains("      .presentationBackgroundInteraction(.disabled)"))
    #expect(text.contains("      .presentationDragIndicator(.visible)"))
    #expect(text.contains("      .presentationContentInteraction(.resizes)"))
    #expect(text.contains("  // MARK: Constants with no home in SwiftUI"))
    // The corner radius is above the no-home block, the dim below it.
    let homeless = text.range(of: "no home in SwiftUI")!.lowerBound
    #expect(text.range(of: "static let sheetCornerRadius")!.lowerBound < homeless)
    #expect(text.range(of: "static let sheetDimAlpha")!.lowerBound > homeless)
  }

  @Test func anUndimmedDetentLetsTheBackgroundTakeThePointer() throws {
    let tuning = try Tuning.fluid.setting(1, forKey: "detents.largestUndimmed")
    let swiftUI = ExportDocument.text(for: tuning, target: .swiftui)
    #expect(swiftUI.contains(".presentationBackgroundInteraction(.enabled(upThrough: .medium))"))
    let uiKit = ExportDocument.text(for: tuning, target: .uikit)
    #expect(uiKit.contains("    sheet.detents = [.medium(), .large()]"))
    #expect(uiKit.contains("    sheet.largestUndimmedDetentIdentifier = .medium"))
    #expect(uiKit.contains("    sheet.preferredCornerRadius = sheetCornerRadius"))
    #expect(uiKit.contains("    sheet.prefersGrabberVisible = true"))
  }

  @Test func aFittedDetentAsksForTheContentHeight() throws {
    let tuning = try Tuning.fluid.setting(1, forKey: "detents.listFitsContent")
      .setting(0, forKey: "sheet.grabberHeight")
    let swiftUI = ExportDocument.text(for: tuning, target: .swiftui)
    #expect(swiftUI.contains("func sheetTuningPresentation(fittedHeight: CGFloat) -> some View"))
    #expect(swiftUI.contains("presentationDetents([.height(fittedHeight), .medium, .large])"))
    #expect(swiftUI.contains(".presentationDragIndicator(.hidden)"))
    let uiKit = ExportDocument.text(for: tuning, target: .uikit)
    #expect(uiKit.contains(".custom(identifier: fitsContent) { _ in fittedHeight }"))
    #expect(uiKit.contains("    sheet.prefersGrabberVisible = false"))
  }

  @Test func composeWritesPointsAsDpAndAlphasAsFloat() {
    let text = ExportDocument.text(for: .fluid, target: .compose)
    #expect(text.contains("    val sheetCornerRadius: Dp = 16.0.dp"))
    #expect(text.contains("    const val sheetDimAlpha: Float = 0.4f"))
    #expect(text.contains("    const val cardHeightFraction: Float = 0.6666667f"))
    // Seconds and rates keep Double.
    #expect(text.contains("    const val navigationProjectionTime = 0.3"))
    #expect(!text.contains("sheetCornerRadius = 16.0\n"))
  }
}
