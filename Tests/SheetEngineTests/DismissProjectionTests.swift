import Testing

@testable import SheetEngine

/// Issue 11: a released sheet is projected with the list's deceleration distance,
/// (v / 1000) d / (1 - d) (499 ms of velocity at d = 0.998), not (v / 1000) / (1 - d).
@Suite struct DismissProjectionTests {
  @Test func theProjectionIsTheDecelerationDistance() {
    for behavior in [DismissBehavior.standard, .spring] {
      #expect(abs(behavior.projection(of: 1000) - 499) < 1e-9)
      #expect(abs(behavior.projection(of: -2000) - -998) < 1e-9)
      #expect(
        behavior.projection(of: 1234)
          == ScrollPhysics.projectedDistance(velocity: 1234, rate: 0.998))
    }
    var fast = DismissBehavior.standard
    fast.projectionDeceleration = 0.99
    #expect(abs(fast.projection(of: 1000) - 99) < 1e-9)
  }

  /// Half a point short of half of 1000 pt with 499 pt projected: it stays (the old 500 ms
  /// of velocity dismissed it).
  @Test func aReleaseBetween499And500MillisecondsOfVelocityStays() {
    #expect(!DismissBehavior.standard.shouldDismiss(offset: 0.5, velocity: 1000, height: 1000))
    #expect(DismissBehavior.standard.shouldDismiss(offset: 1.5, velocity: 1000, height: 1000))
  }
}
