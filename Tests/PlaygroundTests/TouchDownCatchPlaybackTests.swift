import SheetEngine
import SheetScreens
import Testing

extension SDLSuite {
  /// Touch-down catches, on real-window recordings: a press on something moving stops it in
  /// the press's own frame, where it is, and the drag that follows continues from there.
  @MainActor
  @Suite struct TouchDownCatchPlayback {
    @Test func aPressOnALeavingSheetStopsItInThePressFrame() throws {
      let playback = try Playback("sheet-grab-mid-dismiss")
      let press = try #require(playback.frames(of: "down").last)
      let before = try #require(playback.play(until: press).presented.first?.frame.minY)
      let pressed = try #require(playback.play(until: press + 1).presented.first)
      #expect(pressed.frame.minY == before, playback.here)
      // The first move (836 -> 850) drags it 14 pt, 1:1 from the press.
      let moved = try #require(playback.play(until: press + 2).presented.first)
      #expect(abs(moved.frame.minY - (before + 14)) < 1e-9, playback.here)
    }

    @Test func aPressOnASettlingPopStopsItInThePressFrame() throws {
      let playback = try Playback("nav-keys-and-grab")
      let press = try #require(playback.frames(of: "down").last)
      // The page being popped, as the trace follows it.
      func pageX() -> Double? {
        playback.playground.inspect().elements.first { $0.name == "page-2.x" }?.position
      }
      _ = playback.play(until: press)
      let before = try #require(pageX())
      #expect(before > 0, "the pop is settling when the press comes")
      _ = playback.play(until: press + 1)
      #expect(pageX() == before, playback.here)
      _ = playback.play(until: press + 2)
      #expect(pageX() == before, "a 10 pt move is inside the slop")
      // Past the slop (150 -> 120), the page catches up with the pointer from the press.
      _ = playback.play(until: press + 3)
      #expect(abs((pageX() ?? 0) - (before - 30)) < 1e-9, playback.here)
    }
  }
}
