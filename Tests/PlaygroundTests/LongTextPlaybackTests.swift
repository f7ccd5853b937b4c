import SheetEngine
import Testing

extension SDLSuite {
  /// The text sheet in a 390 x 400 window (real window, xdotool; see
  /// long-text-scroll.drive.sh and .args): capped at 353 pt with its top at 47, its text
  /// (the real font's) scrolls 76 pt, and one drag hands off between the text and the sheet.
  @MainActor
  @Suite struct LongTextPlayback {
    private let capped = Rect(x: 0, y: 47, width: 390, height: 353)
    private let scrollRange = 76.0

    @Test func theTextScrollsAndHandsOffToTheSheet() throws {
      let playback = try Playback("long-text-scroll")
      #expect(playback.recording.header.windowSize == Size(width: 390, height: 400))
      let downs = playback.frames(of: "down")
      let ups = playback.frames(of: "up")
      try #require(downs.count == 4 && ups.count == 4)
      // Open: capped, at the top of its text.
      let opened = playback.play(until: downs[1])
      #expect(opened.presented.map(\.frame) == [capped], playback.here)
      #expect(opened.presented.first?.contentOffset == 0)
      // Dragged up 180 pt: past the end of the text, into the rubber band; it springs back.
      let stretched = playback.play(until: ups[1])
      let stretch = try #require(stretched.presented.first?.contentOffset)
      #expect(stretch > scrollRange && stretch < 180, playback.here)
      #expect(
        stretched.presented.map(\.frame) == [capped], "the sheet stays while the text scrolls")
      let atEnd = playback.play(until: downs[2])
      #expect(atEnd.presented.first?.contentOffset == scrollRange, playback.here)
      // Dragged down 200 pt in one drag: 76 scroll the text back to its top, the other 124
      // move the sheet.
      let handedOff = playback.play(until: ups[2])
      #expect(handedOff.presented.first?.contentOffset == 0, playback.here)
      #expect(handedOff.presented.first?.frame.minY == 47 + 200 - scrollRange, playback.here)
      #expect(handedOff.transition.map { $0.kind == "dismiss" && $0.interactive } == true)
      // Released still short of half the sheet: back up, text still at its top.
      let back = playback.play(until: downs[3])
      #expect(back.presented.map(\.frame) == [capped] && back.transition == nil, playback.here)
      #expect(back.presented.first?.contentOffset == 0)
      // A flick down from the text at its top throws the sheet away.
      let end = playback.playToEnd()
      #expect(end.presented.isEmpty && end.transition == nil, playback.here)
    }
  }
}
