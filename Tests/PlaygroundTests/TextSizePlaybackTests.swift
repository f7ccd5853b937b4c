import SheetEngine
import SheetScreens
import SheetSession
import Testing

extension SDLSuite {
  /// Dynamic Type and the clipboard in the real window (recordings made with xdotool; see
  /// each .drive.sh): the text size changed live re-fits the text sheet along its curve with
  /// the bottom pinned, and text copied and pasted through SDL's clipboard is recorded as
  /// the text it typed.
  @MainActor
  @Suite struct TextSizePlayback {
    private let sheetCurve = UnitBezier(0.2, 1, 0.42, 1)

    /// The engine's key presses (modifier keys themselves left out), with their frames.
    private func keyDowns(_ playback: Playback) -> [(frame: Int, key: Key)] {
      playback.recording.events.compactMap { recorded in
        guard case .keyDown(let key) = recorded.event.input?.kind,
          !key.name.hasPrefix("unknown-")
        else { return nil }
        return (recorded.frame, key)
      }
    }

    /// Ctrl+=, Ctrl+=, Ctrl+-: large, xLarge, xxLarge, xLarge. After each, every frame of the
    /// 21 (0.35 s) has the height on the sheet's curve from the height before to the one
    /// after, the bottom at the window's, and the text size in the state from the key's frame.
    @Test func theTextSheetRefitsEveryFrameWithItsBottomPinned() throws {
      let playback = try Playback("text-size-change")
      let keys = keyDowns(playback)
      try #require(
        keys.map(\.key) == [
          Key("equals", modifiers: .control), Key("equals", modifiers: .control),
          Key("minus", modifiers: .control),
        ])
      let sizes = ["xLarge", "xxLarge", "xLarge"]
      let atStart = try #require(playback.play(until: keys[0].frame).presented.first?.frame)
      var heights: [Double] = []
      for (index, (frame, _)) in keys.enumerated() {
        let before = playback.play(until: frame)
        #expect(before.textSize == (index == 0 ? "large" : sizes[index - 1]), playback.here)
        let start = try #require(before.presented.first?.frame)
        #expect(start.maxY == 844 && before.transition == nil, playback.here)
        // The height the change heads for: where the sheet is once it rests.
        let after = try #require(playback.play(until: frame + 21).presented.first?.frame)
        heights.append(after.height)
        let replay = try Playback("text-size-change")
        for step in 1...21 {
          let state = replay.play(until: frame + step)
          let sheet = try #require(state.presented.first?.frame)
          let expected =
            start.height + (after.height - start.height) * sheetCurve.value(at: Double(step) / 21)
          #expect(abs(sheet.height - expected) < 1e-9, replay.here)
          #expect(abs(sheet.maxY - 844) < 1e-9, replay.here)
          #expect(state.textSize == sizes[index], replay.here)
        }
        #expect(playback.play(until: frame + 30).presented.first?.frame == after, playback.here)
      }
      // Each step up makes the text, and so the sheet, taller; back down, as tall as before.
      #expect(atStart.height < heights[0] && heights[0] < heights[1] && heights[2] == heights[0])
    }

    /// "Groceries" typed in the title key by key, Ctrl+A, Ctrl+C; in the note Ctrl+V, Return,
    /// Ctrl+V. Copy and paste are the host's keys and are not recorded: each paste is one
    /// text event holding the whole word with no key typed in its frame, which only the
    /// real clipboard (SDL's, filled by the Ctrl+C) could have given.
    @Test func aPasteThroughTheClipboardIsRecordedAsText() throws {
      let playback = try Playback("form-paste")
      let texts = playback.recording.events.compactMap { recorded -> (frame: Int, text: String)? in
        guard case .textInput(let text) = recorded.event.input?.kind else { return nil }
        return (recorded.frame, text)
      }
      #expect(texts.prefix(9).map(\.text).joined() == "Groceries", "typed letter by letter")
      let pastes = texts.filter { $0.text == "Groceries" }
      try #require(pastes.count == 2)
      let keyFrames = Set(keyDowns(playback).map(\.frame))
      #expect(pastes.allSatisfy { !keyFrames.contains($0.frame) })
      let first = playback.play(until: pastes[0].frame + 1)
      #expect(first.textFields.map(\.text) == ["Groceries", "Groceries"], playback.here)
      #expect(first.textFields[1].selection == [9, 9], playback.here)
      let end = playback.playToEnd()
      #expect(end.textFields.map(\.text) == ["Groceries", "Groceries\nGroceries"])
      #expect(
        end.navigationStack == ["root"] && end.presented.first?.navigationStack.last == "form")
    }
  }
}
