import CSDL2
import SheetEngine
import SheetFiles

/// Renders display lists into memory: for headless replays, `--snapshot` PNGs and
/// pixel-golden tests.
///
/// It is the window's renderer without the window: the same ``DisplayListRenderer``
/// drawing into the same kind of framebuffer, so a frame rendered here is the frame the
/// window shows, pixel for pixel. Needs no video subsystem and no display.
@MainActor
public final class OffscreenCanvas {
  /// Width in pixels: the width in points times the scale, rounded.
  public let pixelWidth: Int
  /// Height in pixels: the height in points times the scale, rounded.
  public let pixelHeight: Int
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
    renderer = try DisplayListRenderer(scale: scale, font: font)
  }

  /// Pixels per point.
  public var scale: Double { renderer.scale }

  /// The images display lists name (``ImageLibrary``); a new library redraws the next frame.
  public var images: ImageLibrary {
    get { renderer.images }
    set {
      renderer.images = newValue
      renderer.invalidateLastFrame()
    }
  }

  /// How many text lines are cached, for tests of the cache.
  package var cachedTextureCount: Int { renderer.cachedTextureCount }

  /// How the layer raster cache has been used.
  package var rasterCacheStatistics: RasterCacheStatistics { renderer.rasterCacheStatistics }

  /// How many shadow masks were blurred so far.
  package var shadowRenderCount: Int { renderer.shadowRenderCount }

  /// How many backdrops (glass) were blurred so far, for tests of their cache.
  package var backdropRenderCount: Int { renderer.backdropRenderCount }

  /// Whether items hidden under later opaque ones are cut (see
  /// ``DisplayListRenderer/cullsOccludedPixels``); tests turn it off to compare.
  package var cullsOccludedPixels: Bool {
    get { renderer.cullsOccludedPixels }
    set { renderer.cullsOccludedPixels = newValue }
  }

  /// Whether dims are mixed into what they cover (see
  /// ``DisplayListRenderer/foldsDims``); tests turn it off to compare.
  package var foldsDims: Bool {
    get { renderer.foldsDims }
    set { renderer.foldsDims = newValue }
  }

  /// How many dims the last drawn frame mixed into what they cover.
  package var foldedDimCount: Int { renderer.foldedDimCount }

  /// Makes the next frame be drawn in full (no partial redraw), for tests comparing the
  /// partial path with a full redraw.
  package func redrawNextFrameInFull() {
    renderer.invalidateLastFrame()
  }

  /// Frames drawn; a frame equal to the last one is not drawn again.
  package var drawnFrameCount: Int { renderer.drawnFrameCount }

  /// The pixels the last drawn frame redrew, as (x, y, width, height).
  package var lastDrawnRect: (x: Int, y: Int, width: Int, height: Int)? {
    renderer.lastDrawnRect.map { ($0.x0, $0.y0, $0.width, $0.height) }
  }

  /// Draws `list` over `background`; the pixels are ready when this returns. A list equal
  /// to the last one rendered costs a comparison: the pixels are already there.
  public func render(_ list: DisplayList, background: Color) {
    renderer.draw(list, background: background, width: pixelWidth, height: pixelHeight)
  }

  /// The pixels as RGB triples, row by row, top row first, with no row padding.
  public func rgbBytes() -> [UInt8] {
    guard let image = renderer.framebuffer else {
      return [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 3)
    }
    return RGBImage.rgbBytes(of: image)
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
    try rgbImage().savePNG(to: path)
  }
}
