import Foundation
import Testing

/// What reaches stderr: exactly one line per failure, control characters escaped, length
/// capped, and the exit codes of the guide's Commands page.
@Suite struct MessageBinaryTests {
  @Test func aFontNameFromTheRecordingCannotForgeLinesOrEscapes() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let original = try String(
      contentsOfFile: TestPaths.recording("text-sheet-dim"), encoding: .utf8)
    let hostile = original.replacingOccurrences(
      of: #""font":{"name":"DejaVuSans.ttf","hash":"adadfef763426946"}"#,
      with: #""font":{"name":"Evil\nplayground: fake\u001b[31m","hash":"0123456789abcdef"}"#)
    #expect(hostile != original)
    try folder.write(hostile, to: "x.jsonl")
    let result = try PlaygroundProcess.run(["--replay", "x.jsonl", "--headless"], in: folder.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.lines.count == 1, "\(result.stderr)")
    #expect(!result.stderr.contains("\u{1B}"))
    #expect(result.stderr.contains(#"Evil\nplayground: fake\u{1B}[31m"#))
  }

  @Test func aHugeArgumentIsCappedToOneLine() throws {
    let flag = "--" + String(repeating: "z", count: 10_000) + "\n\u{1B}[2J"
    let result = try PlaygroundProcess.run([flag])
    #expect(result.status == 2)
    #expect(result.lines.count == 1)
    #expect(result.lines[0].unicodeScalars.count <= 600)
    #expect(!result.stderr.contains("\u{1B}"))
  }

  @Test func aFileThatIsNotAFontIsBadInput() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "x.jsonl")
    try folder.write("not a font", to: "f.ttf")
    let result = try PlaygroundProcess.run(
      ["--replay", "x.jsonl", "--headless", "--font", "f.ttf"], in: folder.path)
    #expect(result.status == 2)
    #expect(result.lines.count == 1)
    #expect(result.stderr.hasPrefix("playground: font file f.ttf: SDL_ttf cannot open it"))
  }

  /// A sparse 65 MiB file: refused by its size before a byte is read or hashed.
  @Test func aFontOverSixtyFourMiBIsRefusedUnread() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "x.jsonl")
    #expect(FileManager.default.createFile(atPath: folder.file("huge.ttf"), contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: folder.file("huge.ttf")))
    try handle.truncate(atOffset: 65 << 20)
    try handle.close()
    let result = try PlaygroundProcess.run(
      ["--replay", "x.jsonl", "--headless", "--font", "huge.ttf"], in: folder.path)
    #expect(result.status == 2)
    #expect(
      result.lines == ["playground: font file huge.ttf: file is larger than 64 MiB, not a font"])
  }

  @Test func aWindowTooSmallToDrawIsBadInput() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let original = try String(
      contentsOfFile: TestPaths.recording("text-sheet-dim"), encoding: .utf8)
    try folder.write(
      original.replacingOccurrences(of: #""window":[390,844]"#, with: #""window":[3,2]"#),
      to: "x.jsonl")
    let result = try PlaygroundProcess.run(
      ["--replay", "x.jsonl", "--headless", "--snapshot", "2:a.png"], in: folder.path)
    #expect(result.status == 2)
    #expect(result.lines.count == 1)
    #expect(result.stderr.contains("x.jsonl:1: field \"window\""))
  }

  @Test func anEndLineClaimingAYearOfFramesIsRefusedAtOnce() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let original = try String(
      contentsOfFile: TestPaths.recording("text-sheet-dim"), encoding: .utf8)
    let header = original.split(separator: "\n")[0]
    try folder.write(header + "\n" + #"{"end":true,"frames":2147483647}"# + "\n", to: "x.jsonl")
    let result = try PlaygroundProcess.run(["--replay", "x.jsonl", "--headless"], in: folder.path)
    #expect(!result.timedOut)
    #expect(result.status == 2)
    #expect(result.lines.count == 1)
    #expect(result.stderr.contains("x.jsonl:2: the end line claims 2147483647 frames"))
    #expect(result.stderr.contains("--allow-long"))
  }

  @Test func noDisplayWithoutARuntimeFolderIsOneLine() throws {
    var environment = PlaygroundProcess.environmentWithoutDisplay
    environment["XDG_RUNTIME_DIR"] = nil
    let result = try PlaygroundProcess.run([], environment: environment)
    #expect(result.status == 2)
    #expect(result.lines.count == 1, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("playground: no display"))
  }
}
