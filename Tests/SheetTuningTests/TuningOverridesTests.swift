import SheetTuning
import Testing

@testable import SheetEngine

/// A tuning as "preset plus overrides", the form recordings store.
@Suite struct TuningOverridesTests {
  @Test func overridesAreTheDifferencesFromTheBasePreset() throws {
    var tuning = Tuning.fluid
    try tuning.setValue(0.4, forKey: "sheet.duration")
    try tuning.setValue(0, forKey: "dismiss.useSpring")
    try tuning.setValue(5.5, forKey: "dismiss.velocityRatio")  // fluid's own value
    try tuning.setValue(-0.0, forKey: "navigation.dimming")
    #expect(
      tuning.overrides == [
        "sheet.duration": 0.4, "dismiss.useSpring": 0, "navigation.dimming": -0.0,
      ])
    #expect(tuning.rebased(on: .classic).overrides["navigation.parallax"] == 0.3)
  }

  @Test func presetAndOverridesRebuildTheSameTuning() throws {
    var tuning = Tuning.seed
    try tuning.setValue(0.2, forKey: "navigation.dimming")
    try tuning.setValue(1, forKey: "navigation.projection")
    try tuning.setValue(150, forKey: "list.rowCount")
    try tuning.setValue(-0.0, forKey: "dismiss.velocityRatio")
    let rebuilt = try Tuning(preset: tuning.presetName, overrides: tuning.overrides)
    #expect(rebuilt == tuning)
    #expect(rebuilt.dismiss.velocityRatio.sign == .minus)
  }

  @Test func rebuildingRefusesBadNamesAndValues() {
    #expect(throws: TuningError.unknownPreset("reference")) {
      try Tuning(preset: "reference", overrides: [:])
    }
    let error = #expect(throws: TuningError.self) {
      try Tuning(preset: "seed", overrides: ["zoom.duration": 9, "a.b": 1])
    }
    #expect(error?.key == "a.b")  // keys are applied in order, so the report is stable
    #expect(
      TuningError.unknownPreset("x").description
        == "unknown preset 'x' (expected ios26, ios18 or classic)")
  }

  @Test(arguments: [
    ("sheet.duraton", "sheet.duration"),
    ("SHEET.DIMALPHA", "sheet.dimAlpha"),
    ("grabberWidth", "sheet.grabberWidth"),
    ("list.rowcont", "list.rowCount"),
    ("navigation.edge", "navigation.edgeOnly"),
  ])
  func misspeltKeysGetTheClosestSuggestion(typed: String, expected: String) {
    #expect(Tuning.closestKey(to: typed) == expected)
  }

  @Test func unrelatedKeysGetNoSuggestion() {
    #expect(Tuning.closestKey(to: "banana") == nil)
    #expect(Tuning.closestKey(to: "") == nil)
  }
}
