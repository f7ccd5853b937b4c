import Foundation
import SheetEngine
import SheetSDL
import Testing

/// The bold face (the root's large title): found by one rule beside the regular file,
/// hashed like it, measured and drawn deterministically, and emboldened from the regular
/// file where there is no bold file.
extension SDLBackendTests {
  @Test func theBoldFaceIsDejaVuSansBoldBesideTheRegularFileWithItsOwnHash() throws {
    let bold = try #require(font.bold, "fonts-dejavu-core installs DejaVuSans-Bold.ttf")
    #expect(bold.path.hasSuffix("/DejaVuSans-Bold.ttf"))
    #expect(bold.contentHash.count == 16 && bold.contentHash != font.contentHash)
    #expect(try FontFile.load(path: bold.path).contentHash == bold.contentHash)
    #expect(try FontFile.load(path: font.path).bold == bold)
  }

  @Test func boldTextIsWiderAndMeasuresTheSameEveryTime() throws {
    let first = try TTFTextMeasurer(font: font)
    let second = try TTFTextMeasurer(font: font)
    let regular = first.width(of: "Sheet Playground", fontSize: 34)
    let bold = first.width(of: "Sheet Playground", fontSize: 34, weight: .bold)
    #expect(bold > regular)
    #expect(second.width(of: "Sheet Playground", fontSize: 34, weight: .bold) == bold)
    #expect(first.lineHeight(fontSize: 34, weight: .bold) > 34)
  }

  /// A font with no `-Bold` file beside it has no bold face; bold is SDL_ttf's emboldening
  /// of the regular file, which thickens the outlines but keeps the regular advances, and
  /// measures the same every time.
  @Test func withoutABoldFileBoldIsTheRegularFileEmboldened() throws {
    let folder = temporaryPath("bold-less")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let copy = folder + "/Plain.ttf"
    try FileManager.default.copyItem(atPath: font.path, toPath: copy)
    let plain = try FontFile.load(path: copy)
    #expect(plain.bold == nil && plain.contentHash == font.contentHash)
    let measurer = try TTFTextMeasurer(font: plain)
    let bold = measurer.width(of: "Sheet Playground", fontSize: 34, weight: .bold)
    #expect(bold == measurer.width(of: "Sheet Playground", fontSize: 34))
    let again = try TTFTextMeasurer(font: plain)
    #expect(again.width(of: "Sheet Playground", fontSize: 34, weight: .bold) == bold)
  }

  /// DejaVu Sans ships no semibold: semibold text is its regular face, so a DejaVu session
  /// measures as it did before the weight existed.
  @Test func dejaVuHasNoSemiboldAndSetsItInTheRegularFace() throws {
    #expect(font.semibold == nil)
    let measurer = try TTFTextMeasurer(font: font)
    #expect(
      measurer.width(of: "Page 1", fontSize: 17, weight: .semibold)
        == measurer.width(of: "Page 1", fontSize: 17))
  }

  /// Inter (fonts-inter) has Inter-SemiBold.otf beside Inter-Regular.otf: found by the same
  /// rule, hashed, and set between the regular and the bold face.
  @Test func intersSemiboldIsFoundBesideItAndSitsBetweenRegularAndBold() throws {
    let inter = try FontFile.load(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
    let semibold = try #require(inter.semibold, "fonts-inter installs Inter-SemiBold.otf")
    #expect(semibold.path.hasSuffix("/Inter-SemiBold.otf"))
    #expect(semibold.contentHash.count == 16 && semibold.contentHash != inter.contentHash)
    #expect(semibold.contentHash != inter.bold?.contentHash)
    let measurer = try TTFTextMeasurer(font: inter)
    let regular = measurer.width(of: "Navigation title", fontSize: 17)
    let middle = measurer.width(of: "Navigation title", fontSize: 17, weight: .semibold)
    let bold = measurer.width(of: "Navigation title", fontSize: 17, weight: .bold)
    #expect(regular < middle && middle < bold)
  }
}
