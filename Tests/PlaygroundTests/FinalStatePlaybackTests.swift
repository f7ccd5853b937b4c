import Foundation
import SheetPlayback
import Testing

extension SDLSuite {
  /// Every checked-in recording replays to each state it expects: its F5 checkpoints and its
  /// end state, field for field, and to the recorded digest after every frame. The same check
  /// `playground test` makes, here in-process so a failure lands in the Swift test report;
  /// after re-recording, `playground test --update Tests/PlaygroundTests/Recordings` rewrites
  /// the expectations (look at the diff before committing it).
  @MainActor
  @Suite struct FinalStates {
    nonisolated static let recordings: [String] = {
      let folder = TestPaths.testsFolder.appendingPathComponent("Recordings").path
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      return names.filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(6)) }.sorted()
    }()

    @Test func everyRecordingExpectsAnEndState() throws {
      #expect(Self.recordings.count >= 20)
      for name in Self.recordings {
        let recording = try RecordingReader.read(path: TestPaths.recording(name))
        #expect(recording.endState != nil, "\(name).jsonl has no end state")
        #expect(recording.digests.count == recording.frameCount, "\(name).jsonl digests")
      }
    }

    @Test(arguments: recordings)
    func replaysToEveryExpectedState(name: String) throws {
      let playback = try Playback(name)
      var digests: [UInt32] = []
      for checkpoint in playback.recording.expectations {
        while playback.playground.frameIndex < checkpoint.frame {
          playback.play(until: playback.playground.frameIndex + 1)
          digests.append(StateDigest.of(playback.session.sessionState()))
        }
        let differences = StateComparison.differences(
          expected: checkpoint.state, actual: playback.session.sessionState())
        if let first = differences.first {
          let message =
            "\(name).jsonl: checkpoint '\(checkpoint.name)' at frame \(checkpoint.frame): "
            + "\(first.summary) (\(differences.count) fields differ)"
          Issue.record(Comment(rawValue: message))
        }
      }
      let frame = StateDigest.firstDifferingFrame(playback.recording.digests, digests)
      #expect(frame == nil, "\(name).jsonl: the state first differs at frame \(frame ?? 0)")
    }
  }
}
