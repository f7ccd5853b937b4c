import Foundation
import SheetPlayback
import SheetScreens
import Testing

@testable import PlaygroundCommandLine

extension SDLSuite {
  /// `--compare A B` on the command line: what it refuses (one line, exit 2, before any
  /// window opens) and what a headless replay of a compare recording writes.
  @MainActor
  @Suite struct CompareCommandLineTests {
    @Test(
      arguments: [
        (["--compare", "seed"], "--compare needs a value"),
        (
          ["--compare", "seed", "fluid", "--tuning", "t.json"],
          "it cannot be combined with --tuning"
        ),
        (
          ["--compare", "seed", "fluid", "--replay", "r.jsonl", "--headless"],
          "--compare cannot be combined with --replay"
        ),
        (["--compare", "seed", "/nonexistent/soft.json"], "--compare: /nonexistent/soft.json"),
      ])
    func badCompareArgumentsExitWithTwo(arguments: [String], expected: String) {
      let result = PlaygroundMain.execute(arguments)
      #expect(result.exitCode == 2)
      #expect(result.message?.contains(expected) == true, "\(result.message ?? "")")
      #expect(result.message?.contains("\n") == false)
    }

    @Test func aMalformedSideNamesItsFileAndLine() throws {
      let path = NSTemporaryDirectory() + "side-\(UUID().uuidString).json"
      defer { try? FileManager.default.removeItem(atPath: path) }
      try "{\n  \"preset\": \"fluid\",\n  \"sheet.duration\": \"slow\"\n}\n".write(
        toFile: path, atomically: true, encoding: .utf8)
      let result = PlaygroundMain.execute(["--compare", "seed", path])
      #expect(result.exitCode == 2)
      #expect(
        result.message?.hasPrefix("--compare: \(path):3: key 'sheet.duration'") == true,
        "\(result.message ?? "")")
    }

    @Test func theTraceIsRefusedForTwoDevices() {
      let result = PlaygroundMain.execute([
        "--replay", TestPaths.recording("compare-seed-fluid-swipe"), "--headless", "--trace",
        NSTemporaryDirectory() + "never.csv",
      ])
      #expect(result.exitCode == 2)
      #expect(result.message?.contains("is a compare recording") == true)
    }

    @Test func stateOutWritesBothSidesAsTheRecordingsEndState() throws {
      let path = NSTemporaryDirectory() + "compare-state-\(UUID().uuidString).json"
      defer { try? FileManager.default.removeItem(atPath: path) }
      let recordingPath = TestPaths.recording("compare-seed-fluid-swipe")
      let result = PlaygroundMain.execute([
        "--replay", recordingPath, "--headless", "--state-out", path,
      ])
      #expect(result.exitCode == 0, "\(result.message ?? "")")
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text.hasPrefix("{\n  \"variants\": [\n    {\n      \"label\": \"seed\",\n"))
      let state = try StateSnapshotJSON.decodeSession(text, file: path)
      #expect(state == (try RecordingReader.read(path: recordingPath)).endState)
    }
  }
}
