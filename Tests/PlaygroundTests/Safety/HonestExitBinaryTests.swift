import Foundation
import Testing

/// Every write is checked, standard output included, and a write that fails after the
/// up-front checks passed (a full disk: `/dev/full`) is exit 1 with one line, whichever
/// output it was; a character device is written directly, `--video` included.
@Suite struct HonestExitBinaryTests {
  /// Commands whose result goes to standard output, run with it on `/dev/full`.
  @Test(arguments: [
    ["tuning", "--keys"], ["tuning", "--schema"], ["scene-schema"],
    ["export", "t.json", "--as", "swiftui"],
  ])
  func aFullStandardOutputIsAFailure(arguments: [String]) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write(#"{"preset": "fluid"}"#, to: "t.json")
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let result = try PlaygroundProcess.run(arguments, in: folder.path, standardOutput: full)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(
      result.lines.last?.contains("standard output: write failed") == true, "\(result.stderr)")
  }

  /// A named output on `/dev/full`: the same exit code and one line for each.
  @Test(arguments: [
    ["export", "t.json", "--as", "swiftui", "--out", "/dev/full"],
    ["test", "r.jsonl", "--junit", "/dev/full"],
    ["--replay", "r.jsonl", "--headless", "--plot", "/dev/full"],
  ])
  func aFullDiskIsExitOneForEveryOutput(arguments: [String]) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write(#"{"preset": "fluid"}"#, to: "t.json")
    try folder.copyRecording("text-sheet-dim", as: "r.jsonl")
    let result = try PlaygroundProcess.run(arguments, in: folder.path)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.lines.last?.contains("/dev/full") == true, "\(result.stderr)")
  }

  /// `--video /dev/null` writes through ffmpeg straight to the device and leaves it a device.
  @Test func aVideoToDevNullIsWrittenDirectly() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "r.jsonl")
    let result = try PlaygroundProcess.run(
      ["--replay", "r.jsonl", "--headless", "--video", "/dev/null"], in: folder.path)
    #expect(result.status == 0, "\(result.stderr)")
    var status = stat()
    #expect(stat("/dev/null", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR)
    #expect(try folder.contents() == ["r.jsonl"])
  }
}

/// `test --report L` with `L` a symlink to a folder writes the report through the link
/// (outputs are written through links), leaving the link in place.
@Suite struct ReportThroughLinkBinaryTests {
  @Test func theReportIsWrittenThroughALink() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "r.jsonl")
    try FileManager.default.createDirectory(
      atPath: folder.file("real"), withIntermediateDirectories: false)
    try folder.write("old", to: "real/old.txt")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("L"), withDestinationPath: "real")
    let result = try PlaygroundProcess.run(
      ["test", "r.jsonl", "--report", "L", "--force"], in: folder.path)
    #expect(result.status == 0, "\(result.stderr)")
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("L"))
    #expect(link == "real")
    #expect(FileManager.default.fileExists(atPath: folder.file("real/index.html")))
  }
}
