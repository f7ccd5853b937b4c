import SheetEngine
import SheetSession
import SheetTuning
import Testing

@testable import PlaygroundStudio
@testable import PlaygroundWindow

/// Undo and redo of every kind of tuning change, through the real panel's views and the key
/// router, over frames as the window runs them: each change is one step, and undoing or
/// redoing it gives back exactly the tuning before or after it.
@MainActor
struct TuningUndoTests {
  typealias Support = OverlayTestSupport

  /// Undoes every step back to the first tuning, checking each one on the way, then redoes
  /// them all; `tunings` are the tunings after each step, the first being the start.
  private func roundTrip(_ session: StudioSession, through tunings: [Tuning]) {
    for expected in tunings.dropLast().reversed() {
      session.undo()
      #expect(session.tuning == expected)
    }
    session.undo()
    #expect(session.tuning == tunings[0])
    #expect(session.overlays.panel.header.statusLabel.text == "Nothing to undo")
    for expected in tunings.dropFirst() {
      session.redo()
      #expect(session.tuning == expected)
    }
    session.redo()
    #expect(session.overlays.panel.header.statusLabel.text == "Nothing to redo")
  }

  @Test func aSliderDragOverManyFramesIsOneStep() throws {
    let session = StudioSession()
    let track = try #require(Support.row("sheet.duration", in: session.overlays).slider)
      .frameInWindow
    session.drag(
      from: track.center,
      through: [Point(x: track.minX + 30, y: track.midY), Point(x: track.maxX, y: track.midY)])
    let dragged = session.tuning
    #expect(dragged.sheet.duration == 5)
    session.undo()
    #expect(session.tuning == .seed)
    #expect(session.overlays.panel.header.statusLabel.text.hasPrefix("Undid sheet.duration"))
    session.redo()
    #expect(session.tuning == dragged)
  }

  @Test func everyKindOfChangeRoundTripsExactly() throws {
    let session = StudioSession()
    var tunings = [session.tuning]
    // A slider.
    let track = try #require(Support.row("sheet.dimAlpha", in: session.overlays).slider)
      .frameInWindow
    session.drag(from: track.center, through: [Point(x: track.minX + 20, y: track.midY)])
    tunings.append(session.tuning)
    // A typed value.
    let row = Support.row("sheet.duration", in: session.overlays)
    session.tap(row.valueLabel)
    session.press(["0", "period", "4", "2", "1", "return"].map { Key($0) })
    #expect(session.tuning.sheet.duration == 0.421)
    tunings.append(session.tuning)
    // A spring's graph (two keys at once).
    let spring = try #require(
      session.overlays.panel.springEditors.first { $0.spring.title == "Sheet flick" })
    session.overlays.window.layoutIfNeeded()
    session.overlays.panel.scroll(to: spring.frame.minY - 8)
    session.overlays.window.layoutIfNeeded()
    let start = spring.frameInWindow.center
    session.drag(from: start, through: [Point(x: start.x + 50, y: start.y - 20)])
    tunings.append(session.tuning)
    // A Reset.
    session.tap(Support.row("sheet.duration", in: session.overlays).resetButton)
    #expect(session.tuning.sheet.duration == Tuning.seed.sheet.duration)
    tunings.append(session.tuning)
    // A hot reload of the tuning file.
    session.reload(try session.tuning.setting(0.8, forKey: "card.heightFraction"))
    tunings.append(session.tuning)
    // A preset switch.
    session.overlays.panel.scroll(to: 0)
    session.overlays.window.layoutIfNeeded()
    let fluid = try #require(
      session.overlays.panel.header.presetSwitch.segments.first { $0.preset == .ios18 }
    ).button
    session.tap(fluid)
    #expect(session.tuning.basePreset == .ios18)
    tunings.append(session.tuning)
    #expect(Set(tunings).count == tunings.count, "every step changed the tuning")
    roundTrip(session, through: tunings)
  }

  /// Switching presets keeps the changes the new preset does not already have, says which,
  /// and is one step; tapping the selected preset drops the changes, also one step.
  @Test func aPresetSwitchKeepsTheOverridesAndIsOneStep() throws {
    // Continuous corners are off in classic and on in ios18.
    let custom = try Tuning.classic.setting(0.8, forKey: "card.heightFraction")
      .setting(0.9, forKey: "sheet.dimAlpha").setting(1, forKey: "sheet.continuousCorners")
    let session = StudioSession(tuning: custom)
    session.overlays.window.layoutIfNeeded()
    let segments = session.overlays.panel.header.presetSwitch.segments
    let fluid = try #require(segments.first { $0.preset == .ios18 }).button
    let seed = try #require(segments.first { $0.preset == .classic }).button
    session.tap(fluid)
    let switched = session.tuning
    #expect(switched.basePreset == .ios18)
    #expect(switched.card.heightFraction == 0.8 && switched.sheet.dimAlpha == 0.9)
    // ios18 has continuous corners already, so they are no override.
    #expect(Set(switched.overrides.keys) == ["card.heightFraction", "sheet.dimAlpha"])
    #expect(
      session.overlays.panel.header.statusLabel.text
        == "Switched to ios18, kept 2 changes: sheet.dimAlpha, card.heightFraction")
    session.tap(fluid)
    #expect(session.tuning == .ios18)
    #expect(
      session.overlays.panel.header.statusLabel.text
        == "Dropped 2 changes to ios18 (Ctrl+Z undoes)")
    session.undo()
    #expect(session.tuning == switched)
    session.undo()
    #expect(session.tuning == custom)
    session.tap(seed)
    #expect(session.tuning == .classic)
    roundTrip(session, through: [custom, .classic])
  }

  /// Undo's changes are recorded tuning events: applying the recorded events to the first
  /// tuning gives the tuning on screen, so a replay ends where the live session did.
  @Test func undoIsRecordedAsTuningEvents() throws {
    let session = StudioSession()
    let toggle = try #require(Support.row("dismiss.useSpring", in: session.overlays).toggle)
    session.tap(toggle)
    session.undo()
    session.redo()
    session.undo()
    #expect(session.tuning == .seed)
    #expect(
      session.recorded == [
        .set(key: "dismiss.useSpring", value: 1), .set(key: "dismiss.useSpring", value: 0),
        .set(key: "dismiss.useSpring", value: 1), .set(key: "dismiss.useSpring", value: 0),
      ])
  }

  /// A new change after an undo ends what could be redone.
  @Test func aNewChangeClearsRedo() throws {
    let session = StudioSession()
    let toggle = try #require(Support.row("dismiss.useSpring", in: session.overlays).toggle)
    session.tap(toggle)
    session.undo()
    session.tap(try #require(Support.row("dismiss.rubberBand", in: session.overlays).toggle))
    let after = session.tuning
    session.redo()
    #expect(session.tuning == after)
    #expect(session.overlays.panel.header.statusLabel.text == "Nothing to redo")
  }

  /// Each side of a comparison has its own history: switching sides is no change to undo.
  @Test func eachInspectedSessionHasItsOwnHistory() throws {
    let overlays = Support.controller()
    overlays.isPanelVisible = true
    let left = NSObjectBox()
    let right = NSObjectBox()
    var tunings = [ObjectIdentifier(left): Tuning.seed, ObjectIdentifier(right): Tuning.fluid]
    func frame(_ side: AnyObject, _ input: [InputEvent] = []) {
      let id = ObjectIdentifier(side)
      for case .tuning(.set(let key, let value), _, _) in overlays.route(
        input, tuning: tunings[id]!, session: id)
      {
        try? tunings[id]!.setValue(value, forKey: key)
      }
      overlays.update(
        inspection: Support.inspection(frame: 1), frameMilliseconds: 16, tuning: tunings[id]!,
        session: id)
    }
    let undo = InputEvent(timestamp: 0, kind: .keyDown(Key("z", modifiers: .control)))
    frame(left)
    let toggle = try #require(Support.row("dismiss.useSpring", in: overlays).toggle)
    let point = toggle.frameInWindow.center
    frame(left, [Support.down(point), Support.up(point)])
    frame(right)
    var keys = [undo]
    overlays.keyRouter.route(&keys)
    frame(right)
    #expect(tunings[ObjectIdentifier(right)] == .fluid)
    #expect(overlays.panel.header.statusLabel.text == "Nothing to undo")
    frame(left)
    keys = [undo]
    overlays.keyRouter.route(&keys)
    frame(left)
    #expect(tunings[ObjectIdentifier(left)] == .seed)
  }

  /// In a replay the recording's own tuning events (and the seeks) change the tuning shown:
  /// they are no undo steps; only the panel's what-if edits are.
  @Test func aReplayKeepsNoStepForTheRecordingsOwnChanges() throws {
    let overlays = Support.controller()
    overlays.recordsOutsideTuningChanges = false
    let session = StudioSession(overlays: overlays)
    session.reload(.fluid)
    session.undo()
    #expect(session.tuning == .fluid)
    #expect(session.recorded.isEmpty)
  }

  @Test func theChangesBetweenTwoTuningsReachExactlyTheTarget() throws {
    let from = try Tuning.fluid.setting(0.3, forKey: "sheet.duration")
    let to = try Tuning.seed.setting(-0.0, forKey: "sheet.cornerRadius")
      .setting(0.9, forKey: "sheet.dimAlpha")
    var reached = from
    for change in Tuning.changes(from: from, to: to) {
      switch change {
      case .set(let key, let value): try reached.setValue(value, forKey: key)
      case .preset(let name): reached = try #require(Tuning.preset(named: name))
      }
    }
    #expect(reached == to)
    #expect(Tuning.changes(from: to, to: to).isEmpty)
  }
}

/// An object whose identity stands for a session in the tests.
private final class NSObjectBox {}
