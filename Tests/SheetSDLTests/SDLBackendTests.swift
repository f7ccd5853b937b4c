import Foundation
import SheetEngine
import SheetSDL
import Testing

/// Every test that touches SDL, in one serialized suite: SDL is process-global and not
/// thread-safe, and it is initialised once (dummy video driver, so no display is needed).
@Suite(.serialized)
@MainActor
struct SDLBackendTests {
  let font: FontFile

  /// Located once: every test needs it and fontconfig takes a while to answer.
  private static var defaultFont: FontFile?

  init() throws {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    try SDLLibrary.initialize(video: true)
    if Self.defaultFont == nil { Self.defaultFont = try FontFile.locateDefault() }
    font = try #require(Self.defaultFont)
  }

  // MARK: Library

  @Test func initializeIsIdempotentAndUsesTheDummyDriver() throws {
    try SDLLibrary.initialize(video: false)
    try SDLLibrary.initialize(video: true)
    #expect(SDLLibrary.videoDriverName == "dummy")
  }

  // MARK: Fonts

  @Test func locateDefaultFindsDejaVuSansWithAStableHash() throws {
    #expect(font.fileName == "DejaVuSans.ttf")
    #expect(font.contentHash.count == 16)
    #expect(font.contentHash.allSatisfy { "0123456789abcdef".contains($0) })
    let again = try FontFile.load(path: font.path)
    #expect(again == font)
    #expect(again.contentHash == font.contentHash)
  }

  @Test func fontHashIsFNV1a64OfTheBytes() throws {
    let path = temporaryPath("fnv.bin")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data("a".utf8).write(to: URL(fileURLWithPath: path))
    #expect(try FontFile.load(path: path).contentHash == "af63dc4c8601ec8c")
    try Data("foobar".utf8).write(to: URL(fileURLWithPath: path))
    #expect(try FontFile.load(path: path).contentHash == "85944171f73967e8")
  }

  @Test func loadingAMissingFontNamesThePath() {
    let path = "/nonexistent/dir/NoSuchFont.ttf"
    #expect {
      try FontFile.load(path: path)
    } throws: { error in
      let message = (error as? SDLError)?.message ?? ""
      return message == "font file \(path): No such file or directory"
    }
  }

  @Test func aFileThatIsNotAFontFailsWhenOpened() throws {
    let path = temporaryPath("not-a-font.ttf")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
    let file = try FontFile.load(path: path)
    #expect(throws: SDLError.self) { try TTFTextMeasurer(font: file) }
  }

  // MARK: Measuring

  @Test func measurerGivesPlausibleMetrics() throws {
    let measurer = try TTFTextMeasurer(font: font)
    let short = measurer.width(of: "Sheet", fontSize: 17)
    let long = measurer.width(of: "Sheet Playground", fontSize: 17)
    #expect(short > 0)
    #expect(long > short)
    #expect(measurer.width(of: "", fontSize: 17) == 0)
    #expect(measurer.width(of: "Sheet", fontSize: 17) == short)
    #expect(measurer.width(of: "Sheet", fontSize: 34) > short)
    #expect(measurer.lineHeight(fontSize: 17) > 17)
    #expect(measurer.lineHeight(fontSize: 17) == measurer.lineHeight(fontSize: 16.5))
    #expect(measurer.width(of: "Sheet", fontSize: 0.2) == 0)
  }

  func temporaryPath(_ name: String) -> String {
    NSTemporaryDirectory() + "sheetsdl-\(getpid())-\(name)"
  }
}
