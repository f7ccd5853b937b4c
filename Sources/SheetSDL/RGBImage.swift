import CSDL2

/// An 8-bit RGB image, row-major with no padding: the form pixel goldens are compared in.
public struct RGBImage: Equatable, Sendable {
  public var width: Int
  public var height: Int
  /// `width * height * 3` bytes: R, G, B per pixel, top row first.
  public var bytes: [UInt8]

  public init(width: Int, height: Int, bytes: [UInt8]) {
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// Loads a PNG in any pixel format SDL_image reads and keeps its RGB channels; alpha is
  /// dropped without compositing, as goldens compare RGB only.
  @MainActor
  public static func loadPNG(path: String) throws(SDLError) -> RGBImage {
    try SDLLibrary.initialize(video: false)
    guard let loaded = IMG_Load(path) else { throw .fromSDL("image file \(path)") }
    defer { SDL_FreeSurface(loaded) }
    guard let rgb = SDL_ConvertSurfaceFormat(loaded, csdl_pixelformat_argb8888(), 0) else {
      throw .fromSDL("image file \(path): cannot convert to RGB")
    }
    defer { SDL_FreeSurface(rgb) }
    return RGBImage(
      width: Int(rgb.pointee.w), height: Int(rgb.pointee.h), bytes: rgbBytes(of: rgb))
  }

  /// How far this image is from `other`. A pixel counts as differing when any channel
  /// differs by more than `tolerance` (0 = exact). Images of different sizes are not
  /// compared pixel by pixel: they report every pixel of the larger one as differing.
  public func difference(from other: RGBImage, tolerance: Int = 0) -> ImageDifference {
    let expectedCount = width * height * 3
    guard width == other.width, height == other.height, bytes.count == expectedCount,
      other.bytes.count == expectedCount
    else {
      return ImageDifference(
        sizesMatch: false, maxChannelDifference: 255,
        differingPixelCount: max(width * height, other.width * other.height),
        tolerance: tolerance)
    }
    var maxDifference = 0
    var differing = 0
    bytes.withUnsafeBufferPointer { mine in
      other.bytes.withUnsafeBufferPointer { theirs in
        var index = 0
        while index < expectedCount {
          var pixelMax = 0
          for channel in index..<index + 3 {
            pixelMax = max(pixelMax, abs(Int(mine[channel]) - Int(theirs[channel])))
          }
          maxDifference = max(maxDifference, pixelMax)
          if pixelMax > tolerance { differing += 1 }
          index += 3
        }
      }
    }
    return ImageDifference(
      sizesMatch: true, maxChannelDifference: maxDifference, differingPixelCount: differing,
      tolerance: tolerance)
  }

  /// RGB bytes of an opaque Cairo ARGB32 image (premultiplied, so opaque pixels are the
  /// plain colour), read through its stride.
  static func rgbBytes(of image: CairoImage) -> [UInt8] {
    rgbBytes(
      pixels: UnsafeRawPointer(image.data), width: image.width, height: image.height,
      pitch: image.stride)
  }

  /// RGB bytes of a 32-bit ARGB8888 surface, read through its pitch.
  static func rgbBytes(of surface: UnsafeMutablePointer<SDL_Surface>) -> [UInt8] {
    let width = Int(surface.pointee.w)
    let height = Int(surface.pointee.h)
    let pitch = Int(surface.pointee.pitch)
    let mustLock = csdl_must_lock(surface) == SDL_TRUE
    if mustLock { SDL_LockSurface(surface) }
    defer { if mustLock { SDL_UnlockSurface(surface) } }
    guard let pixels = surface.pointee.pixels else { return [] }
    return rgbBytes(pixels: UnsafeRawPointer(pixels), width: width, height: height, pitch: pitch)
  }

  /// RGB bytes of 0xAARRGGBB words, `pitch` bytes per row.
  static func rgbBytes(pixels: UnsafeRawPointer, width: Int, height: Int, pitch: Int) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: width * height * 3) { buffer, count in
      var out = 0
      for row in 0..<height {
        let line = (pixels + row * pitch).assumingMemoryBound(to: UInt32.self)
        for column in 0..<width {
          let pixel = line[column]
          buffer[out] = UInt8(truncatingIfNeeded: pixel >> 16)
          buffer[out + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
          buffer[out + 2] = UInt8(truncatingIfNeeded: pixel)
          out += 3
        }
      }
      count = out
    }
  }
}

/// The result of comparing two ``RGBImage``s.
public struct ImageDifference: Equatable, Sendable {
  /// Whether both images have the same width and height.
  public var sizesMatch: Bool
  /// The largest difference of any channel of any pixel, 0...255.
  public var maxChannelDifference: Int
  /// Pixels with some channel differing by more than ``tolerance``.
  public var differingPixelCount: Int
  /// The tolerance the comparison used.
  public var tolerance: Int

  public init(
    sizesMatch: Bool, maxChannelDifference: Int, differingPixelCount: Int, tolerance: Int
  ) {
    self.sizesMatch = sizesMatch
    self.maxChannelDifference = maxChannelDifference
    self.differingPixelCount = differingPixelCount
    self.tolerance = tolerance
  }

  /// Same size and no pixel beyond the tolerance.
  public var isWithinTolerance: Bool { sizesMatch && differingPixelCount == 0 }
}
