import Foundation
import Testing

/// `playground test --jobs N` (issue 41): recordings replayed by N worker processes print,
/// exit and write JUnit exactly as one job does; `--only` runs one recording of a folder.
@Suite struct ParallelRecordingTestTests {
  private func run(_ arguments: [String]) throws -> ProcessRun {
    try ProcessRun(TestPaths.playgroundBinary, ["test"] + arguments)
  }

  /// A fresh folder of copies of checked-in recordings (visual checkpoints' frames too).
  private func folder(_ names: [String]) throws -> String {
    let path = NSTemporaryDirectory() + "playground-jobs-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for name in names {
      try FileManager.default.copyItem(
        atPath: TestPaths.recording(name), toPath: "\(path)/\(name).jsonl")
      let frames = String(TestPaths.recording(name).dropLast(6)) + ".frames"
      if FileManager.default.fileExists(atPath: frames) {
        try FileManager.default.copyItem(atPath: frames, toPath: "\(path)/\(name).frames")
      }
    }
    return path
  }

  /// JUnit without the times, which are the only part that may differ between runs.
  private func junitWithoutTimes(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
      of: #"time="[0-9.]+""#, with: #"time="""#, options: .regularExpression)
  }

  @Test func moreJobsPrintTheSameLinesInTheSameOrder() throws {
    let names = [
      "root-buttons", "sheet-dismiss-checkpoints", "text-sheet-checkpoints", "detents-keys",
      "nav-back-swipes", "list-row-count",
    ]
    let dir = try folder(names)
    // One failure in the middle, so the order of a FAIL and its detail lines is tested too.
    let path = "\(dir)/sheet-dismiss-checkpoints.jsonl"
    var lines = try String(contentsOfFile: path, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines[0] = lines[0].replacingOccurrences(
      of: #""overrides":{}"#, with: #""overrides":{"dismiss.threshold":0.95}"#)
    try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)

    let one = try run([dir, "--jobs", "1", "--junit", "\(dir)/one.xml"])
    #expect(one.status == 1, "\(one.stdout)\(one.stderr)")
    #expect(one.stdout.hasSuffix("5 passed, 1 failed\n"), "\(one.stdout)")
    for jobs in ["2", "3", "8"] {
      let many = try run([dir, "--jobs", jobs, "--junit", "\(dir)/\(jobs).xml"])
      #expect(many.status == one.status)
      #expect(many.stdout == one.stdout, "--jobs \(jobs)")
      #expect(try junitWithoutTimes("\(dir)/\(jobs).xml") == junitWithoutTimes("\(dir)/one.xml"))
    }
  }

  @Test func badInputIsFoundBeforeAnyJobRuns() throws {
    let dir = try folder(["root-buttons", "text-sheet-checkpoints"])
    try "not a recording\n".write(
      toFile: "\(dir)/zz-broken.jsonl", atomically: true, encoding: .utf8)
    for jobs in ["1", "2"] {
      let result = try run([dir, "--jobs", jobs])
      #expect(result.status == 2, "\(result.stderr)")
      #expect(result.stdout.isEmpty, "nothing runs before every recording was read")
    }
    #expect(try run([dir, "--jobs", "0"]).status == 2)
  }

  @Test func onlyRunsTheNamedRecording() throws {
    let dir = try folder(["root-buttons", "text-sheet-checkpoints", "detents-keys"])
    let result = try run([dir, "--only", "text-sheet-checkpoints"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == "PASS text-sheet-checkpoints (3 checkpoints, 209 frames)\n"
        + "1 passed, 0 failed\n")
    let missing = try run([dir, "--only", "no-such-recording"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("--only 'no-such-recording': no recording of that name"))
  }
}
