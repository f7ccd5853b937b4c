import SheetEngine
import SheetTuning
import Testing

@testable import PlaygroundStudio

/// Each tuning row says what its number is (issue 24, items 3 and 6): its description, its
/// unit, whether a change applies to what is on screen now or from the next interaction,
/// and which springs share its key. Read from the real panel's rows.
@MainActor
struct RowFactsTests {
  private func row(_ key: String) throws -> TuningRowView {
    let overlays = OverlayTestSupport.controller()
    overlays.isPanelVisible = true
    return try #require(overlays.panel.rows.first { $0.parameter.key == key })
  }

  @Test func theSharedSpringResponseNamesBothSprings() throws {
    let row = try row("springs.sheetResponse")
    #expect(row.descriptionLabel.text == "Response (undamped period) of the sheet spring.")
    #expect(
      row.factsLabel.text
        == "unit: s \u{00B7} \u{25CB} from the next interaction \u{00B7} shared by the Sheet and"
        + " Sheet flick springs")
    // A damping ratio is one spring's own.
    #expect(try self.row("springs.flickDamping").factsLabel.text.contains("shared") == false)
  }

  @Test func theDimAppliesNowAndHasNoUnit() throws {
    let row = try row("sheet.dimAlpha")
    #expect(row.factsLabel.text == "no unit \u{00B7} \u{25CF} applies now")
    #expect(row.factsLabel.textColor == OverlayStyle.accent)
    #expect(try self.row("dismiss.useSpring").factsLabel.text.hasPrefix("switch \u{00B7} "))
    #expect(try self.row("list.decelerationRate").factsLabel.text.hasPrefix("unit: per ms"))
  }

  /// Every row has its facts and its description on screen, below its controls, inside it.
  @Test func everyRowShowsItsDescriptionInsideTheRow() {
    let overlays = OverlayTestSupport.controller()
    overlays.isPanelVisible = true
    overlays.window.layoutIfNeeded()
    for row in overlays.panel.rows {
      #expect(row.descriptionLabel.text == row.parameter.summary)
      #expect(row.descriptionLabel.frame.minY >= row.resetButton.frame.maxY - 2)
      #expect(row.factsLabel.frame.maxY <= row.bounds.maxY + 0.5, "\(row.parameter.key)")
      #expect(row.factsLabel.frame.height > 0, "\(row.parameter.key)")
    }
  }
}
