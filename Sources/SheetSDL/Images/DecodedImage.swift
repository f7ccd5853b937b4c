import CCairo
import CSDL2

/// Decodes a checked PNG or JPEG with SDL_image into a premultiplied Cairo surface, the form
/// the renderer scales from.
@MainActor
enum DecodedImage {
  /// The image in `bytes`, whose `header` was already read and accepted; nil with SDL's reason
  /// when the data past the header is broken.
  static func decode(_ bytes: [UInt8], header: ImageHeader) -> Result<CairoImage, SDLError> {
    do throws(SDLError) {
      try SDLLibrary.initialize(video: false)
    } catch {
      return .failure(error)
    }
    let loaded: UnsafeMutablePointer<SDL_Surface>? = bytes.withUnsafeBytes { raw in
      guard let stream = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else { return nil }
      return IMG_Load_RW(stream, 1)
    }
    guard let loaded else {
      return .failure(.fromSDL("cannot decode the \(header.format.rawValue)"))
    }
    defer { SDL_FreeSurface(loaded) }
    guard Int(loaded.pointee.w) == header.width, Int(loaded.pointee.h) == header.height,
      let argb = SDL_ConvertSurfaceFormat(loaded, csdl_pixelformat_argb8888(), 0)
    else { return .failure(SDLError("the decoded image does not match its header")) }
    defer { SDL_FreeSurface(argb) }
    guard let image = CairoImage(width: header.width, height: header.height) else {
      return .failure(SDLError("cannot allocate \(header.width) x \(header.height) pixels"))
    }
    copyPremultiplied(from: argb, into: image)
    return .success(image)
  }

  /// SDL's straight-alpha ARGB8888 rows into Cairo's premultiplied ARGB32 rows.
  private static func copyPremultiplied(
    from surface: UnsafeMutablePointer<SDL_Surface>, into image: CairoImage
  ) {
    cairo_surface_flush(image.surface)
    guard let destination = cairo_image_surface_get_data(image.surface),
      let source = surface.pointee.pixels
    else { return }
    let destinationStride = Int(cairo_image_surface_get_stride(image.surface))
    let sourceStride = Int(surface.pointee.pitch)
    for y in 0..<image.height {
      let from = (source + y * sourceStride).assumingMemoryBound(to: UInt32.self)
      let to = UnsafeMutableRawPointer(destination + y * destinationStride)
        .assumingMemoryBound(to: UInt32.self)
      for x in 0..<image.width {
        let pixel = from[x]
        let alpha = pixel >> 24
        guard alpha < 255 else {
          to[x] = pixel
          continue
        }
        func channel(_ shift: UInt32) -> UInt32 { ((pixel >> shift & 0xFF) * alpha + 127) / 255 }
        to[x] = alpha << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
      }
    }
    cairo_surface_mark_dirty(image.surface)
  }
}
