import Foundation
import Testing

/// Visual checkpoints through the built binary: `--update --images` adds them (digest in the
/// recording, PNG beside it), a frame that differs fails naming its pixels, and `--artifacts`
/// gets the expected, actual and difference images.
@Suite struct VisualCheckpointCommandTests {
  private func run(_ arguments: [String]) throws -> ProcessRun {
    try ProcessRun(TestPaths.playgroundBinary, ["test"] + arguments)
  }

  /// A fresh folder with a copy of sheet-dismiss-checkpoints and its frames.
  private func copy() throws -> (folder: String, recording: String) {
    let folder = NSTemporaryDirectory() + "playground-visual-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let source = TestPaths.recording("sheet-dismiss-checkpoints")
    try FileManager.default.copyItem(atPath: source, toPath: folder + "/dismiss.jsonl")
    try FileManager.default.copyItem(
      atPath: String(source.dropLast(6)) + ".frames", toPath: folder + "/dismiss.frames")
    return (folder, folder + "/dismiss.jsonl")
  }

  private func images(of path: String) throws -> [String] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let pattern = try NSRegularExpression(pattern: #""image":"([0-9a-f]{16})""#)
    return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
      (text as NSString).substring(with: $0.range(at: 1))
    }
  }

  @Test func updateWithImagesAddsThemAndASecondUpdateChangesNothing() throws {
    let (folder, path) = try copy()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let recorded = try images(of: path)
    #expect(recorded.count == 2)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(
      of: #""image":"[0-9a-f]{16}","#, with: "", options: .regularExpression
    )
    .write(toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(atPath: folder + "/dismiss.frames")
    let update = try run(["--update", "--images", path])
    #expect(update.status == 0, "\(update.stderr)")
    #expect(
      update.stdout
        == "UPDATED dismiss: image 'checkpoint-1' added, image 'checkpoint-2' added\n"
        + "1 recording checked\n")
    #expect(try images(of: path) == recorded, "the same frames give the same digests")
    let pngs = try FileManager.default.contentsOfDirectory(atPath: folder + "/dismiss.frames")
    #expect(pngs.sorted() == ["checkpoint-1.png", "checkpoint-2.png"])
    let again = try run(["--update", path])
    #expect(again.stdout == "UNCHANGED dismiss\n1 recording checked\n")
    #expect(try run([path]).status == 0)
  }

  /// checkpoint-1 expecting checkpoint-2's picture: only its frame differs, and the artifacts
  /// show how.
  @Test func aDifferingFrameFailsAndLeavesThreeImages() throws {
    let (folder, path) = try copy()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let digests = try images(of: path)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(of: digests[0], with: digests[1])
      .write(toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(atPath: folder + "/dismiss.frames/checkpoint-1.png")
    try FileManager.default.copyItem(
      atPath: folder + "/dismiss.frames/checkpoint-2.png",
      toPath: folder + "/dismiss.frames/checkpoint-1.png")
    let artifacts = folder + "/artifacts"
    let result = try run([path, "--artifacts", artifacts])
    #expect(result.status == 1)
    let first = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
    #expect(
      first.hasPrefix(
        "FAIL dismiss: checkpoint-1 (frame 80): its frame differs from checkpoint-1.png in "),
      "\(result.stdout)")
    #expect(first.hasSuffix("every frame's state digest matches"))
    let written = try FileManager.default.contentsOfDirectory(atPath: artifacts + "/dismiss")
    for suffix in ["expected", "actual", "difference"] {
      #expect(written.contains("checkpoint-1-\(suffix).png"), "\(written)")
    }
    let again = try run([path, "--artifacts", artifacts])
    #expect(again.status == 2)
    #expect(again.stderr.contains("exists; pass --force to replace it"))
    #expect(again.stderr.split(separator: "\n").count == 1)
  }

  /// A recorded release whose overshoot is wrong: the test names that metric alone, and
  /// `--update` puts the measured one back.
  @Test func aReleaseMetricThatDiffersFailsAndUpdateRefreshesIt() throws {
    let (folder, path) = try copy()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let original = try String(contentsOfFile: path, encoding: .utf8)
    let edited = original.replacingOccurrences(of: #""overshoot":0,"#, with: #""overshoot":5,"#)
    #expect(edited != original)
    try edited.write(toFile: path, atomically: true, encoding: .utf8)
    let result = try run([path])
    #expect(result.status == 1)
    #expect(
      result.stdout.split(separator: "\n").first.map(String.init)
        == "FAIL dismiss: release 1 (frame 119, text.y): overshoot 5.0 -> 0.0 pt; every "
        + "checkpoint and frame digest matches", "\(result.stdout)")
    let update = try run(["--update", path])
    #expect(
      update.stdout == "UPDATED dismiss: release metrics from release 1\n1 recording checked\n")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
  }

  @Test func imagesOnlyGoWithUpdate() throws {
    let result = try run([TestPaths.recording("root-buttons"), "--images"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "playground: test: --images adds frame images to the checkpoints, which only --update "
        + "rewrites\n")
  }
}
