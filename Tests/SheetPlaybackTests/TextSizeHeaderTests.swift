import Foundation
import SheetEngine
import SheetPlayback
import Testing

/// The header's `"textSize"`: written after the font only when not the default, read back,
/// absent in older files (then large), and an unknown step refused naming the line.
@Suite struct TextSizeHeaderTests {
  @Test func theTextSizeRoundTripsAndIsLeftOutAtTheDefault() throws {
    var header = Fixtures.header
    header.textSize = .accessibilityExtraExtraExtraLarge
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try RecordingWriter.write(
      Recording(header: header, events: [], frameCount: 0), to: directory.file("a.jsonl"))
    let text = try String(contentsOfFile: directory.file("a.jsonl"), encoding: .utf8)
    #expect(text.contains("\"hash\":\"0123456789abcdef\"},\"textSize\":\"AX5\",\"tuning\""))
    #expect(try RecordingReader.read(path: directory.file("a.jsonl")).header == header)
    try RecordingWriter.write(
      Recording(header: Fixtures.header, events: [], frameCount: 0), to: directory.file("b.jsonl"))
    let plain = try String(contentsOfFile: directory.file("b.jsonl"), encoding: .utf8)
    #expect(!plain.contains("textSize"))
    #expect(try RecordingReader.read(path: directory.file("b.jsonl")).header.textSize == .large)
    let bad = text.replacingOccurrences(of: "\"AX5\"", with: "\"huge\"")
    try bad.write(toFile: directory.file("bad.jsonl"), atomically: true, encoding: .utf8)
    #expect {
      try RecordingReader.read(path: directory.file("bad.jsonl"))
    } throws: { error in
      "\(error)".contains(":1:") && "\(error)".contains("\"textSize\" is \"huge\"")
    }
  }
}
