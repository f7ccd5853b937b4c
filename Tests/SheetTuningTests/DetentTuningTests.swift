import SheetTuning
import Testing

@testable import SheetEngine

/// The `detents.*` keys become the list sheet's detent list, smallest first.
@Suite struct DetentTuningTests {
  @Test func theSeedFitsItsRowsAndFluidHasMediumAndLarge() {
    #expect(Tuning.seed.listDetents == .fitsContent)
    #expect(Tuning.fluid.listDetents.detents == [.medium, .large])
    #expect(Tuning.fluid.listDetents.largestUndimmedIndex == nil)
    #expect(Tuning.fluid.listDetents.scrollingExpandsWhenScrolledToEdge)
  }

  @Test func aCustomFractionSortsAmongTheOthers() throws {
    let low = try Tuning.fluid.setting(0.3, forKey: "detents.listFraction")
    #expect(low.listDetents.detents == [.fraction(0.3), .medium, .large])
    let high = try Tuning.fluid.setting(0.7, forKey: "detents.listFraction")
    #expect(high.listDetents.detents == [.medium, .fraction(0.7), .large])
    let alone = try Tuning.seed.setting(0.7, forKey: "detents.listFraction")
    #expect(alone.listDetents.detents == [.fraction(0.7)])
  }

  @Test func theLargestUndimmedDetentCountsFromOne() throws {
    let medium = try Tuning.fluid.setting(1, forKey: "detents.largestUndimmed")
    #expect(medium.listDetents.largestUndimmedIndex == 0)
    let past = try Tuning.fluid.setting(3, forKey: "detents.largestUndimmed")
    #expect(past.listDetents.largestUndimmedIndex == 1, "past the last: all undimmed")
    let off = try Tuning.fluid.setting(0, forKey: "detents.scrollingExpands")
    #expect(!off.listDetents.scrollingExpandsWhenScrolledToEdge)
  }
}
