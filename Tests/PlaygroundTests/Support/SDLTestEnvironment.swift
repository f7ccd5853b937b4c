import Foundation
import PlaygroundSessions
import SheetEngine
import SheetSDL

/// SDL, initialised once for the whole test process with the dummy video driver, and the
/// real font every playback and golden uses (layout depends on its metrics).
@MainActor
enum SDLTestEnvironment {
  private static var font: FontFile?
  private static var measurer: TTFTextMeasurer?

  /// The measurer of the font the recording at `path` names, as `playground test` picks it
  /// (a recording made with Inter replays with Inter, the older ones with DejaVu Sans).
  static func measurer(forRecordingAt path: String) throws -> TTFTextMeasurer {
    let (font, measurer) = try start()
    let named = try FontResolver.resolve(nil, replaying: path)
    guard named.path != font.path else { return measurer }
    if let known = others[named.path] { return known }
    let made = try TTFTextMeasurer(font: named)
    others[named.path] = made
    return made
  }

  private static var others: [String: TTFTextMeasurer] = [:]

  static func start() throws -> (FontFile, TTFTextMeasurer) {
    if let font, let measurer { return (font, measurer) }
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    try SDLLibrary.initialize(video: false)
    let located = try FontFile.locateDefault()
    let made = try TTFTextMeasurer(font: located)
    font = located
    measurer = made
    return (located, made)
  }
}

/// Paths inside the test target's folder (recordings and goldens live beside the tests).
enum TestPaths {
  static let testsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()

  static func recording(_ name: String) -> String {
    testsFolder.appendingPathComponent("Recordings/\(name).jsonl").path
  }

  static func golden(_ name: String) -> String {
    testsFolder.appendingPathComponent("Goldens/\(name).png").path
  }

  /// The `playground` binary built beside the test bundle.
  static var playgroundBinary: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("playground").path
  }
}
