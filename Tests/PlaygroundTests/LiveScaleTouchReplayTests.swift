import Foundation
import SheetEngine
import SheetPlayback
import SheetSDL
import SheetScreens
import SheetSession
import Testing

@testable import PlaygroundSessions

extension SDLSuite {
  /// A session in a real window drawn at 3 pixels per point, played with the mouse (in the
  /// window's pixels) and a finger (SDL finger events, with SDL's mouse events made from the
  /// finger and a second finger that must be ignored), recorded and replayed headless at 1x:
  /// the recording holds points, marks the finger's events, and replays to the live state.
  @MainActor
  @Suite struct LiveScaleTouchReplay {
    @Test func aThreeTimesLiveSessionWithTouchReplaysAtOneTimesToTheSameState() throws {
      let (font, measurer) = try SDLTestEnvironment.start()
      let size = PlaygroundOptions.defaultSize
      let window = try SDLWindow(
        title: "3x", size: size, font: font, scale: 3, allowsOffscreenDriver: true)
      _ = window.pollEvents(sessionStartTicks: 0)
      #expect(window.pixelsPerPoint == 3)
      let live = SessionFactory.makePlayground(
        size: window.sizeInPoints, safeAreaInsets: PlaygroundOptions.defaultSafeArea,
        textMeasurer: measurer)
      var recorded: [RecordedEvent] = []
      func frame(_ push: () -> Void = {}) {
        push()
        let events = window.pollEvents(sessionStartTicks: 0).compactMap { host -> InputEvent? in
          guard case .input(let input) = host else { return nil }
          return input
        }
        recorded += events.map { RecordedEvent(frame: live.frameIndex, input: $0) }
        window.present(live.step(input: events), background: .black)
      }
      for _ in 0..<3 { frame() }
      // The mouse clicks "Text sheet" at its centre, in the window's pixels.
      let button = try #require(live.snapshot().controls.first { $0.title == "Text sheet" })
      let (x, y) = (Int32(button.frame.center.x * 3), Int32(button.frame.center.y * 3))
      frame { SyntheticSDLEvent.mouseButton(.left, down: true, x: x, y: y).push() }
      frame { SyntheticSDLEvent.mouseButton(.left, down: false, x: x, y: y).push() }
      for _ in 0..<40 { frame() }
      let sheet = try #require(live.snapshot().presented.first?.frame)
      // A finger drags the sheet down 360 pt and lifts: it dismisses.
      let start = Point(x: sheet.midX, y: sheet.minY + 60)
      func finger(_ phase: SyntheticSDLEvent.FingerPhase, _ point: Point, id: Int64 = 1) {
        SyntheticSDLEvent.finger(
          phase, id: id, x: Float(point.x / size.width), y: Float(point.y / size.height)
        ).push()
        SyntheticSDLEvent.mouseMotion(
          x: Int32(point.x * 3), y: Int32(point.y * 3), fromTouch: true
        ).push()
      }
      frame { finger(.down, start) }
      frame { finger(.down, Point(x: 20, y: 700), id: 2) }
      for step in 1...12 {
        frame {
          finger(.motion, Point(x: start.x, y: start.y + Double(step) * 30))
          finger(.motion, Point(x: 20, y: 700 - Double(step) * 10), id: 2)
        }
      }
      frame { finger(.up, Point(x: start.x, y: start.y + 360)) }
      for _ in 0..<40 { frame() }
      #expect(live.snapshot().presented.isEmpty)
      #expect(live.snapshot().activationCount == 1)

      let touches = recorded.filter { $0.event.input?.source == .touch }
      #expect(touches.count == 14)
      #expect(recorded.count == 16)
      var header = RecordingHeader(
        windowSize: size, scale: window.scale, safeArea: PlaygroundOptions.defaultSafeArea,
        fontName: font.fileName, fontHash: font.contentHash, tuningPreset: "seed")
      header.fontBoldHash = font.bold?.contentHash
      var recording = Recording(header: header, events: recorded, frameCount: live.frameIndex)
      recording.endState = live.sessionState()
      let folder = try TestFolder()
      let path = folder.file("touch-3x.jsonl")
      try RecordingWriter.write(recording, to: path)
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text.components(separatedBy: "\"source\":\"touch\"").count - 1 == 14)
      #expect(
        text.hasPrefix(
          "{\"format\":\"sheet-playground-recording\",\"version\":3,"
            + "\"window\":[390,844],\"scale\":3,"))

      let read = try RecordingReader.read(path: path)
      #expect(read.events == recorded)
      let replay = try SessionFactory.makeSession(for: read, path: path, textMeasurer: measurer)
      let player = RecordingPlayer(recording: read, session: replay)
      let canvas = try OffscreenCanvas(size: size, scale: 1, font: font)
      while replay.frameIndex < read.frameCount {
        canvas.render(player.stepFrame(), background: .black)
      }
      #expect(replay.sessionState() == live.sessionState())
      #expect(replay.sessionState() == read.endState)
    }
  }
}
