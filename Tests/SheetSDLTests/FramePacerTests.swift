import Foundation
import SheetSDL
import Testing

/// Frame pacing by the pacer's own clock. Only lower bounds are asserted: a loaded CI
/// machine can oversleep, but the pacer must never return early.
extension SDLBackendTests {
  static func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000
  }

  @Test func pacerHoldsSixtyHertz() {
    var pacer = FramePacer()
    pacer.waitForNextFrame()
    let start = Self.now()
    for _ in 0..<6 { pacer.waitForNextFrame() }
    #expect(Self.now() - start >= 6 * 1000 / 60 - 1)
  }

  @Test func pacerResetsInsteadOfBurstingWhenFarBehind() {
    var pacer = FramePacer()
    pacer.waitForNextFrame()
    usleep(120_000)
    let late = Self.now()
    pacer.waitForNextFrame()
    #expect(Self.now() - late < 8)
    #expect(pacer.scheduleResets == 1)
    #expect(pacer.lastFrameDuration >= 119)
    let next = Self.now()
    pacer.waitForNextFrame()
    #expect(Self.now() - next >= 1000 / 60 - 1)
  }
}
