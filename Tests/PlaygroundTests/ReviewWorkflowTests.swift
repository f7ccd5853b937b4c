import Foundation
import Testing

/// Issue 41's review workflow, through the built binary: a failure in the report shows the
/// frames around its first difference, an animation of both runs, a graded difference with
/// its scale, and an accept command that rewrites that recording alone, after which it passes.
@Suite struct ReviewWorkflowTests {
  private func run(_ arguments: [String]) throws -> ProcessRun {
    try ProcessRun(TestPaths.playgroundBinary, ["test"] + arguments)
  }

  /// Copies a checked-in recording (and its frames) as `name`, its header's overrides set to
  /// `overrides` (a JSON object).
  private func copy(_ source: String, as name: String, into dir: String, overrides: String)
    throws
  {
    let path = TestPaths.recording(source)
    var lines = try String(contentsOfFile: path, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines[0] = lines[0].replacingOccurrences(of: #""overrides":{}"#, with: overrides)
    try lines.joined(separator: "\n").write(
      toFile: "\(dir)/\(name).jsonl", atomically: true, encoding: .utf8)
    let frames = String(path.dropLast(6)) + ".frames"
    if FileManager.default.fileExists(atPath: frames) {
      try FileManager.default.copyItem(atPath: frames, toPath: "\(dir)/\(name).frames")
    }
  }

  private func contents(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
  }

  @Test func aFailureShowsItsMotionAndTheCommandThatAcceptsItAlone() throws {
    let dir = NSTemporaryDirectory() + "playground-review-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try copy(
      "text-sheet-checkpoints", as: "dim", into: dir,
      overrides: #""overrides":{"sheet.dimAlpha":0.72}"#)
    try copy(
      "sheet-dismiss-checkpoints", as: "threshold", into: dir,
      overrides: #""overrides":{"dismiss.threshold":0.95}"#)
    try copy("root-buttons", as: "buttons", into: dir, overrides: #""overrides":{}"#)
    let report = dir + "/report"
    let result = try run([dir, "--report", report])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdout.hasSuffix("1 passed, 2 failed\n"), "\(result.stdout)")
    let page = try String(contentsOfFile: report + "/index.html", encoding: .utf8)

    // The film strip around the first difference (frame 43 for the dim), both runs.
    #expect(page.contains(#"<div class="filmstrip">"#))
    #expect(page.contains("frame 43 (first difference)"))
    #expect(FileManager.default.fileExists(atPath: report + "/r2-strip-1-expected.png"))
    // The graded difference: its scale and its numbers.
    #expect(page.contains(#"<div class="legend""#))
    #expect(page.contains("levels changed (of 255)"))
    #expect(page.contains("pixels changed (") && page.contains("by at most"))
    // The animation of both runs, or why there is none.
    if page.contains("ffmpeg is not installed") {
      #expect(!page.contains("interaction.webp"))
    } else {
      let webp = try contents(report + "/r2-interaction.webp")
      #expect(
        webp.prefix(4) == Data("RIFF".utf8) && webp.dropFirst(8).prefix(4) == Data("WEBP".utf8))
      #expect(webp.range(of: Data("ANIM".utf8)) != nil, "an animated WebP")
      #expect(page.contains(#"<img src="r2-interaction.webp""#))
    }

    // Accepting the dim: the command the report gives rewrites dim.jsonl and nothing else.
    let commands = try NSRegularExpression(pattern: #"<pre class="accept"><code>([^<]*)</code>"#)
      .matches(in: page, range: NSRange(page.startIndex..., in: page))
      .map { (page as NSString).substring(with: $0.range(at: 1)) }
    #expect(commands.count == 2, "one per failure: \(commands)")
    let accept = try #require(commands.first { $0.hasSuffix("/dim.jsonl") })
    #expect(accept == "\(TestPaths.playgroundBinary) test --update \(dir)/dim.jsonl")
    let before = try [
      "threshold.jsonl", "buttons.jsonl", "threshold.frames/checkpoint-2.png",
    ].map { try contents("\(dir)/\($0)") }
    let dimBefore = try contents("\(dir)/dim.jsonl")
    let accepted = try ProcessRun("/bin/sh", ["-c", accept])
    #expect(accepted.status == 0, "\(accepted.stderr)")
    // What the report said accepting would change is what the update did.
    let updated = try #require(accepted.stdout.split(separator: "\n").first)
    let changes = updated.dropFirst("UPDATED dim: ".count)
      .replacingOccurrences(of: ", ", with: "; ")
    #expect(
      page.replacingOccurrences(of: "&#39;", with: "'").contains("Accepting changes: \(changes)."),
      "\(updated)")
    #expect(try contents("\(dir)/dim.jsonl") != dimBefore)
    #expect(
      try ["threshold.jsonl", "buttons.jsonl", "threshold.frames/checkpoint-2.png"].map {
        try contents("\(dir)/\($0)")
      } == before, "no other recording is touched")
    let after = try run([dir])
    #expect(after.stdout.contains("PASS dim (3 checkpoints, 209 frames)"), "\(after.stdout)")
    #expect(after.stdout.hasSuffix("2 passed, 1 failed\n"))
  }
}
