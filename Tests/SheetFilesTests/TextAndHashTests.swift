import Foundation
import SheetFiles
import Testing

@Suite struct TextAndHashTests {
  @Test func fnv1a64MatchesTheReferenceVectors() {
    #expect(FNV1a64.hash([]) == 0xcbf2_9ce4_8422_2325)
    var hasher = FNV1a64()
    hasher.combine(Array("a".utf8))
    #expect(hasher.hexDigest == "af63dc4c8601ec8c")
    #expect(FNV1a64.hash(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
  }

  @Test func controlCharactersAreEscaped() {
    let text = DiagnosticText.line("font \u{1B}[31mred\nsecond\tline\u{7F}\u{2028}")
    #expect(text == "font \\u{1B}[31mred\\nsecond\\tline\\u{7F}\\u{2028}")
  }

  @Test func longLinesKeepTheirStartAndEnd() {
    let line = "START" + String(repeating: "x", count: 5000) + "END"
    let capped = DiagnosticText.line(line)
    #expect(capped.unicodeScalars.count == DiagnosticText.maximumLength)
    #expect(capped.hasPrefix("START"))
    #expect(capped.hasSuffix("END"))
    #expect(capped.contains("\u{2026}"))
  }

  @Test func quotedValuesAreCapped() {
    #expect(DiagnosticText.quoted("abcdef", limit: 4) == "abc\u{2026}")
    #expect(DiagnosticText.quoted("a\nb") == "a\\nb")
  }

  @Test func canonicalPathsResolveLinksAndMissingNames() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("x", to: "a.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("link.json"), withDestinationPath: "a.json")
    let real = FilePath.canonical(folder.file("a.json"))
    #expect(real != nil)
    #expect(FilePath.canonical(folder.file("link.json")) == real)
    #expect(FilePath.canonical(folder.path + "/./a.json") == real)
    let missing = FilePath.canonical(folder.file("new.json"))
    #expect(missing?.hasSuffix("/new.json") == true)
    #expect(FilePath.canonical(folder.file("nope/new.json")) == nil)
  }

  @Test func fittingShortensOnScalarBoundaries() {
    let name = String(repeating: "é", count: 200)  // 400 bytes
    let fitted = FilePath.fitting(name, suffix: ".partial")
    #expect(fitted.utf8.count <= FilePath.maximumNameBytes)
    #expect(fitted.hasSuffix(".partial"))
    #expect(FilePath.fitting("short", suffix: ".tmp") == "short.tmp")
  }
}
