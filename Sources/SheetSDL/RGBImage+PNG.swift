import CSDL2
import SheetFiles

extension RGBImage {
  /// Writes the image as an RGB PNG.
  ///
  /// SDL_image encodes into memory and the bytes go through ``AtomicFileWriter``, like every
  /// other file the playground writes: a reader never sees a half-written PNG under `path`,
  /// a symlink is written through, and on failure no temporary file is left (an existing
  /// file at `path` is kept).
  @MainActor
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
  @MainActor
  public func pngBytes(naming path: String) throws(SDLError) -> [UInt8] {
    try SDLLibrary.initialize(video: false)
    var pixels = bytes
    let raw = (width * 3 + 1) * height
    var buffer = [UInt8](repeating: 0, count: raw + raw / 64 + 64 * 1024)
    let (pixelWidth, pixelHeight) = (Int32(width), Int32(height))
    let written = pixels.withUnsafeMutableBytes { pixelMemory -> Int in
      guard
        let rgb = SDL_CreateRGBSurfaceWithFormatFrom(
          pixelMemory.baseAddress, pixelWidth, pixelHeight, 24, pixelWidth * 3,
          csdl_pixelformat_rgb24())
      else { return -1 }
      defer { SDL_FreeSurface(rgb) }
      return buffer.withUnsafeMutableBytes { memory -> Int in
        guard let stream = SDL_RWFromMem(memory.baseAddress, Int32(memory.count)) else {
          return -1
        }
        defer { SDL_RWclose(stream) }
        guard IMG_SavePNG_RW(rgb, stream, 0) == 0 else { return -1 }
        return Int(SDL_RWtell(stream))
      }
    }
    guard written > 0 else { throw .fromSDL("cannot write PNG \(path): encoding failed") }
    buffer.removeSubrange(written...)
    return buffer
  }
}
