import Foundation
import SheetPlayback
import SheetScreens
import SheetTuning
import Testing

@testable import PlaygroundSessions
@testable import PlaygroundStudio
@testable import SheetEngine

/// The overlays' input rules and the panel's tuning changes, with fixed-metrics text (no
/// SDL): what is taken from the app and when, and that every change the panel emits is one
/// `Tuning.setValue` accepts, since the recording reader rejects any other.
@MainActor
struct OverlayControllerTests {
  typealias Support = OverlayTestSupport
  /// In the tuning section of the inspector, right of the 390-point device.
  let onPanel = Point(x: 560, y: 600)
  let onApp = Point(x: 40, y: 420)

  @Test func unmodifiedKeysToggleTheFourOverlays() {
    let overlays = Support.controller()
    for name in ["t", "h", "v", "g"] { #expect(overlays.handleKey(Key(name))) }
    #expect(overlays.isPanelVisible && overlays.isHUDVisible)
    #expect(overlays.isTrailVisible && overlays.isPlotVisible)
    #expect(overlays.handleKey(Key("t")))
    #expect(!overlays.isPanelVisible)
    #expect(!overlays.handleKey(Key("t", modifiers: .control)))
    #expect(!overlays.handleKey(Key("h", modifiers: .shift)))
    #expect(!overlays.handleKey(Key("s")))
    // T hides the whole inspector; it opens again with the same sections.
    #expect(!overlays.isPanelVisible && !overlays.isHUDVisible && overlays.isTrailVisible)
    #expect(overlays.handleKey(Key("t")))
    #expect(overlays.isPanelVisible && overlays.isHUDVisible && overlays.isPlotVisible)
    // H collapses the HUD's section and leaves the inspector open.
    #expect(overlays.handleKey(Key("h")))
    #expect(!overlays.isHUDVisible && overlays.isPanelVisible)
  }

  @Test func hiddenOverlaysTakeNoInputAndDrawNothing() {
    let overlays = Support.controller()
    for event in [
      Support.down(onPanel), Support.move(onPanel), Support.up(onPanel),
      Support.wheel(dy: -40, at: onPanel),
    ] {
      #expect(overlays.handlePointer(event, tuning: .seed) == .ignored)
    }
    overlays.update(
      inspection: Support.inspection(frame: 1, pointer: onApp), frameMilliseconds: 16,
      tuning: .seed)
    var list = DisplayList()
    overlays.appendDisplayItems(to: &list)
    #expect(list.items.isEmpty)
  }

  @Test func aPressOnTheVisiblePanelIsItsUntilRelease() {
    let overlays = Support.controller()
    overlays.isPanelVisible = true
    // Below the collapsed HUD and plot headers, right of the device: never over it.
    #expect(overlays.panelFrame == Rect(x: 398, y: 106, width: 324, height: 730))
    #expect(overlays.windowSize == Size(width: 730, height: 844))
    #expect(overlays.handlePointer(Support.down(onPanel), tuning: .seed).consumed)
    #expect(overlays.isCapturingPointer)
    // Dragged off the panel, the sequence is still the panel's.
    #expect(overlays.handlePointer(Support.move(onApp), tuning: .seed).consumed)
    #expect(overlays.handlePointer(Support.up(onApp), tuning: .seed).consumed)
    #expect(!overlays.isCapturingPointer)
    #expect(!overlays.handlePointer(Support.down(onApp), tuning: .seed).consumed)
  }

  @Test func aPressOnTheAppStaysTheAppsOverThePanel() {
    let overlays = Support.controller()
    overlays.isPanelVisible = true
    #expect(!overlays.handlePointer(Support.down(onApp), tuning: .seed).consumed)
    #expect(!overlays.handlePointer(Support.move(onPanel), tuning: .seed).consumed)
    #expect(!overlays.handlePointer(Support.up(onPanel), tuning: .seed).consumed)
  }

  @Test func draggingASliderEmitsClampedValidValues() throws {
    let overlays = Support.controller()
    overlays.isPanelVisible = true
    let row = Support.row("sheet.duration", in: overlays)
    let track = try #require(row.slider).frameInWindow
    var tuning = Tuning.seed
    var changes = overlays.handlePointer(
      Support.down(Point(x: track.midX, y: track.midY)), tuning: tuning
    ).changes
    changes +=
      overlays.handlePointer(
        Support.move(Point(x: track.minX - 50, y: track.midY)), tuning: tuning
      ).changes
    changes +=
      overlays.handlePointer(
        Support.move(Point(x: track.maxX + 50, y: track.midY + 80)), tuning: tuning
      ).changes
    changes +=
      overlays.handlePointer(
        Support.up(Point(x: track.maxX + 50, y: track.midY)), tuning: tuning
      ).changes
    let values = changes.map { change -> Double in
      guard case .set(let key, let value) = change, key == "sheet.duration" else { return -1 }
      return value
    }
    #expect(values.count == 3)
    #expect(values.dropFirst() == [0.01, 5])
    #expect(values.first! > 2 && values.first! < 3)
    #expect(values.first! == (values.first! * 100).rounded() / 100, "snapped to 0.01 s")
    for change in changes {
      guard case .set(let key, let value) = change else { continue }
      try tuning.setValue(value, forKey: key)
    }
    #expect(tuning.sheet.duration == 5)
  }

  @Test func integerSlidersEmitWholeNumbers() throws {
    let overlays = Support.controller()
    overlays.isPanelVisible = true
    let slider = try #require(Support.row("list.rowCount", in: overlays).slider).frameInWindow
    let point = Point(x: slider.minX + slider.width * 0.37, y: slider.midY)
    let changes = overlays.handlePointer(Support.down(point), tuning: .seed).changes
    guard case .set("list.rowCount", let value) = try #require(changes.first) else {
      Issue.record("expected a row count change, got \(changes)")
      return
    }
    #expect(value == value.rounded() && value > 0)
    #expect(throws: Never.self) { try Tuning.seed.setting(value, forKey: "list.rowCount") }
  }

  @Test func switchesFlipBooleans() throws {
    let overlays = Support.controller()
    overlays.isPanelVisible = true
    // The tuning first: rows its preset does not use say why, which moves the rows below.
    overlays.update(inspection: Support.inspection(frame: 0), frameMilliseconds: 16, tuning: .seed)
    let toggle = try #require(Support.row("dismiss.useSpring", in: overlays).toggle)
    #expect(
      Support.tap(toggle, in: overlays, tuning: .seed) == [
        .set(key: "dismiss.useSpring", value: 1)
      ])
    let on = try Tuning.seed.setting(1, forKey: "dismiss.useSpring")
    overlays.update(inspection: Support.inspection(frame: 1), frameMilliseconds: 16, tuning: on)
    _ = Support.row("dismiss.useSpring", in: overlays)
    #expect(toggle.isOn)
    #expect(
      Support.tap(toggle, in: overlays, tuning: on) == [.set(key: "dismiss.useSpring", value: 0)])
  }

  @Test func resetReturnsToTheBasePresetsValue() throws {
    let overlays = Support.controller()
    overlays.isPanelVisible = true
    let tuning = try Tuning.fluid.setting(1.2, forKey: "navigation.duration")
    overlays.update(inspection: Support.inspection(frame: 1), frameMilliseconds: 16, tuning: tuning)
    let row = Support.row("navigation.duration", in: overlays)
    #expect(row.valueLabel.text == "1.20 s")
    #expect(row.resetButton.isEnabled)
    #expect(
      Support.tap(row.resetButton, in: overlays, tuning: tuning) == [
        .set(key: "navigation.duration", value: 0.5)
      ])
    overlays.update(inspection: Support.inspection(frame: 2), frameMilliseconds: 16, tuning: .fluid)
    _ = Support.row("navigation.duration", in: overlays)
    #expect(!row.resetButton.isEnabled)
    #expect(Support.tap(row.resetButton, in: overlays, tuning: .fluid).isEmpty)
  }

  @Test func thePresetSwitchEmitsPresetChanges() throws {
    let overlays = Support.controller()
    overlays.isPanelVisible = true
    overlays.window.layoutIfNeeded()
    let segments = overlays.panel.header.presetSwitch.segments
    let fluid = try #require(segments.first { $0.preset == .ios18 }).button
    let seed = try #require(segments.first { $0.preset == .classic }).button
    // Already the classic preset with nothing changed: nothing to emit.
    #expect(Support.tap(seed, in: overlays, tuning: .classic).isEmpty)
    #expect(Support.tap(fluid, in: overlays, tuning: .classic) == [.preset("ios18")])
    // A custom tuning goes back to its preset.
    let custom = try Tuning.classic.setting(0.9, forKey: "sheet.duration")
    overlays.update(inspection: Support.inspection(frame: 1), frameMilliseconds: 16, tuning: custom)
    overlays.window.layoutIfNeeded()
    // It says so in the switch too: no preset's segment shows chosen.
    #expect(overlays.panel.header.nameLabel.text == "custom (from classic)")
    let presetSwitch = overlays.panel.header.presetSwitch
    #expect(!presetSwitch.customSegment.isHidden)
    #expect(presetSwitch.customSegment.title == "custom (from classic)")
    #expect(TuningPreset.allCases.allSatisfy { !presetSwitch.isSelected($0) })
    #expect(Support.tap(seed, in: overlays, tuning: custom) == [.preset("classic")])
  }

  @Test func theWheelAndDraggingEmptySpaceScrollThePanel() throws {
    let overlays = Support.controller()
    overlays.isPanelVisible = true
    overlays.window.layoutIfNeeded()
    let title = try #require(overlays.panel.groupTitles[.sheet])
    let before = title.frameInWindow.minY
    #expect(overlays.handlePointer(Support.wheel(dy: -120, at: onPanel), tuning: .seed).consumed)
    #expect(overlays.panel.scrollOffset == 120)
    #expect(title.frameInWindow.minY == before - 120)
    #expect(!overlays.handlePointer(Support.wheel(dy: -120, at: onApp), tuning: .seed).consumed)
    // Dragging a row's description (not a control) scrolls by the drag; a section's heading
    // is a control now (a press folds it).
    let start = try #require(overlays.panel.rows.first).descriptionLabel.frameInWindow.center
    _ = overlays.handlePointer(Support.down(start), tuning: .seed)
    let moved = overlays.handlePointer(
      Support.move(Point(x: start.x, y: start.y - 200)), tuning: .seed)
    _ = overlays.handlePointer(Support.up(Point(x: start.x, y: start.y - 200)), tuning: .seed)
    #expect(moved.consumed && moved.changes.isEmpty)
    #expect(overlays.panel.scrollOffset == 320)
    // Clamped at both ends.
    _ = overlays.handlePointer(Support.wheel(dy: 100_000, at: onPanel), tuning: .seed)
    #expect(overlays.panel.scrollOffset == 0)
    _ = overlays.handlePointer(Support.wheel(dy: -100_000, at: onPanel), tuning: .seed)
    #expect(overlays.panel.scrollOffset == overlays.panel.maximumScrollOffset)
    #expect(overlays.panel.maximumScrollOffset > 1000)
  }

  /// A slider dragged away and back to the preset's place is the preset's value again
  /// (2/3, which no slider step hits), so Save writes only what still differs.
  @Test func saveWritesOnlyWhatDiffersFromThePreset() throws {
    let directory = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/tuning.json"
    let overlays = Support.controller(tuningPath: path)
    overlays.isPanelVisible = true
    var tuning = try Tuning.seed.setting(0.42, forKey: "sheet.duration")
    overlays.update(inspection: Support.inspection(frame: 1), frameMilliseconds: 16, tuning: tuning)
    let slider = try #require(Support.row("card.heightFraction", in: overlays).slider)
    let scale = SliderScale(
      parameter: try #require(Tuning.parameter(forKey: "card.heightFraction")))
    let track = slider.frameInWindow
    // The thumb's travel is inset by half a thumb on each side.
    let inset = TuningSlider.thumbDiameter / 2
    func x(for value: Double) -> Double {
      (track.minX + inset + (track.width - 2 * inset) * scale.fraction(of: value)).rounded()
    }
    for value in [0.9, 2.0 / 3] {
      let point = Point(x: x(for: value), y: track.midY)
      var changes = overlays.handlePointer(Support.down(point), tuning: tuning).changes
      changes += overlays.handlePointer(Support.up(point), tuning: tuning).changes
      for case .set(let key, let value) in changes { try tuning.setValue(value, forKey: key) }
      overlays.update(
        inspection: Support.inspection(frame: 2), frameMilliseconds: 16, tuning: tuning)
    }
    #expect(tuning.card.heightFraction == 2.0 / 3)
    #expect(tuning.overrides == ["sheet.duration": 0.42])
    overlays.panel.scroll(to: 0)
    overlays.window.layoutIfNeeded()
    _ = Support.tap(overlays.panel.header.saveButton, in: overlays, tuning: tuning)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text == "{\n  \"preset\": \"seed\",\n  \"sheet.duration\": 0.42\n}\n")
    #expect(try TuningFile.load(path: path) == tuning)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["tuning.json"])
  }

  @Test func saveWritesTheTuningFileAndSaysSo() throws {
    let directory = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/tuning.json"
    let overlays = Support.controller(tuningPath: path)
    overlays.isPanelVisible = true
    overlays.window.layoutIfNeeded()
    let tuning = try Tuning.fluid.setting(0.42, forKey: "sheet.duration")
    overlays.update(inspection: Support.inspection(frame: 1), frameMilliseconds: 16, tuning: tuning)
    let changes = Support.tap(overlays.panel.header.saveButton, in: overlays, tuning: tuning)
    #expect(changes.isEmpty)
    #expect(try TuningFile.load(path: path) == tuning)
    #expect(overlays.panel.header.statusLabel.text == "Saved custom to \(path)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["tuning.json"])

    let broken = Support.controller(tuningPath: directory + "/missing/tuning.json")
    broken.isPanelVisible = true
    broken.window.layoutIfNeeded()
    _ = Support.tap(broken.panel.header.saveButton, in: broken, tuning: tuning)
    let status = broken.panel.header.statusLabel.text
    #expect(status.hasPrefix(directory + "/missing/tuning.json: "))
    #expect(status.contains("does not exist"), "\(status)")
    #expect(broken.panel.header.statusLabel.textColor == OverlayStyle.error)
  }

  @Test func routeTakesOutOverlayInputAndPutsInTuningEvents() throws {
    let overlays = Support.controller()
    let keyT = Key("t")
    var forwarded = overlays.routeAsHost(
      [
        InputEvent(timestamp: 1, kind: .keyDown(keyT)),
        InputEvent(timestamp: 2, kind: .keyUp(keyT)),
        InputEvent(timestamp: 3, kind: .keyDown(Key("escape"))),
      ], tuning: .seed)
    #expect(forwarded == [.input(.keyDown(Key("escape")), at: 3)])
    #expect(overlays.isPanelVisible)
    let toggle = try #require(Support.row("dismiss.rubberBand", in: overlays).toggle)
    let point = toggle.frameInWindow.center
    forwarded = overlays.routeAsHost(
      [
        Support.down(point, at: 10), Support.up(point, at: 20), Support.down(onApp, at: 30),
        InputEvent(timestamp: 40, kind: .resize(Size(width: 500, height: 600))),
      ], tuning: .seed)
    #expect(
      forwarded == [
        .tuning(.set(key: "dismiss.rubberBand", value: 1), timestamp: 20),
        .input(Support.down(onApp, at: 30)),
        .input(.resize(Size(width: 500, height: 600)), at: 40),
      ])
    #expect(overlays.panelFrame == Rect(x: 508, y: 106, width: 324, height: 486))
    #expect(overlays.windowSize == Size(width: 840, height: 600))
  }

  @Test func hidingThePanelMidDragCancelsIt() throws {
    let overlays = Support.controller()
    overlays.isPanelVisible = true
    let slider = try #require(Support.row("sheet.dimAlpha", in: overlays).slider)
    let track = slider.frameInWindow
    _ = overlays.handlePointer(Support.down(track.center), tuning: .seed)
    #expect(slider.isTracking)
    #expect(overlays.handleKey(Key("t")))
    #expect(!slider.isTracking)
    let move = overlays.handlePointer(Support.move(Point(x: track.maxX, y: 0)), tuning: .seed)
    #expect(!move.consumed && move.changes.isEmpty)
    // The release of the press the panel took is still the panel's.
    #expect(overlays.handlePointer(Support.up(track.center), tuning: .seed).consumed)
  }

  @Test func theOverlaysNeverReachTheRuntimesSnapshot() {
    let runtime = SessionFactory.makePlayground(
      size: Support.size, safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
      textMeasurer: FixedMetricsTextMeasurer())
    let appList = runtime.step([])
    let before = runtime.snapshot()
    let overlays = Support.controller()
    for name in ["t", "h", "v", "g"] { _ = overlays.handleKey(Key(name)) }
    overlays.update(
      inspection: runtime.inspect(), frameMilliseconds: 16.7, tuning: runtime.tuning)
    var list = appList
    overlays.appendDisplayItems(to: &list)
    #expect(runtime.snapshot() == before)
    #expect(Array(list.items.prefix(appList.items.count)) == appList.items)
    #expect(list.items.count > appList.items.count + 40)
    #expect(!before.controls.contains { ["Save", "Reset", "seed", "fluid"].contains($0.title) })
  }

  /// The studio's promise: with every inspector section open, nothing the overlays draw
  /// (the trail aside, which belongs on the device) starts left of the device's right edge.
  @Test func nothingTheInspectorDrawsOverlapsTheDevice() {
    let overlays = Support.controller()
    for name in ["t", "h", "g"] { _ = overlays.handleKey(Key(name)) }
    overlays.update(
      inspection: Support.inspection(frame: 1), frameMilliseconds: 16.7, tuning: .seed)
    var list = DisplayList()
    overlays.appendDisplayItems(to: &list)
    #expect(!list.items.isEmpty)
    func leftEdges(_ items: [DisplayItem]) -> [Double] {
      items.flatMap { item -> [Double] in
        switch item {
        case .fill(let fill): [fill.clip.map { max($0.minX, fill.rect.minX) } ?? fill.rect.minX]
        case .stroke(let stroke):
          [stroke.clip.map { max($0.minX, stroke.rect.minX) } ?? stroke.rect.minX]
        case .text(let run): [run.clip.map { max($0.minX, run.origin.x) } ?? run.origin.x]
        case .shadow, .backdrop: []
        case .image(let image):
          [image.clip.map { max($0.minX, image.rect.minX) } ?? image.rect.minX]
        case .layer(let layer):
          ((layer.background.map { [$0.rect.minX] } ?? []) + leftEdges(layer.content.items))
            .map { layer.transform.apply(to: Point(x: $0, y: 0)).x }
        }
      }
    }
    let edges = leftEdges(list.items)
    #expect(edges.filter { $0 < Support.size.width }.isEmpty)
  }

  /// A drag on a spring's graph edits Apple's duration (sideways, 2 ms a point) and bounce
  /// (up, 0.005 a point); the tuning keeps response and damping ratio.
  @Test func draggingASpringGraphEditsDurationAndBounce() throws {
    let overlays = Support.controller()
    overlays.isPanelVisible = true
    overlays.update(inspection: Support.inspection(frame: 1), frameMilliseconds: 16, tuning: .seed)
    let editor = try #require(
      overlays.panel.springEditors.first { $0.spring.title == "Sheet flick" })
    overlays.window.layoutIfNeeded()
    overlays.panel.scroll(to: editor.frame.minY - 8)
    overlays.window.layoutIfNeeded()
    let start = editor.frameInWindow.center
    var changes = overlays.handlePointer(Support.down(start), tuning: .seed).changes
    let end = Point(x: start.x + 50, y: start.y - 20)
    changes += overlays.handlePointer(Support.move(end), tuning: .seed).changes
    changes += overlays.handlePointer(Support.up(end), tuning: .seed).changes
    // Seed: response 0.4 s, damping ratio 0.58 (bounce 0.42) -> duration 0.5 s, bounce 0.52.
    let values = Dictionary(
      changes.compactMap { change -> (String, Double)? in
        guard case .set(let key, let value) = change else { return nil }
        return (key, value)
      }, uniquingKeysWith: { $1 })
    #expect(abs((values["springs.sheetResponse"] ?? 0) - 0.5) < 0.006, "\(changes)")
    #expect(abs((values["springs.flickDamping"] ?? 0) - 0.48) < 0.006, "\(changes)")
  }

  /// Dragging a bezier's handle sets that control point's two keys.
  @Test func draggingACurveHandleSetsItsControlPoint() throws {
    let overlays = Support.controller()
    overlays.isPanelVisible = true
    overlays.update(inspection: Support.inspection(frame: 1), frameMilliseconds: 16, tuning: .seed)
    overlays.window.layoutIfNeeded()
    let editor = try #require(overlays.panel.curveEditors.first { $0.prefix == "sheet.curve" })
    let frame = editor.frameInWindow
    // The plot is 132 points square, centred, `plotTop` (27) below the top: (0.5, 0.5) is
    // its centre.
    let top = CurveEditorView.plotTop
    let plotCentre = Point(x: frame.midX, y: frame.minY + top + 66)
    let handle = Point(x: frame.midX - 66 + 0.2 * 132, y: frame.minY + top)
    var changes = overlays.handlePointer(Support.down(handle), tuning: .seed).changes
    changes += overlays.handlePointer(Support.move(plotCentre), tuning: .seed).changes
    changes += overlays.handlePointer(Support.up(plotCentre), tuning: .seed).changes
    #expect(changes.contains(.set(key: "sheet.curve.x1", value: 0.5)), "\(changes)")
    #expect(changes.contains(.set(key: "sheet.curve.y1", value: 0.5)), "\(changes)")
    #expect(
      !changes.contains { if case .set(let key, _) = $0 { key.hasSuffix("2") } else { false } })
  }

  /// A click on a row's value types it: digits, a point, Backspace; Return sets exactly the
  /// number typed (no slider step), Escape leaves it; no key reaches the app meanwhile.
  @Test func aValueCanBeTypedExactly() throws {
    let overlays = Support.controller()
    overlays.isPanelVisible = true
    overlays.update(inspection: Support.inspection(frame: 1), frameMilliseconds: 16, tuning: .seed)
    overlays.window.layoutIfNeeded()
    let row = Support.row("sheet.duration", in: overlays)
    let value = row.valueLabel.frameInWindow.center
    _ = overlays.routeAsHost([Support.down(value, at: 1), Support.up(value, at: 2)], tuning: .seed)
    func keys(_ names: [String], at time: Double) -> [InputEvent] {
      names.flatMap { name in
        [
          InputEvent(timestamp: time, kind: .keyDown(Key(name))),
          InputEvent(timestamp: time, kind: .keyUp(Key(name))),
        ]
      }
    }
    // "0.429", Backspace, "1", then "s" (the slow-motion key) is swallowed too.
    var forwarded = overlays.routeAsHost(
      keys(["0", "period", "4", "2", "9", "backspace", "1", "s"], at: 3), tuning: .seed)
    #expect(forwarded.isEmpty)
    #expect(row.valueLabel.text.hasPrefix("0.421"))
    forwarded = overlays.routeAsHost(keys(["return"], at: 4), tuning: .seed)
    #expect(forwarded == [.tuning(.set(key: "sheet.duration", value: 0.421), timestamp: 4)])
    // A value out of range is refused with the reason, and typing goes on until Escape.
    _ = overlays.routeAsHost([Support.down(value, at: 5), Support.up(value, at: 6)], tuning: .seed)
    forwarded = overlays.routeAsHost(keys(["9", "return"], at: 7), tuning: .seed)
    #expect(forwarded.isEmpty)
    #expect(row.hintLabel.text == "out of range: 0.01 to 5 s")
    forwarded = overlays.routeAsHost(keys(["escape", "escape"], at: 8), tuning: .seed)
    // The first Escape ends typing; the second is the app's again (dismiss or pop).
    #expect(
      forwarded == [.input(.keyDown(Key("escape")), at: 8), .input(.keyUp(Key("escape")), at: 8)])
  }

  /// Every row shows its full key, the same way in every section (issue 40): the name a
  /// file, a recording and `/` find use.
  @Test func everyRowShowsItsFullKey() {
    let overlays = Support.controller()
    for row in overlays.panel.rows {
      #expect(row.nameLabel.text.hasPrefix(row.parameter.key), "\(row.parameter.key)")
    }
  }

  /// An unchanged app frame is not inspected while nothing needs it; a motion capture that
  /// is still counting its resting frames gets every frame, the HUD only its clock.
  @Test func anUnchangedFrameIsInspectedOnlyWhenAnOverlayNeedsIt() {
    let overlays = Support.controller()
    var inspected = 0
    func step(_ frame: Int, changed: Bool, position: Double = 0, start: Double? = nil) {
      overlays.update(
        appFrameChanged: changed,
        inspection: {
          inspected += 1
          return Support.inspection(frame: frame, position: position, start: start)
        }, frameMilliseconds: 16.7, tuning: .seed)
    }
    step(1, changed: true)
    step(2, changed: false)
    #expect(inspected == 1)
    #expect(overlays.frameTimes.milliseconds.count == 2)
    // A movement starts a capture, which then sees every frame until it has rested.
    step(3, changed: true, position: 10, start: 0)
    for frame in 4..<(4 + MotionRecorder.settleFrames) { step(frame, changed: false, position: 10) }
    #expect(inspected == 2 + MotionRecorder.settleFrames)
    #expect(!overlays.motion.isCapturing)
    step(100, changed: false, position: 10)
    #expect(inspected == 2 + MotionRecorder.settleFrames)
    overlays.isHUDVisible = true
    step(101, changed: false, position: 10)
    #expect(inspected == 2 + MotionRecorder.settleFrames)
    #expect(overlays.hud.rateLabel.text.hasPrefix("59.9 fps"))
  }
}

/// Builders shared by the overlay tests: inspections without a runtime, pointer events, and
/// taps on the overlays' own views.
@MainActor
enum OverlayTestSupport {
  static let size = Size(width: 390, height: 844)

  static func controller(
    tuningPath: String? = nil, measurer: TextMeasuring = FixedMetricsTextMeasurer()
  ) -> OverlayController {
    OverlayController(
      size: size, textMeasurer: measurer, tuningPath: tuningPath, tuningStore: TuningFileStore())
  }

  /// A frame of `element` at `position`, having started it at `start` (by default where it
  /// ends: no motion), `timeStep` seconds after the previous frame.
  static func inspection(
    frame: Int, time: Double? = nil, timeStep: Double = 1.0 / 60, element: String = "text.y",
    position: Double = 0, start: Double? = nil, pointer: Point? = nil, velocity: Point = .zero,
    down: Bool = false, transition: StateSnapshot.TransitionState? = nil, dimAlpha: Double = 0
  ) -> RuntimeInspection {
    RuntimeInspection(
      time: time ?? Double(frame) / 60, timeStep: timeStep, frame: frame,
      pointerLocation: pointer, pointerVelocity: velocity, isPointerDown: down,
      activeGesture: nil, activeGestureState: nil, transition: transition,
      elements: [
        MovingElement(name: element, position: position, startPosition: start ?? position)
      ],
      dimAlpha: dimAlpha)
  }

  static func down(_ point: Point, at time: Double = 0) -> InputEvent {
    InputEvent(timestamp: time, kind: .pointerDown(button: .left, location: point))
  }

  static func move(_ point: Point, at time: Double = 0) -> InputEvent {
    InputEvent(timestamp: time, kind: .pointerMove(location: point))
  }

  static func up(_ point: Point, at time: Double = 0) -> InputEvent {
    InputEvent(timestamp: time, kind: .pointerUp(button: .left, location: point))
  }

  static func wheel(dy: Double, at point: Point) -> InputEvent {
    InputEvent(timestamp: 0, kind: .wheel(dx: 0, dy: dy, location: point))
  }

  /// The row of `key`, scrolled into view and laid out.
  static func row(_ key: String, in controller: OverlayController) -> TuningRowView {
    let row = controller.panel.rows.first { $0.parameter.key == key }!
    controller.window.layoutIfNeeded()
    let top = row.frame.minY + (row.superview?.frame.minY ?? 0)
    controller.panel.scroll(to: top - 200)
    controller.window.layoutIfNeeded()
    return row
  }

  /// A press and release at the centre of `view`, through the controller; the changes.
  static func tap(_ view: View, in controller: OverlayController, tuning: Tuning) -> [TuningChange]
  {
    let point = view.frameInWindow.center
    var changes = controller.handlePointer(down(point), tuning: tuning).changes
    changes += controller.handlePointer(up(point), tuning: tuning).changes
    return changes
  }

  /// A fresh empty directory for files a test writes.
  static func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "overlay-tests-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}

/// The bezier editor's handles stay clear of its title (issue 23, item 8): at progress 1
/// (the plot's top) and 0 (its bottom) a handle is below the title and inside the editor.
@MainActor
@Suite struct CurveEditorHandleTests {
  @Test func handlesNeverTouchTheTitle() throws {
    let editor = CurveEditorView(prefix: "sheet.curve", title: "sheet.curve (drag the handles)")
    editor.frame = Rect(x: 0, y: 0, width: 300, height: CurveEditorView.height)
    var tuning = Tuning.seed
    tuning = try tuning.setting(1, forKey: "sheet.curve.y1")
    tuning = try tuning.setting(0, forKey: "sheet.curve.y2")
    editor.show(tuning)
    let title = CurveEditorView.titleHeight
    for handle in editor.handleFrames {
      #expect(handle.minY >= title + 2 && handle.maxY <= CurveEditorView.height - 2)
    }
  }
}
