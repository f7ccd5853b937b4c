import Foundation
import Testing

/// Issue 22, items 3 and 4: an output that cannot be written (an empty path, a folder, a
/// folder that refuses files such as /proc) or whose name does not match its format, and a
/// flag the window would ignore, are bad arguments: one line with the real reason, exit 2,
/// before any work.
@Suite struct BadOutputBinaryTests {
  private func replay(_ output: [String]) throws -> PlaygroundProcess.Result {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "x.jsonl")
    try FileManager.default.createDirectory(
      atPath: folder.file("dir"), withIntermediateDirectories: false)
    let result = try PlaygroundProcess.run(
      ["--replay", "x.jsonl", "--headless"] + output, in: folder.path)
    #expect(try folder.strays() == [])
    return result
  }

  @Test(arguments: [
    ["--trace", ""], ["--video", ""], ["--plot", ""], ["--state-out", ""], ["--snapshot", "3:"],
  ])
  func anEmptyOutputPathIsRefused(output: [String]) throws {
    let result = try replay(output)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.lines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("empty value") || result.stderr.contains("FRAME:FILE"))
  }

  @Test(arguments: [
    ["--state-out", "/proc/s.json"], ["--trace", "/proc/t.csv"], ["--snapshot", "3:/proc/s.png"],
    ["--video", "/proc/v.mp4"], ["--plot", "/proc/p.png"],
  ])
  func anOutputUnderProcIsNotWritable(output: [String]) throws {
    (try replay(output)).expectRefused("directory /proc is not writable")
  }

  @Test(arguments: [["--state-out", "dir"], ["--trace", "dir"], ["--plot", "dir"]])
  func aFolderAsOutputIsRefused(output: [String]) throws {
    (try replay(output)).expectRefused("is a directory")
  }

  @Test(arguments: [
    ["--plot", "plot.txt"], ["--trace", "t.json"], ["--video", "v.avi"], ["--state-out", "s.txt"],
    ["--snapshot", "3:s.jpg"],
  ])
  func anOutputNameOfAnotherFormatIsRefused(output: [String]) throws {
    (try replay(output)).expectRefused("the file name must end in")
  }

  @Test func aRecordingNameOfAnotherFormatIsRefused() throws {
    let result = try PlaygroundProcess.run(
      ["--record", NSTemporaryDirectory() + "r-\(UUID().uuidString).txt"],
      environment: PlaygroundProcess.environmentWithoutDisplay)
    result.expectRefused("the file name must end in .jsonl")
  }

  @Test(arguments: [
    ["test", "R", "--junit", ""], ["test", "R", "--artifacts", ""], ["shrink", "R", "--out", ""],
    ["test", "R", "--junit", "/proc/j.xml"], ["shrink", "R", "--out", "/proc/m.jsonl"],
    ["test", "R", "--junit", "j.txt"], ["shrink", "R", "--out", "m.txt"],
    ["shrink", "R", "--out", "dir"], ["test", "R", "--artifacts", "/proc/a"],
    ["shrink", "R", "--out", "fifo"], ["shrink", "R", "--out", "/dev/full"],
    ["shrink", "R", "--out", "missing/m.jsonl"], ["test", "R", "--junit", "fifo"],
  ])
  func testAndShrinkOutputsAreCheckedFirst(arguments: [String]) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "r.jsonl")
    try FileManager.default.createDirectory(
      atPath: folder.file("dir"), withIntermediateDirectories: false)
    mkfifo(folder.file("fifo"), 0o644)
    let result = try PlaygroundProcess.run(
      arguments.map { $0 == "R" ? "r.jsonl" : $0 }, in: folder.path)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.lines.count == 1, "\(result.stderr)")
    #expect(
      [
        "empty value", "not writable", "must end in", "is a directory", "does not exist",
        "a FIFO", "a character device",
      ].contains {
        result.stderr.contains($0)
      }, "\(result.stderr)")
    #expect(try folder.strays() == [])
  }

  /// The window draws at 1, 2 or 3 pixels per point; other scales are headless rendering's.
  @Test(arguments: ["0.5", "1.5", "4"])
  func theWindowRefusesAScaleItCannotDraw(scale: String) throws {
    let result = try PlaygroundProcess.run(
      ["--scale", scale], environment: PlaygroundProcess.environmentWithoutDisplay)
    result.expectRefused("--scale \(scale): the window draws at 1, 2 or 3 pixels per point")
  }

  /// Bad values of the desk's options: one line naming the value, exit 2, before any window.
  @Test(
    arguments: [
      (["--scale", "5"], "--scale '5': expected 1, 2 or 3 pixels per point"),
      (["--device", "pixel-9"], "--device 'pixel-9': unknown device (expected iphone-se, "),
      (["--appearance", "blue"], "--appearance 'blue': expected light or dark"),
      (["--device", "iphone-16", "--size", "300x500"], "--device sets the size"),
    ])
  func badDeskOptionsAreRefused(arguments: [String], fragment: String) throws {
    let result = try PlaygroundProcess.run(
      arguments, environment: PlaygroundProcess.environmentWithoutDisplay)
    result.expectRefused(fragment)
  }
}
