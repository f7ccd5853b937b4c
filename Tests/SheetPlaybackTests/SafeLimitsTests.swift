import Foundation
import SheetEngine
import SheetFiles
import SheetPlayback
import Testing

/// Issue 22, items 5 and 6 at the library level: the bounds on a recording's total length and
/// pixel count, and the safe rewrite `--update` uses.
@Suite struct SafeLimitsTests {
  private func write(_ text: String, _ name: String, in directory: TemporaryDirectory) throws
    -> String
  {
    let path = directory.file(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// A move every 200,000 frames (each gap within the idle limit) up to `last`.
  private func sparse(upTo last: Int) -> String {
    var lines = [Fixtures.headerLine]
    for (index, frame) in stride(from: 0, through: last, by: 200_000).enumerated() {
      lines.append(#"{"frame":\#(frame),"t":\#(index),"kind":"move","x":1,"y":2}"#)
    }
    lines.append(#"{"end":true,"frames":\#(last + 1)}"#)
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func aRecordingLongerThanTheLimitNeedsTheFlag() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try write(sparse(upTo: 2_000_000), "long.jsonl", in: directory)
    let error = #expect(throws: RecordingError.self) { try RecordingReader.read(path: path) }
    #expect(error?.reason.contains("more than 864000") == true, "\(String(describing: error))")
    #expect(error?.reason.contains("--allow-long") == true)
    let allowed = try RecordingReader.read(path: path, allowsLongIdle: true)
    #expect(allowed.frameCount == 2_000_001)
  }

  @Test func aRecordingWithinTheLimitReads() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try write(sparse(upTo: 800_000), "ok.jsonl", in: directory)
    #expect(try RecordingReader.read(path: path).frameCount == 800_001)
  }

  @Test func aJournalRunningPastTheLimitIsRefusedToo() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let text = sparse(upTo: 1_000_000).split(separator: "\n").dropLast().joined(separator: "\n")
    let path = try write(text + "\n", "long.jsonl.partial", in: directory)
    #expect(throws: RecordingError.self) { try RecordingReader.read(path: path) }
  }

  @Test(arguments: [
    ("[16384,16384]", "1", false), ("[4096,4096]", "3", true), ("[4096,4096]", "3.5", false),
    ("[8192,8192]", "1", true), ("[390,844]", "8", true),
  ])
  func theWindowsPixelsAreBounded(window: String, scale: String, reads: Bool) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let header = Fixtures.headerLine
      .replacingOccurrences(of: #""window":[390,844]"#, with: #""window":\#(window)"#)
      .replacingOccurrences(of: #""scale":1"#, with: #""scale":\#(scale)"#)
    let path = try write(
      header + "\n" + #"{"end":true,"frames":1}"# + "\n", "w.jsonl", in: directory)
    if reads {
      _ = try RecordingReader.read(path: path)
    } else {
      let error = #expect(throws: RecordingError.self) { try RecordingReader.read(path: path) }
      #expect(error?.reason.contains("pixels") == true, "\(String(describing: error))")
    }
  }

  @Test func aResizePastThePixelLimitIsRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let resize = #"{"frame":1,"t":10,"kind":"resize","w":16000,"h":16000}"#
    let path = try write(
      Fixtures.headerLine + "\n" + resize + "\n" + #"{"end":true,"frames":3}"# + "\n", "r.jsonl",
      in: directory)
    let error = #expect(throws: RecordingError.self) { try RecordingReader.read(path: path) }
    #expect(error?.line == 2)
  }

  @Test func replacingAFileThatChangedSinceItWasReadIsRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let text = Fixtures.headerLine + "\n" + #"{"end":true,"frames":3}"# + "\n"
    let path = try write(text, "c.jsonl", in: directory)
    let recording = try RecordingReader.read(path: path)
    let fingerprint = try RecordingWriter.fingerprint(of: path)
    // Another program rewrites it (same size: only the content hash can tell).
    try Data(text.replacingOccurrences(of: "3}", with: "4}").utf8).write(
      to: URL(fileURLWithPath: path))
    let error = #expect(throws: RecordingError.self) {
      try RecordingWriter.replace(recording, at: path, expecting: fingerprint)
    }
    #expect(error?.reason.contains("changed since it was read") == true)
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\"frames\":4"))
    #expect(try directory.contents() == ["c.jsonl"])
    // Unchanged, it is replaced, through a temporary name that is never c.jsonl.partial.
    let again = try RecordingWriter.fingerprint(of: path)
    try RecordingWriter.replace(recording, at: path, expecting: again)
    #expect(try directory.contents() == ["c.jsonl"])
    #expect(try RecordingReader.read(path: path).frameCount == 3)
  }

  @Test func aJournalIsNeverReplaced() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let text = Fixtures.headerLine + "\n" + #"{"end":true,"frames":3}"# + "\n"
    let path = try write(text, "c.jsonl.partial", in: directory)
    let recording = try RecordingReader.read(path: path)
    #expect(throws: RecordingError.self) {
      try RecordingWriter.replace(recording, at: path, expecting: nil)
    }
    #expect(try directory.contents() == ["c.jsonl.partial"])
  }
}
