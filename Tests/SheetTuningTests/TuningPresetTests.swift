import SheetTuning
import Testing

@testable import SheetEngine

/// The presets hold the numbers of docs/MOTION.md, "Presets" exactly.
@Suite struct TuningPresetTests {
  @Test func seedHoldsTheSeedArticlesNumbers() {
    let seed = Tuning.seed
    #expect(seed.basePreset == .classic)
    #expect(seed.sheet.duration == 0.35)
    #expect(seed.sheet.curve == UnitBezier(0.2, 1, 0.42, 1))
    #expect(seed.sheet.dimAlpha == 0.75)
    #expect(seed.card.dimAlpha == 0.5)
    #expect(seed.card.heightFraction == 2.0 / 3)
    #expect(seed.zoom.duration == 0.3)
    #expect(seed.zoom.curve == .easeInEaseOut)
    #expect(seed.springs.stretchResponse == 0.4 && seed.springs.stretchDamping == 1)
    #expect(seed.springs.sheetBounceResponse == 0.4 && seed.springs.sheetBounceDamping == 1)
    #expect(seed.list.handoffDismissFactor == 2)
    #expect(seed.sheetStyle.stretchSpring == SheetStyle.standard.stretchSpring)
    #expect(seed.engineConfiguration.cardStyle.dimAlpha == 0.5)
    #expect(seed.engineConfiguration.cardLayout.topFraction == 1.0 / 3)
    #expect(seed.dismiss.threshold == 0.5)
    #expect(seed.dismiss.projectionDeceleration == 0.998)
    #expect(seed.dismiss.velocityRatio == 0)
    #expect(!seed.dismiss.useSpring)
    #expect(!seed.dismiss.rubberBand)
    #expect(seed.navigation.duration == 0.3)
    #expect(seed.navigation.threshold == 0.5)
    #expect(seed.navigation.velocityThreshold == 1000)
    #expect(!seed.navigation.projection)
    #expect(seed.navigation.parallax == 1 / 3.33)
    #expect(seed.navigation.lowerOpacity == 0.9)
    #expect(seed.navigation.dimming == 0)
    #expect(seed.navigation.shadowRadius == 5)
    #expect(seed.navigation.shadowOpacityStart == 1)
    #expect(seed.navigation.shadowOpacityEnd == 0.1)
    #expect(!seed.navigation.edgeOnly)
    #expect(seed.sheetNavigation.duration == 0.35)
    #expect(seed.sheetNavigation.parallax == 0.3)
    #expect(seed.list.rowCount == 20)
    #expect(seed.list.decelerationRate == 0.998)
    #expect(seed.list.rubberBand == 0.55)
    #expect(seed.gesture.slop == 10)
  }

  @Test func fluidHoldsTheReferenceNumbers() {
    let fluid = Tuning.fluid
    #expect(fluid.basePreset == .ios18)
    // FloatingPanel.
    #expect(fluid.springs.sheetResponse == 0.4)
    #expect(fluid.springs.flickDamping == 0.58)
    #expect(fluid.springs.sheetDamping == 1)
    #expect(fluid.springs.flickVelocity == 300)
    #expect(fluid.dismiss.velocityRatio == 5.5)
    #expect(fluid.dismiss.projectionDeceleration == 0.998)
    #expect(fluid.dismiss.useSpring)
    #expect(fluid.dismiss.rubberBand)
    // Back-swipe: React Navigation's projection, iOS parallax, Flutter's dim, SloppySwiper's
    // shadow, iOS's finger-speed completion over T = 0.5 s.
    #expect(fluid.navigation.projection)
    #expect(fluid.navigation.projectionTime == 0.3)
    #expect(fluid.navigation.threshold == 0.5)
    #expect(fluid.navigation.parallax == 0.3)
    #expect(fluid.navigation.dimming == 0.094)
    #expect(fluid.navigation.shadowOpacityStart == 0.2)
    #expect(fluid.navigation.shadowOpacityEnd == 0)
    #expect(fluid.navigation.shadowRadius == 4)
    #expect(fluid.navigation.keepFingerSpeed)
    #expect(fluid.navigation.useSpring)
    #expect(fluid.navigation.duration == 0.5)
    // UIScrollView.
    #expect(fluid.list.decelerationRate == 0.998)
    #expect(fluid.list.rubberBand == 0.55)
  }

  @Test func navigationSpringIsUIKitsDefault() {
    let spring = Tuning.fluid.navigationSpring
    let uiKit = Spring.uiKitDefault
    #expect(abs(spring.undampedAngularFrequency - uiKit.undampedAngularFrequency) < 1e-12)
    #expect(abs(spring.undampedAngularFrequency - 18.26) < 0.005)
    #expect(spring.dampingRatio == 1)
  }

  @Test func bounceSpringIsStiffness100() {
    let spring = Tuning.fluid.bounceSpring
    #expect(abs(spring.stiffness - 100) < 1e-9)
    #expect(abs(spring.dampingRatio - 1) < 1e-12)
  }

  @Test func sheetSpringIsUnderDampedOnlyAfterAFlick() {
    #expect(Tuning.fluid.sheetSpring(releaseSpeed: 300).dampingRatio == 1)
    let flick = Tuning.fluid.sheetSpring(releaseSpeed: -301)
    #expect(abs(flick.dampingRatio - 0.58) < 1e-12)
  }

  @Test func seedSheetStyleMatchesTheEngineDefault() {
    #expect(Tuning.seed.sheetStyle == SheetStyle.standard)
  }

  @Test func presetsAreFoundByName() {
    #expect(Tuning.preset(named: "classic") == .classic)
    #expect(Tuning.preset(named: "ios18") == .ios18)
    #expect(Tuning.preset(named: "ios26") == .ios26)
    #expect(Tuning.preset(named: "Classic") == nil)
    #expect(Tuning.preset(named: "iOS26") == nil)
    #expect(Tuning.classic.overrides.isEmpty)
    #expect(Tuning.ios18.overrides.isEmpty)
    #expect(Tuning.ios26.overrides.isEmpty)
    #expect(Tuning.ios18.displayName == "ios18")
    #expect(Tuning.ios26.displayName == "ios26")
  }

  /// The presets' first names still read, as every recording made before the rename spells
  /// them; what is written is the new name.
  @Test func oldNamesAreAliases() throws {
    #expect(TuningPreset(named: "seed") == .classic)
    #expect(TuningPreset(named: "fluid") == .ios18)
    #expect(TuningPreset(named: "Seed") == nil)
    #expect(Tuning.preset(named: "seed") == .seed)
    // The same values as the preset, under the name they were chosen by.
    let seed = try Tuning(preset: "seed", overrides: [:])
    #expect(seed.basePreset == .classic && seed.presetName == "seed" && seed.overrides.isEmpty)
    #expect(seed.rebased(on: .classic) == .classic)
    #expect(Tuning.fluid.basePreset == .ios18 && Tuning.fluid.presetName == "fluid")
    #expect(Tuning.fluid.overrides.isEmpty && Tuning.fluid.displayName == "fluid")
    // fluid kept its detents capped by the content: that is ios18's one difference.
    #expect(!Tuning.fluid.detents.systemSizing)
    #expect(Tuning.fluid.rebased(on: .ios18).overrides == ["detents.systemSizing": 0])
    #expect(TuningPreset.acceptedNames == ["ios26", "ios18", "classic", "fluid", "seed"])
  }

  @Test func ios26IsTheDefault() {
    #expect(TuningPreset.standard == .ios26)
    #expect(Tuning.standard == .ios26)
    #expect(TuningPreset.allCases.first == .ios26)
  }

  /// iOS 26's preset is iOS 18's motion with iOS 26's look: only these keys differ
  /// (docs/MOTION.md, "Presets").
  @Test func ios26DiffersFromIOS18OnlyInItsLook() {
    let differing = Tuning.parameters.filter {
      $0.ios26Value.bitPattern != $0.ios18Value.bitPattern
    }
    #expect(differing.map(\.key) == ["sheet.cornerRadius", "sheet.floatingInset", "sheet.glass"])
    #expect(Tuning.ios26.sheet.cornerRadius == 38)
    #expect(Tuning.ios18.sheet.cornerRadius == 16 && Tuning.classic.sheet.cornerRadius == 16)
    #expect(Tuning.ios26.sheet.dimAlpha == 0.4)
    #expect(Tuning.ios26.detents.systemSizing && Tuning.ios18.detents.systemSizing)
    #expect(!Tuning.classic.detents.systemSizing)
  }
}
