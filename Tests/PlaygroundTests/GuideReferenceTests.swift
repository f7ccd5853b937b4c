import Foundation
import PlaygroundCommandLine
import Testing

/// The guide's generated references (every command and flag, every tuning key) are what the
/// code makes now: a flag, key or help line changed without the guide fails here, with the
/// command that writes the guide again.
@MainActor
@Suite struct GuideReferenceTests {
  static let root = TestPaths.testsFolder.deletingLastPathComponent().deletingLastPathComponent()
  static let regenerate =
    "PLAYGROUND_UPDATE_GUIDE=1 swift test --skip-build --filter GuideReferenceTests"

  /// The article's text between the part's markers, and the article around it.
  private static func split(_ article: String, _ part: GuideReference.Part) -> (
    before: Substring, inside: Substring, after: Substring
  )? {
    guard let start = article.range(of: part.begin), let stop = article.range(of: part.end),
      start.upperBound <= stop.lowerBound
    else { return nil }
    return (
      article[..<start.upperBound], article[start.upperBound..<stop.lowerBound],
      article[stop.lowerBound...]
    )
  }

  @Test(arguments: ["Commands.md", "TuningKeys.md"])
  func theArticleCarriesWhatTheCodeMakes(_ name: String) throws {
    let part = try #require(GuideReference.parts.first { $0.path.hasSuffix("/" + name) })
    let url = Self.root.appendingPathComponent(part.path)
    let article = try String(contentsOf: url, encoding: .utf8)
    let pieces = try #require(
      Self.split(article, part), "\(part.path) has no \(part.begin.prefix(24))… markers")
    if ProcessInfo.processInfo.environment["PLAYGROUND_UPDATE_GUIDE"] == "1",
      pieces.inside != part.text
    {
      let updated = String(pieces.before) + part.text + String(pieces.after)
      try updated.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let want = part.text.split(separator: "\n", omittingEmptySubsequences: false)
    let got = pieces.inside.split(separator: "\n", omittingEmptySubsequences: false)
    let common = min(want.count, got.count)
    let differing =
      (0..<common).first { want[$0] != got[$0] } ?? (want.count == got.count ? nil : common)
    if let line = differing {
      let expected = line < want.count ? String(want[line]) : "(nothing)"
      let message =
        "\(part.path) differs from the code at generated line \(line + 1): expected \(expected)"
        + "; regenerate with \(Self.regenerate)"
      Issue.record(Comment(rawValue: message))
    }
  }

  @Test func theCommandsReferenceHasEveryCommandAndTheKeys() {
    let text = GuideReference.commands.text
    for command in ["test", "shrink", "fuzz", "export", "tuning", "scene-schema"] {
      #expect(text.contains("### playground \(command)\n"), "\(command)")
    }
    #expect(text.contains("--record FILE"))
    #expect(text.contains("### Keys in the window"))
    #expect(text.contains("\nT  "))
  }
}
