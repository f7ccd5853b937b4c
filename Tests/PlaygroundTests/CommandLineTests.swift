import Foundation
import Testing

@testable import PlaygroundCommandLine

extension SDLSuite {
  /// Bad arguments and bad input: a one-line message naming the problem, exit code 2. In the
  /// SDL suite because a run initialises SDL before it reads the recording.
  @MainActor
  @Suite struct CommandLineTests {
    private func outcome(_ arguments: [String]) -> PlaygroundMain.Outcome {
      PlaygroundMain.execute(arguments)
    }

    private func temporaryFile(_ contents: String) throws -> String {
      let path = NSTemporaryDirectory() + "playground-cli-\(UUID().uuidString).jsonl"
      try contents.write(toFile: path, atomically: true, encoding: .utf8)
      return path
    }

    private let header =
      #"{"format":"sheet-playground-recording","version":1,"window":[390,844],"scale":1,"#
      + #""safeArea":[47,0,34,0],"font":{"name":"DejaVuSans.ttf","hash":"adadfef763426946"},"#
      + #""tuning":{"preset":"seed","overrides":{}}}"#

    @Test(
      arguments: [
        (["--bogus"], "unknown argument '--bogus'"),
        (["--size", "abc"], "--size 'abc'"),
        (["--size", "100x100"], "--size '100x100'"),
        (["--size"], "--size needs a value"),
        (["--scale", "9"], "--scale '9'"),
        (["--headless"], "--headless needs --replay"),
        (["--snapshot", "x:y.png", "--replay", "r", "--headless"], "--snapshot 'x:y.png'"),
        (["--replay", "a", "--record", "b"], "cannot be combined"),
        (["--replay", "a", "--reduce-motion"], "--reduce-motion cannot be combined"),
        (
          ["--replay", "a", "--headless", "--tuning", "t.json"],
          "--tuning cannot be combined with --replay --headless"
        ),
        (["--hz", "75"], "--hz '75': expected 60, 90, 120"),
        (["--hz", "120", "--replay", "a"], "--hz 120 cannot be combined with --replay"),
        (["--compare", "seed", "fluid", "--input-delay", "200"], "--input-delay '200'"),
        (["--input-delay", "20"], "--input-delay works with --compare"),
        (["--replay", "a", "--headless", "--timing"], "--timing and --exit-after-first-frame"),
        (["--text-size", "huge"], "--text-size 'huge': expected one of xSmall, small"),
        (["--text-size"], "--text-size needs a value"),
        (["--replay", "a", "--text-size", "AX1"], "--text-size cannot be combined"),
      ])
    func badArgumentsExitWithTwo(arguments: [String], expected: String) {
      let result = outcome(arguments)
      #expect(result.exitCode == 2)
      #expect(result.message?.contains(expected) == true, "\(result.message ?? "")")
      #expect(result.message?.contains("\n") == false)
    }

    @Test func missingRecording() {
      let result = outcome(["--replay", "/nonexistent/r.jsonl", "--headless"])
      #expect(result.exitCode == 2)
      #expect(result.message?.hasPrefix("/nonexistent/r.jsonl") == true, "\(result.message ?? "")")
    }

    @Test func truncatedRecording() throws {
      let path = try temporaryFile(header + "\n" + #"{"frame":1,"t":5,"kind":"move","x":1"#)
      let result = outcome(["--replay", path, "--headless"])
      #expect(result.exitCode == 2)
      #expect(result.message?.hasPrefix("\(path):2: truncated") == true, "\(result.message ?? "")")
    }

    @Test func recordingWithoutEndLine() throws {
      let path = try temporaryFile(
        header + "\n" + #"{"frame":1,"t":5,"kind":"move","x":1,"y":2}"# + "\n")
      let result = outcome(["--replay", path, "--headless"])
      #expect(result.exitCode == 2)
      #expect(result.message?.contains("truncated") == true, "\(result.message ?? "")")
    }

    @Test func wrongVersion() throws {
      let path = try temporaryFile(
        header.replacingOccurrences(of: #""version":1"#, with: #""version":4"#) + "\n"
          + #"{"end":true,"frames":1}"# + "\n")
      let result = outcome(["--replay", path, "--headless"])
      #expect(result.exitCode == 2)
      #expect(
        result.message?.hasPrefix("\(path):1: unsupported version 4") == true,
        "\(result.message ?? "")")
    }

    @Test func garbage() throws {
      let path = NSTemporaryDirectory() + "playground-cli-\(UUID().uuidString).jsonl"
      try Data([0x00, 0xFF, 0x13, 0x37, 0x0A]).write(to: URL(fileURLWithPath: path))
      let result = outcome(["--replay", path, "--headless"])
      #expect(result.exitCode == 2)
      #expect(result.message?.hasPrefix("\(path):1:") == true, "\(result.message ?? "")")
    }

    @Test func snapshotFrameBeyondTheRecording() throws {
      let path = try temporaryFile(header + "\n" + #"{"end":true,"frames":3}"# + "\n")
      let result = outcome(["--replay", path, "--headless", "--snapshot", "9:/tmp/x.png"])
      #expect(result.exitCode == 2)
      #expect(result.message?.contains("only 3 frames") == true, "\(result.message ?? "")")
    }

    @Test func missingFont() {
      let result = outcome(["--replay", "/dev/null", "--headless", "--font", "/nonexistent.ttf"])
      #expect(result.exitCode == 2)
      #expect(result.message?.contains("/nonexistent.ttf") == true, "\(result.message ?? "")")
    }

    @Test func malformedTuningFileNamesFileLineAndKey() throws {
      let path = NSTemporaryDirectory() + "tuning-\(UUID().uuidString).json"
      try "{\n  \"preset\": \"seed\",\n  \"sheet.duration\": \"slow\"\n}\n".write(
        toFile: path, atomically: true, encoding: .utf8)
      let result = outcome(["--tuning", path])
      #expect(result.exitCode == 2)
      #expect(
        result.message?.hasPrefix("\(path):3: key 'sheet.duration'") == true,
        "\(result.message ?? "")")
    }

    @Test func unknownTuningKey() throws {
      let path = NSTemporaryDirectory() + "tuning-\(UUID().uuidString).json"
      try "{\"sheet.durration\": 0.4}\n".write(toFile: path, atomically: true, encoding: .utf8)
      let result = outcome(["--tuning", path])
      #expect(result.exitCode == 2)
      #expect(result.message?.contains("sheet.durration") == true, "\(result.message ?? "")")
    }

    @Test func traceNeedsAHeadlessReplay() {
      let result = outcome(["--trace", "/tmp/t.csv"])
      #expect(result.exitCode == 2)
      #expect(result.message?.contains("--trace works with --replay") == true)
    }
  }
}
