import Foundation
import SheetEngine
import SheetTuning
import Testing

@testable import PlaygroundSessions
@testable import PlaygroundStudio

/// What the session does that its pixels cannot show, said in the inspector: recording and
/// its time, speed and pause, the frame rate simulated; a tuning file that does not reload.
@MainActor
struct SessionStatusTests {
  typealias Support = OverlayTestSupport

  private func speed(_ commands: [KeyCommand]) -> SimulationSpeed {
    var speed = SimulationSpeed()
    for command in commands { _ = speed.perform(command) }
    return speed
  }

  @Test func theSummarySaysRecordingSpeedAndPause() {
    #expect(SessionStatus().summary == "")
    #expect(SessionStatus(recordedFrames: 725).summary == "\u{25CF} REC 0:12")
    #expect(
      SessionStatus(recordedFrames: 60 * 754, speed: speed([.cycleSpeed])).summary
        == "\u{25CF} REC 12:34 \u{00B7} 0.5x")
    #expect(SessionStatus(speed: speed([.cycleSpeed, .togglePause])).summary == "paused")
    #expect(SessionStatus(speed: speed([.cycleSpeed, .cycleSpeed])).summary == "0.25x")
    #expect(
      SessionStatus(recordedFrames: 60, speed: speed([.cycleSpeed])).titleSummary
        == "REC 0:01 - 0.5x")
  }

  @Test func theSimulatedRateIsTheWallRateTimesTheSpeed() {
    let half = SessionStatus(speed: speed([.cycleSpeed]))
    #expect(
      half.simulationLine(wallFramesPerSecond: 59.8)
        == "simulation: 0.5x \u{00B7} 29.9 fps simulated")
    #expect(
      SessionStatus().simulationLine(wallFramesPerSecond: 60)
        == "simulation: 1x \u{00B7} 60.0 fps simulated")
    #expect(
      SessionStatus(speed: speed([.togglePause])).simulationLine(wallFramesPerSecond: 60)
        == "simulation: paused (. steps one frame)")
  }

  /// The summary sits on the inspector's top line, red while recording, whichever sections
  /// are open; the HUD says the simulated rate.
  @Test func theInspectorShowsTheStatus() throws {
    let overlays = Support.controller()
    overlays.isInspectorVisible = true
    overlays.sessionStatus = SessionStatus(recordedFrames: 120, speed: speed([.cycleSpeed]))
    overlays.window.layoutIfNeeded()
    let label = overlays.statusView.label
    #expect(label.text == "\u{25CF} REC 0:02 \u{00B7} 0.5x")
    #expect(label.textColor == OverlayStyle.error)
    #expect(!overlays.statusView.isHidden)
    // On the column's top line, right of the device, clear of the HUD header's title.
    let frame = label.frameInWindow
    #expect(frame.minX > Support.size.width + 100 && frame.minY < 30 && frame.width > 40)
    overlays.isHUDVisible = true
    overlays.update(inspection: Support.inspection(frame: 1), frameMilliseconds: 20, tuning: .seed)
    #expect(overlays.hud.simulationLabel.text == "simulation: 0.5x \u{00B7} 25.0 fps simulated")
    overlays.sessionStatus = SessionStatus()
    #expect(label.text == "")
    overlays.isInspectorVisible = false
    #expect(overlays.statusView.isHidden)
  }

  /// A tuning file that does not load is said in red at the panel's top until it loads.
  @Test func aFailedReloadShowsInThePanelUntilFixed() throws {
    let directory = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/tuning.json"
    try "{\"preset\": \"seed\"}\n".write(toFile: path, atomically: true, encoding: .utf8)
    let source = try TuningSource(path: path)
    #expect(source.problem == nil)
    try "{\"preset\": \"seed\", \"sheet.duration\": 99}\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(source.poll(current: .seed).isEmpty)
    let problem = try #require(source.problem)
    #expect(problem.contains("sheet.duration"), "\(problem)")

    let overlays = Support.controller()
    overlays.isPanelVisible = true
    overlays.showReloadProblem(source.problem)
    overlays.window.layoutIfNeeded()
    let line = overlays.panel.header.problemLabel
    #expect(!line.isHidden && line.text == "Not reloaded: \(problem)")
    #expect(overlays.panelFrame.contains(line.frameInWindow.center))

    try "{\"preset\": \"seed\", \"sheet.duration\": 0.5}\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(source.poll(current: .seed) == [.set(key: "sheet.duration", value: 0.5)])
    #expect(source.problem == nil)
    overlays.showReloadProblem(source.problem)
    #expect(line.isHidden)
  }
}
