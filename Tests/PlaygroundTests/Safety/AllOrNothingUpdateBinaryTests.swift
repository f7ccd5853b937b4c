import Foundation
import Testing

/// Issue 39, item 11: `test --update` wrote `NAME.frames/*.png` and then had the recording's
/// replacement refused (an immutable file, a file changed since read, a full disk), leaving
/// the images of an update that did not happen. The images now take their places with the
/// recording or not at all.
@Suite struct AllOrNothingUpdateBinaryTests {
  @Test(.enabled(if: Immutable.isSupported))
  func aRefusedUpdateLeavesNoFrameImages() throws {
    let folder = try TestFolder()
    let path = try folder.copyRecording("sheet-dismiss-checkpoints", as: "dismiss.jsonl")
    defer {
      Immutable.set(false, path)
      folder.remove()
    }
    // Without its images, so `--images` adds both, and a folder for them.
    try folder.replace(#""image":"#, with: #""was":"#, in: "dismiss.jsonl")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(
      of: #""was":"[0-9a-f]{16}","#, with: "", options: .regularExpression
    ).write(toFile: path, atomically: true, encoding: .utf8)
    let before = folder.bytes("dismiss.jsonl")
    #expect(Immutable.set(true, path))
    let result = try PlaygroundProcess.run(
      ["test", "--update", "--images", "dismiss.jsonl"], in: folder.path)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.lines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("dismiss.jsonl"), "\(result.stderr)")
    #expect(folder.bytes("dismiss.jsonl") == before)
    #expect(try folder.contents() == ["dismiss.jsonl"], "no dismiss.frames, no stray file")
  }
}
