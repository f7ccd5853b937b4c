import CSDL2
import SheetEngine

/// Measures text with SDL_ttf for the engine's layout.
///
/// Text is measured at its point size, never at the display's pixel size, so layout is
/// identical at every scale and in headless replays. SDL_ttf takes integer sizes: an
/// engine font size is rounded to the nearest integer (halves away from zero), so 16.4
/// measures as 16 and 16.5 as 17. Sizes that round below 1 measure as zero.
@MainActor
public final class TTFTextMeasurer: TextMeasuring {
  private let fonts: TTFFontSet
  private var widths: [WidthKey: Double] = [:]
  /// The width cache is cleared when it reaches this many entries: simpler than LRU and
  /// enough, since a screen's strings are remeasured at most a few hundred times.
  private let widthCacheCapacity = 4096

  private struct WidthKey: Hashable {
    var text: String
    var size: Int
    var weight: FontWeight
  }

  /// Fails when SDL_ttf cannot open `font`.
  public init(font: FontFile) throws(SDLError) {
    try SDLLibrary.initialize(video: false)
    fonts = try TTFFontSet(file: font)
  }

  public func measuredWidth(of text: String, fontSize: Double, weight: FontWeight) -> Double {
    let size = Self.ttfSize(fontSize)
    guard !text.isEmpty else { return 0 }
    let key = WidthKey(text: text, size: size, weight: weight)
    if let cached = widths[key] { return cached }
    guard let font = fonts.font(size: size, weight: weight) else { return 0 }
    var width: Int32 = 0
    var height: Int32 = 0
    let measured = TTF_SizeUTF8(font.pointer, text, &width, &height) == 0 ? Double(width) : 0
    if widths.count >= widthCacheCapacity { widths.removeAll(keepingCapacity: true) }
    widths[key] = measured
    return measured
  }

  /// Line skips by SDL_ttf size: asked for every label on every frame the display list
  /// is built, and fixed for a font size.
  private var lineHeights: [LineKey: Double] = [:]

  private struct LineKey: Hashable {
    var size: Int
    var weight: FontWeight
  }

  public func measuredLineHeight(fontSize: Double, weight: FontWeight) -> Double {
    let key = LineKey(size: Self.ttfSize(fontSize), weight: weight)
    if let cached = lineHeights[key] { return cached }
    guard let font = fonts.font(size: key.size, weight: weight) else { return 0 }
    let height = Double(TTF_FontLineSkip(font.pointer))
    if lineHeights.count >= widthCacheCapacity { lineHeights.removeAll(keepingCapacity: true) }
    lineHeights[key] = height
    return height
  }

  /// The integer SDL_ttf size for an engine font size; 0 for non-finite or tiny sizes.
  static func ttfSize(_ fontSize: Double) -> Int {
    guard fontSize.isFinite, fontSize >= 0.5 else { return 0 }
    return Int(min(fontSize, 10_000).rounded())
  }
}
