import CSDL2
import SheetEngine
import SheetFiles

/// Renders display lists into memory with SDL's software renderer: for headless replays,
/// `--snapshot` PNGs and pixel-golden tests.
///
/// Needs no video subsystem and no display, and produces the same pixels on every machine
/// with the same SDL and font, which a GPU renderer would not promise.
@MainActor
public final class OffscreenCanvas {
  /// Width in pixels: the width in points times the scale, rounded.
  public let pixelWidth: Int
  /// Height in pixels: the height in points times the scale, rounded.
  public let pixelHeight: Int
  private let surface: SDLSurfaceHandle
  private let renderer: DisplayListRenderer

  /// A canvas of `size` points at `scale` pixels per point (pixel sizes rounded).
  public init(size: Size, scale: Double, font: FontFile) throws(SDLError) {
    try SDLLibrary.initialize(video: false)
    let width = size.width * scale
    let height = size.height * scale
    guard width.isFinite, height.isFinite, scale > 0, width >= 0.5, height >= 0.5,
      width <= 16384, height <= 16384
    else {
      throw SDLError("invalid canvas size \(size.width)x\(size.height) at scale \(scale)")
    }
    pixelWidth = Int(width.rounded())
    pixelHeight = Int(height.rounded())
    guard
      let raw = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(pixelWidth), Int32(pixelHeight), 32, csdl_pixelformat_argb8888())
    else { throw .fromSDL("cannot create a \(pixelWidth)x\(pixelHeight) surface") }
    surface = SDLSurfaceHandle(raw)
    guard let sdlRenderer = SDL_CreateSoftwareRenderer(raw) else {
      throw .fromSDL("cannot create a software renderer")
    }
    let handle = SDLRendererHandle(sdlRenderer, target: surface)
    renderer = try DisplayListRenderer(renderer: handle, scale: scale, font: font)
  }

  /// Pixels per point.
  public var scale: Double { renderer.scale }

  /// How many text textures are cached, for tests of the cache.
  package var cachedTextureCount: Int { renderer.cachedTextureCount }

  /// Draws `list` over `background`; the pixels are ready when this returns.
  public func render(_ list: DisplayList, background: Color) {
    renderer.draw(list, background: background)
    SDL_RenderFlush(renderer.renderer.pointer)
  }

  /// The pixels as RGB triples, row by row, top row first, with no row padding.
  public func rgbBytes() -> [UInt8] {
    RGBImage.rgbBytes(of: surface.pointer)
  }

  /// The pixels as an image, for comparing with a golden.
  public func rgbImage() -> RGBImage {
    RGBImage(width: pixelWidth, height: pixelHeight, bytes: rgbBytes())
  }

  /// Writes the pixels as an RGB PNG (alpha dropped, as goldens compare RGB only).
  ///
  /// SDL_image encodes into memory and the bytes go through ``AtomicFileWriter``, like every
  /// other file the playground writes: a reader never sees a half-written PNG under `path`,
  /// a symlink is written through, and on failure no temporary file is left (an existing
  /// file at `path` is kept).
  public func savePNG(to path: String) throws(SDLError) {
    let bytes = try pngBytes(naming: path)
    do throws(FileError) {
      try AtomicFileWriter.write(bytes, to: path)
    } catch {
      throw SDLError("cannot write PNG \(error.description)")
    }
  }

  /// The PNG encoding of the pixels. The buffer is sized for the worst case (stored,
  /// uncompressed deflate blocks plus a filter byte a row and the chunk headers), so the
  /// encoder never runs out of room.
  private func pngBytes(naming path: String) throws(SDLError) -> [UInt8] {
    guard let rgb = SDL_ConvertSurfaceFormat(surface.pointer, csdl_pixelformat_rgb24(), 0) else {
      throw .fromSDL("cannot write PNG \(path): conversion to RGB failed")
    }
    defer { SDL_FreeSurface(rgb) }
    let raw = (pixelWidth * 3 + 1) * pixelHeight
    var buffer = [UInt8](repeating: 0, count: raw + raw / 64 + 64 * 1024)
    let written = buffer.withUnsafeMutableBytes { memory -> Int in
      guard let stream = SDL_RWFromMem(memory.baseAddress, Int32(memory.count)) else {
        return -1
      }
      defer { SDL_RWclose(stream) }
      guard IMG_SavePNG_RW(rgb, stream, 0) == 0 else { return -1 }
      return Int(SDL_RWtell(stream))
    }
    guard written > 0 else { throw .fromSDL("cannot write PNG \(path): encoding failed") }
    buffer.removeSubrange(written...)
    return buffer
  }
}
