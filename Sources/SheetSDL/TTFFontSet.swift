import CSDL2
import SheetEngine

/// One font's faces opened lazily at many integer sizes, with a bound on how many stay
/// open. Bold comes from the font's bold file, or (without one) from the regular file with
/// SDL_ttf's `TTF_STYLE_BOLD` (``FontFile/bold``); semibold from its semibold file, or the
/// regular face (``FontFile/semibold``).
///
/// SDL_ttf fixes the size when a font is opened, and a zoom transition sweeps font sizes
/// continuously, so without a bound every intermediate size would keep a `TTF_Font` (and
/// its glyph cache) alive for the rest of the session. Sizes are in SDL_ttf points, which
/// at its default 72 dpi are also pixels.
final class TTFFontSet {
  private let path: String
  private let boldPath: String?
  private let semiboldPath: String?
  private let capacity: Int
  private var fonts: [Key: Entry] = [:]
  private var failedSizes: Set<Key> = []

  private struct Key: Hashable {
    var size: Int
    var weight: FontWeight
  }
  private var useClock: UInt64 = 0

  private final class Entry {
    let font: TTFFontHandle
    var lastUse: UInt64

    init(font: TTFFontHandle, lastUse: UInt64) {
      self.font = font
      self.lastUse = lastUse
    }
  }

  /// Opens the file once at `probeSize` so a file SDL_ttf cannot read fails at start-up,
  /// with its path in the message, rather than as blank text later.
  init(file: FontFile, capacity: Int = 32, probeSize: Int = 12) throws(SDLError) {
    path = file.path
    boldPath = file.bold?.path
    semiboldPath = file.semibold?.path
    self.capacity = max(1, capacity)
    guard font(size: probeSize) != nil else {
      throw .fromSDL("font file \(file.path): SDL_ttf cannot open it")
    }
    if let boldPath = file.bold?.path, font(size: probeSize, weight: .bold) == nil {
      throw .fromSDL("font file \(boldPath): SDL_ttf cannot open it")
    }
    if let semiboldPath, font(size: probeSize, weight: .semibold) == nil {
      throw .fromSDL("font file \(semiboldPath): SDL_ttf cannot open it")
    }
  }

  /// The font at `size`, opening it on first use; nil for sizes below 1 or if opening
  /// fails (remembered, so a bad size is not retried every frame).
  func font(size: Int, weight: FontWeight = .regular) -> TTFFontHandle? {
    let key = Key(size: size, weight: weight)
    guard size >= 1, !failedSizes.contains(key) else { return nil }
    useClock &+= 1
    if let entry = fonts[key] {
      entry.lastUse = useClock
      return entry.font
    }
    let file =
      switch weight {
      case .regular: path
      case .semibold: semiboldPath ?? path
      case .bold: boldPath ?? path
      }
    guard let pointer = TTF_OpenFont(file, Int32(clamping: size)) else {
      failedSizes.insert(key)
      return nil
    }
    if weight == .bold && boldPath == nil { TTF_SetFontStyle(pointer, TTF_STYLE_BOLD) }
    if fonts.count >= capacity { evictLeastRecentlyUsed() }
    let handle = TTFFontHandle(pointer)
    fonts[key] = Entry(font: handle, lastUse: useClock)
    return handle
  }

  private func evictLeastRecentlyUsed() {
    guard let oldest = fonts.min(by: { $0.value.lastUse < $1.value.lastUse }) else { return }
    fonts[oldest.key] = nil
  }
}
