import SheetTesting
import Testing

@testable import SheetEngine

/// Pages over a Liquid Glass sheet (docs/MOTION.md, "Liquid Glass"): they leave the sheet's
/// material to show, and a push inside a glass sheet fades the page below by its reveal
/// instead of covering it, with no overlay or edge shadow; without glass nothing changes.
@MainActor
@Suite struct GlassPageTests {
  @Test func aViewIsOverGlassWhileTheNearestMaterialIsBelowFullOpacity() {
    let sheet = View()
    let page = View()
    sheet.addSubview(page)
    #expect(!page.isOverGlass)
    sheet.backdropMaterial = .regularLight
    #expect(page.isOverGlass && sheet.isOverGlass)
    // Attached at full height the material is the sheet's opaque background.
    sheet.backdropMaterial?.opacity = 1
    #expect(!page.isOverGlass)
  }

  @Test func overGlassThePageBelowFadesByItsRevealAndNothingDarkensTheGlass() {
    let standard = NavigationTransitionStyle.standard
    let glass = standard.overGlass
    #expect(glass.lowerPageOpacity(reveal: 0) == 0)
    #expect(glass.lowerPageOpacity(reveal: 0.25) == 0.25)
    #expect(glass.lowerPageOpacity(reveal: 1) == 1)
    #expect(glass.lowerPageDimAlpha(reveal: 0) == 0)
    #expect(glass.shadowOpacity(reveal: 0) == 0 && glass.shadowOpacity(reveal: 1) == 0)
    // The motion itself is the standard push's.
    #expect(glass.duration == standard.duration && glass.timing == standard.timing)
    #expect(glass.lowerPageOffset(reveal: 0.5, width: 390) == -58.5)
    #expect(glass.topPageOffset(reveal: 0.5, width: 390) == 195)
  }

  /// Presents two pages' navigation in a floating sheet, glass or not, and pushes the second;
  /// returns, for every frame of the push, the page below's alpha and its reveal (the top
  /// page's offset over the width), and whether any frame had the black overlay.
  private func push(glass: BackdropMaterial?) -> (frames: [(Double, Double)], dims: Bool) {
    let driver = RuntimeDriver(root: FixtureRoot())
    var style = SheetStyle.standard
    style.floating = FloatingSheetStyle(
      inset: 8, floatsBelowFraction: 0.6, displayCornerRadius: 55,
      displayHasRoundedCorners: true)
    style.glass = glass
    let first = FixtureContent(screenID: "first", height: 300)
    let navigation = SheetNavigation.makeNavigationController(rootViewController: first)
    navigation.transitioningDelegate = BottomSheetTransitioningDelegate(
      style: style, detents: .fitsContent, dismissBehavior: .standard)
    driver.runtime.navigationController.topViewController?.present(navigation, animated: true)
    driver.step(60)
    let second = FixtureContent(screenID: "second", height: 300)
    navigation.pushViewController(second, animated: true)
    var frames: [(Double, Double)] = []
    var dims = false
    for _ in 0..<60 where navigation.transitionCoordinator != nil {
      driver.step()
      // The frame the push ends in shows the pages at rest.
      guard navigation.transitionCoordinator != nil else { break }
      let width = navigation.view.bounds.width
      frames.append((first.view.alpha, second.view.transform.translationX / width))
      dims =
        dims || navigation.view.subviews.contains { $0.accessibilityIdentifier == "navigation-dim" }
    }
    #expect(navigation.topViewController === second)
    return (frames, dims)
  }

  @Test func aPushInsideAGlassSheetFadesThePageBelowEveryFrame() {
    let (frames, dims) = push(glass: .regularLight)
    #expect(frames.count > 10)
    for (index, (alpha, reveal)) in frames.enumerated() {
      #expect(abs(alpha - reveal) < 1e-9, "frame \(index): alpha \(alpha), reveal \(reveal)")
    }
    #expect(!dims)
  }

  @Test func aPushInsideAnOpaqueSheetCoversThePageBelowAsBefore() {
    let (frames, dims) = push(glass: nil)
    #expect(frames.count > 10)
    #expect(frames.allSatisfy { $0.0 == 1 })
    #expect(dims)
  }
}
