import Foundation
import SheetPlayback
import Testing

extension SDLSuite {
  /// Every checked-in recording replays to exactly its checked-in final state
  /// (`NAME.final.json` beside it). A difference names the recording, the frame and the first
  /// differing field; `RECORD_SNAPSHOTS=1 swift test --filter FinalStates` rewrites the files
  /// (look at the diff before committing it).
  @MainActor
  @Suite struct FinalStates {
    nonisolated static let recordings: [String] = {
      let folder = TestPaths.testsFolder.appendingPathComponent("Recordings").path
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      return names.filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(6)) }.sorted()
    }()

    @Test func everyRecordingHasAFinalState() {
      #expect(Self.recordings.count >= 20)
    }

    @Test(arguments: recordings)
    func replaysToItsFinalState(name: String) throws {
      let playback = try Playback(name)
      let actual = StateSnapshotJSON.encode(playback.playToEnd())
      let path = TestPaths.testsFolder.appendingPathComponent("Recordings/\(name).final.json").path
      if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try StateSnapshotJSON.write(playback.playground.snapshot(), to: path)
        return
      }
      guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
        Issue.record("\(name).jsonl: no \(name).final.json (record it with RECORD_SNAPSHOTS=1)")
        return
      }
      if let difference = Self.firstDifference(expected: expected, actual: actual) {
        let frame = playback.playground.frameIndex
        Issue.record("\(name).jsonl at frame \(frame): first differing field: \(difference)")
      }
    }

    /// The first line that differs, with the key path of the object it is in.
    static func firstDifference(expected: String, actual: String) -> String? {
      let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
      var path: [String] = []
      for index in 0..<max(left.count, right.count) {
        let want = index < left.count ? String(left[index]) : "(end)"
        let got = index < right.count ? String(right[index]) : "(end)"
        if want != got {
          let trimmedWant = want.trimmingCharacters(in: .whitespaces)
          let trimmedGot = got.trimmingCharacters(in: .whitespaces)
          let field = path.filter { !$0.isEmpty }.joined(separator: ".")
          return "\(field.isEmpty ? "top level" : field): expected `\(trimmedWant)`, got "
            + "`\(trimmedGot)`"
        }
        let line = want.trimmingCharacters(in: .whitespaces)
        if line.hasSuffix("{") || line.hasSuffix("[") {
          let key = line.contains(":") ? line.split(separator: ":")[0] : ""
          path.append(key.replacingOccurrences(of: "\"", with: ""))
        } else if line.hasPrefix("}") || line.hasPrefix("]") {
          _ = path.popLast()
        }
      }
      return nil
    }
  }
}
