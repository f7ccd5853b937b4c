import Foundation
import Testing

/// Issue 39, item 11: a release line in a recording's last frame was read by `--replay` and
/// failed `playground test`. A release's motion shows in the frames after it, so one in the
/// last frame is nothing a replay can check: both refuse it as bad input, and a replay
/// measures none there, so `test --update` never writes one.
@Suite struct LastFrameReleaseBinaryTests {
  /// The nav-bar-button-sheet recording cut at frame 291, the frame of its list's release
  /// (the pointer went up in frame 290), with `tail` before the end line.
  private func cut(_ tail: [String], in folder: TestFolder) throws {
    let lines = try String(
      contentsOfFile: TestPaths.recording("nav-bar-button-sheet"), encoding: .utf8
    ).split(separator: "\n").map(String.init)
    let events = lines.prefix { line in
      !line.hasPrefix(#"{"frame":"#) || (Int(line.dropFirst(9).prefix { $0.isNumber }) ?? 0) <= 290
    }.filter { !$0.contains(#""kind":"digests""#) && !$0.contains(#""kind":"checkpoint""#) }
    try folder.write(
      (events + tail + [#"{"end":true,"frames":291}"#]).joined(separator: "\n") + "\n",
      to: "cut.jsonl")
  }

  @Test(arguments: [["--replay", "cut.jsonl", "--headless"], ["test", "cut.jsonl"]])
  func aReleaseLineInTheLastFrameIsRefused(arguments: [String]) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let release =
      #"{"kind":"release","frame":291,"element":"list.y","velocity":0,"decision":"stayed","#
      + #""travel":1,"overshoot":0,"settles":0.1,"velocityJump":10}"#
    try cut([release], in: folder)
    let result = try PlaygroundProcess.run(arguments, in: folder.path)
    result.expectRefused("a release at frame 291 is in the last frame")
    #expect(result.stderr.contains("cut.jsonl:"), "\(result.stderr)")
  }

  @Test func anUpdateMeasuresNoReleaseInTheLastFrame() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try cut([], in: folder)
    let update = try PlaygroundProcess.run(["test", "--update", "cut.jsonl"], in: folder.path)
    #expect(update.status == 0, "\(update.stderr)")
    let text = try String(contentsOfFile: folder.file("cut.jsonl"), encoding: .utf8)
    #expect(!text.contains(#""kind":"release""#))
    let again = try PlaygroundProcess.run(["test", "cut.jsonl"], in: folder.path)
    #expect(again.status == 0, "\(again.stderr)")
  }
}
