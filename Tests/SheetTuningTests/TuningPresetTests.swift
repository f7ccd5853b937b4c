import SheetTuning
import Testing

@testable import SheetEngine

/// The presets hold the numbers of docs/MOTION.md, "Presets" exactly.
@Suite struct TuningPresetTests {
  @Test func seedHoldsTheSeedArticlesNumbers() {
    let seed = Tuning.seed
    #expect(seed.basePreset == .seed)
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
    #expect(fluid.basePreset == .fluid)
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
    #expect(Tuning.preset(named: "seed") == .seed)
    #expect(Tuning.preset(named: "fluid") == .fluid)
    #expect(Tuning.preset(named: "Seed") == nil)
    #expect(Tuning.seed.overrides.isEmpty)
    #expect(Tuning.fluid.overrides.isEmpty)
    #expect(Tuning.fluid.displayName == "fluid")
  }
}
