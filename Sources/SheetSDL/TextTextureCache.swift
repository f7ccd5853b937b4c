import CSDL2

/// Rasterised text lines as SDL textures, reused across frames.
///
/// A line is rendered once per (string, pixel size, RGB colour) with
/// `TTF_RenderUTF8_Blended`; opacity is applied at draw time with the texture's alpha
/// modulation, so a line fading in or out reuses one texture. When the cache is full the
/// least recently used quarter is dropped, which frees their SDL textures.
final class TextTextureCache {
  /// What identifies a texture. `wrapWidth` is always 0 today because the engine wraps
  /// text into single lines itself; it is in the key so wrapped rendering could share
  /// the cache without colliding with unwrapped lines.
  struct Key: Hashable {
    var text: String
    var pixelSize: Int
    var rgb: UInt32
    var wrapWidth: Int
  }

  /// A cached line; `texture` is nil when SDL_ttf could not render the string (for
  /// example only zero-width characters), remembered so it is not retried every frame.
  final class Entry {
    let texture: SDLTextureHandle?
    let width: Int32
    let height: Int32
    var lastUse: UInt64

    init(texture: SDLTextureHandle?, width: Int32, height: Int32, lastUse: UInt64) {
      self.texture = texture
      self.width = width
      self.height = height
      self.lastUse = lastUse
    }
  }

  let capacity: Int
  private var entries: [Key: Entry] = [:]
  private var clock: UInt64 = 0

  init(capacity: Int = 1024) {
    self.capacity = max(4, capacity)
  }

  var count: Int { entries.count }

  /// The cached entry for `key`, or the one `make` builds (then stored).
  func entry(for key: Key, make: () -> Entry) -> Entry {
    clock &+= 1
    if let entry = entries[key] {
      entry.lastUse = clock
      return entry
    }
    if entries.count >= capacity { evictOldestQuarter() }
    let entry = make()
    entry.lastUse = clock
    entries[key] = entry
    return entry
  }

  /// Renders `key.text` in `font` as an alpha-blended texture for `renderer`.
  static func makeEntry(
    key: Key, font: TTFFontHandle, renderer: SDLRendererHandle
  ) -> Entry {
    let colour = SDL_Color(
      r: UInt8(truncatingIfNeeded: key.rgb >> 16), g: UInt8(truncatingIfNeeded: key.rgb >> 8),
      b: UInt8(truncatingIfNeeded: key.rgb), a: 255)
    guard let surface = TTF_RenderUTF8_Blended(font.pointer, key.text, colour) else {
      return Entry(texture: nil, width: 0, height: 0, lastUse: 0)
    }
    defer { SDL_FreeSurface(surface) }
    guard let texture = SDL_CreateTextureFromSurface(renderer.pointer, surface) else {
      return Entry(texture: nil, width: 0, height: 0, lastUse: 0)
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    let handle = SDLTextureHandle(texture, renderer: renderer)
    return Entry(
      texture: handle, width: surface.pointee.w, height: surface.pointee.h, lastUse: 0)
  }

  private func evictOldestQuarter() {
    let byAge = entries.sorted { $0.value.lastUse < $1.value.lastUse }
    for (key, _) in byAge.prefix(max(1, entries.count / 4)) {
      entries[key] = nil
    }
  }
}
