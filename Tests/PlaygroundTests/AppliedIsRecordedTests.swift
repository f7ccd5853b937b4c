import Foundation
import PlaygroundSessions
import SheetEngine
import SheetPlayback
import SheetScreens
import SheetSession
import Testing

@testable import PlaygroundWindow

extension SDLSuite {
  /// An event the session applies reaches its recording (issue 39, item 3): a line holds
  /// 16 MiB, so a reload of an 80 KB scene or a long paste is recorded; and an event the
  /// recording still cannot hold is not applied, so the replay never differs from the
  /// session.
  @MainActor
  @Suite struct AppliedIsRecordedTests {
    private func outputs(in folder: TestFolder) throws -> (SessionOutputs, Playground) {
      let (font, measurer) = try SDLTestEnvironment.start()
      let playground = SessionFactory.makePlayground(
        size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
        textMeasurer: measurer)
      let recorder = try SessionRecorder(
        path: folder.file("r.jsonl"), playground: playground, scale: 1, font: font, scene: nil)
      return (
        SessionOutputs(recorder: recorder, stateOutPath: nil, playground: playground), playground
      )
    }

    private func text(_ count: Int) -> SessionEvent {
      .input(InputEvent(timestamp: 0, kind: .textInput(String(repeating: "x", count: count))))
    }

    @Test func aLargeReloadIsRecordedAndAnEventTheFormatRefusesIsNotApplied() throws {
      let folder = try TestFolder()
      defer { folder.remove() }
      let (outputs, _) = try outputs(in: folder)
      // An 80 KiB scene's reload fits a line now (at 64 KiB it was left out, yet applied).
      // A valid scene padded with 80 KiB of blanks (JSON's whitespace): its reload is as long.
      let photo = try SceneFile.load(
        path: TestPaths.testsFolder.appendingPathComponent("Recordings/scenes/photo/scene.json")
          .path)
      let padded = SceneReload(
        text: photo.text + String(repeating: " ", count: 80 << 10), images: photo.reload.images)
      let reload = SessionEvent.scene(padded, timestamp: 0)
      #expect(outputs.record([reload]).count == 1)
      // A text event past the format's 16 KiB: refused, so the session must not apply it;
      // the event after it is kept.
      let kept = outputs.record([text(16_385), text(16_384)])
      #expect(kept.count == 1 && kept.first == text(16_384))
      _ = outputs.finish()
      let recording = try RecordingReader.read(path: folder.file("r.jsonl"))
      let replayed = recording.events.map(\.event)
      #expect(replayed.count == 2 && replayed == [reload, text(16_384)], "events differ")
    }
  }
}
