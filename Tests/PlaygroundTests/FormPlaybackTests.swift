import SheetEngine
import SheetScreens
import SheetSession
import Testing

extension SDLSuite {
  /// The form, the text sheet's third page (recordings made in the real window with
  /// xdotool; see each .drive.sh): typing with the software keyboard up and the sheet riding
  /// it, the unsaved-changes rule refusing a drag before Discard, and the note growing the
  /// sheet.
  @MainActor
  @Suite struct FormPlayback {
    /// The form's sheet at rest with the keyboard down (DejaVu Sans).
    private let rest = Rect(x: 0, y: 520, width: 390, height: 324)
    private let keyboard = 291.0
    private let keyboardCurve = UnitBezier(0.38, 0.7, 0.125, 1)
    private let sheetCurve = UnitBezier(0.2, 1, 0.42, 1)

    /// The keys pressed, in order, with their frames; modifier keys themselves (names the
    /// engine has no binding for) left out.
    private func keyDowns(_ playback: Playback) -> [(frame: Int, key: Key)] {
      playback.recording.events.compactMap { recorded in
        guard case .keyDown(let key) = recorded.event.input?.kind,
          !key.name.hasPrefix("unknown-")
        else { return nil }
        return (recorded.frame, key)
      }
    }

    /// Where Done's bottom is while the footer is pinned: 16 pt above the home indicator's
    /// inset (less what the keyboard covers of it) over the keyboard's top.
    private func footerBottom(keyboardInset inset: Double) -> Double {
      844 - inset - max(34 - inset, 0) - 16
    }

    private func done(_ state: PlaygroundState) -> Rect? {
      state.controls.first { $0.title == "Done" }?.frame
    }

    /// Done's frame in the window from the form's view itself (also while a dismissal makes
    /// it no control a person can tap).
    private func formDone(_ playback: Playback) -> Rect? {
      let sheet = playback.playground.runtime.presentedViewControllers.first
      let form = (sheet as? NavigationController)?.topViewController as? FormSheetViewController
      return form?.doneButton.frameInWindow
    }

    /// The text typed, event by event, with its frame.
    private func texts(_ playback: Playback) -> [(frame: Int, text: String)] {
      playback.recording.events.compactMap { recorded in
        guard case .textInput(let text) = recorded.event.input?.kind else { return nil }
        return (recorded.frame, text)
      }
    }

    @Test func typingWithTheKeyboardUpAndTheSheetRidingIt() throws {
      let playback = try Playback("form-typing-keyboard")
      let downs = playback.frames(of: "down")
      try #require(downs.count == 4)
      _ = playback.play(until: downs[3])
      // From the click on the title: the keyboard along its curve over 30 frames, the
      // sheet's bottom on its top and the home indicator's inset going, every frame.
      for frame in 1...30 {
        let state = playback.play(until: downs[3] + frame)
        let inset = keyboard * keyboardCurve.value(at: Double(frame) / 30)
        #expect(abs(state.keyboardInset - inset) < 1e-9, playback.here)
        let sheet = state.presented[0].frame
        #expect(abs(sheet.maxY - (844 - inset)) < 1e-9, playback.here)
        #expect(abs(sheet.height - (rest.height - min(inset, 34))) < 1e-9, playback.here)
        let footer = try #require(done(state))
        #expect(abs(footer.maxY - footerBottom(keyboardInset: inset)) < 1e-9, playback.here)
      }
      // Every text event lands in the title in its own frame.
      var typed = ""
      for (frame, text) in texts(playback) where typed.count < "Milk and eggs".count {
        typed += text
        #expect(playback.play(until: frame + 1).textFields[0].text == typed, playback.here)
      }
      #expect(typed == "Milk and eggs")
      let keys = keyDowns(playback)
      let selects = keys.filter { $0.key == Key("left", modifiers: .shift) }
      try #require(selects.count == 4)
      let selected = playback.play(until: selects[3].frame + 1)
      #expect(selected.textFields[0].selection == [9, 13], "eggs selected")
      #expect(abs(selected.keyboardInset - keyboard) < 1e-9 && selected.focused == nil)
      let ret = try #require(keys.last { $0.key == Key("return") })
      let before = playback.play(until: ret.frame)
      #expect(
        before.textFields[0] == .init(name: "title", text: "Silk and bread", selection: [1, 1]))
      // Return: editing ends and the keyboard and the sheet go down together.
      for frame in 1...30 {
        let state = playback.play(until: ret.frame + frame)
        let inset = keyboard * (1 - keyboardCurve.value(at: Double(frame) / 30))
        #expect(abs(state.keyboardInset - inset) < 1e-9, playback.here)
        #expect(abs(state.presented[0].frame.maxY - (844 - inset)) < 1e-9, playback.here)
        #expect(state.textFields[0].selection == nil)
      }
      let end = playback.playToEnd()
      #expect(end.presented.map(\.frame) == [rest] && end.keyboardInset == 0)
    }

    @Test func theEditedFormRefusesADragThenDiscardCloses() throws {
      let playback = try Playback("form-unsaved-discard")
      let downs = playback.frames(of: "down")
      let ups = playback.frames(of: "up")
      try #require(downs.count == 6 && ups.count == 6)
      // The click on the heading (a tap outside the field) ended editing on its release;
      // the keyboard is down 30 frames later.
      let edited = playback.play(until: ups[4] + 30)
      #expect(edited.textFields[0] == .init(name: "title", text: "Milk", selection: nil))
      #expect(edited.keyboardInset == 0 && edited.presented.map(\.frame) == [rest])
      // The drag from y 560: the sheet shows the rubber band of the pointer's distance,
      // never a dismissal.
      for recorded in playback.recording.events
      where recorded.frame > downs[5] && recorded.frame < ups[5] {
        guard case .pointerMove(let location) = recorded.event.input?.kind else { continue }
        let state = playback.play(until: recorded.frame + 1)
        let shown = ScrollPhysics.rubberBandOffset(
          forDistance: location.y - 560, dimension: rest.height, constant: 0.55)
        #expect(abs(state.presented[0].frame.minY - (rest.minY + shown)) < 1e-9, playback.here)
        #expect(state.transition == nil && state.presented.count == 1)
        // The footer stays at the window's bottom while the sheet goes down under it.
        let footer = try #require(done(state))
        #expect(abs(footer.maxY - footerBottom(keyboardInset: 0)) < 1e-9, playback.here)
      }
      // Released: the confirmation comes up over it, and the sheet goes back to rest.
      let keys = keyDowns(playback).filter { ["tab", "return"].contains($0.key.name) }
      try #require(keys.count == 2)
      let asked = playback.play(until: keys[0].frame)
      #expect(asked.presented.map(\.screen) == ["text", "discard"], playback.here)
      #expect(asked.presented[0].frame == rest)
      #expect(playback.play(until: keys[0].frame + 1).focused == "Discard")
      // Return on Discard: the confirmation goes at once, the form's sheet from where it is.
      for frame in 1...20 {
        let state = playback.play(until: keys[1].frame + frame)
        #expect(state.presented.map(\.screen) == ["text"] && state.transition?.kind == "dismiss")
        let offset = rest.height * sheetCurve.value(at: Double(frame) / 21)
        let top = state.presented[0].frame.minY
        #expect(abs(top - (rest.minY + offset)) < 1e-6, playback.here)
        // Dismissed, the footer stays at the bottom until the sheet's top reaches it, then
        // goes down with the sheet's top.
        let footer = try #require(formDone(playback))
        // The footer is 90 pt (24 above Done, 50, 16 below); the window's bottom less the
        // home indicator is at 810.
        if top <= 810 - 90 {
          #expect(abs(footer.maxY - footerBottom(keyboardInset: 0)) < 1e-9, playback.here)
        } else {
          #expect(abs(footer.minY - (top + 24)) < 1e-9, playback.here)
        }
      }
      let end = playback.playToEnd()
      #expect(end.presented.isEmpty && end.lastActivated == "Discard")
    }

    @Test func theNoteGrowsTheSheetWithItsBottomPinned() throws {
      let playback = try Playback("form-note-grows")
      let keys = keyDowns(playback)
      #expect(keys.first?.key == Key("k", modifiers: .control))
      let returns = keys.filter { $0.key == Key("return") }.map(\.frame)
      try #require(returns.count == 2)
      var height = playback.play(until: returns[0]).presented[0].frame.height
      #expect(height == rest.height && playback.play(until: returns[0]).hardwareKeyboard)
      for start in returns {
        let grown = playback.play(until: start + 30).presented[0].frame.height
        #expect(grown == height + 20, "one 20 pt line of 17 pt DejaVu Sans")
        // Each frame along the sheet's curve over its 0.35 s, bottom pinned.
        let fresh = try Playback("form-note-grows")
        _ = fresh.play(until: start)
        for frame in 1...21 {
          let sheet = fresh.play(until: start + frame).presented[0].frame
          #expect(abs(sheet.maxY - 844) < 1e-9 && sheet.minX == 0, fresh.here)
          let expected = height + 20 * sheetCurve.value(at: Double(frame) / 21)
          #expect(abs(sheet.height - expected) < 1e-6, fresh.here)
          #expect(fresh.play(until: start + frame).keyboardInset == 0)
          let footer = try #require(formDone(fresh))
          #expect(abs(footer.maxY - footerBottom(keyboardInset: 0)) < 1e-9, fresh.here)
        }
        height = grown
      }
      let end = playback.playToEnd()
      #expect(end.textFields[1].text == "eggs\nmilk\nbread")
      #expect(end.presented[0].frame == Rect(x: 0, y: 480, width: 390, height: 364))
    }

    @Test func aDragDownOnTheSheetTakesTheKeyboardWithIt() throws {
      let playback = try Playback("form-keyboard-interactive")
      let downs = playback.frames(of: "down")
      let ups = playback.frames(of: "up")
      try #require(downs.count == 6 && ups.count == 6)
      for drag in [4, 5] {
        // The keyboard's top follows the pointer from the press at y 345, the sheet on it.
        for recorded in playback.recording.events
        where recorded.frame > downs[drag] && recorded.frame < ups[drag] {
          guard case .pointerMove(let location) = recorded.event.input?.kind else { continue }
          let state = playback.play(until: recorded.frame + 1)
          let inset = keyboard - min(max(location.y - 345, 0), keyboard)
          #expect(abs(state.keyboardInset - inset) < 1e-9, playback.here)
          #expect(abs(state.presented[0].frame.maxY - (844 - inset)) < 1e-9, playback.here)
          #expect(state.transition == nil && state.textFields[0].selection == [4, 4])
        }
        // Released still: 60 pt back up to the top; 210 pt (past half of 291) down, editing
        // over; along the keyboard's curve from where it was.
        let start = playback.play(until: ups[drag]).keyboardInset
        let end = drag == 4 ? keyboard : 0
        for frame in 1...30 {
          let state = playback.play(until: ups[drag] + frame)
          let inset = start + (end - start) * keyboardCurve.value(at: Double(frame) / 30)
          #expect(abs(state.keyboardInset - inset) < 1e-9, playback.here)
          #expect(abs(state.presented[0].frame.maxY - (844 - inset)) < 1e-9, playback.here)
          #expect(state.textFields[0].selection == (drag == 4 ? [4, 4] : nil))
        }
      }
      let end = playback.playToEnd()
      #expect(end.presented.map(\.frame) == [rest] && end.keyboardInset == 0)
    }
  }
}
