import CCairo

/// The bands of an image's rows that hold any visible pixel.
///
/// A scaled layer (the zoom) filters its raster bilinearly, which costs several times a
/// plain copy per pixel; its picture is mostly empty rows between a few lines of text and
/// a button. Filtering only the occupied bands, found once per raster, keeps that cost to
/// what the picture actually holds.
struct OccupiedRows: Equatable {
  /// Rows are looked at in bands of this many.
  static let bandHeight = 16

  /// Occupied row ranges, in order, with touching bands merged.
  let runs: [Range<Int>]

  init(runs: [Range<Int>]) {
    self.runs = runs
  }

  /// Scans `image`'s pixels: premultiplied, a pixel is visible exactly when its word is not
  /// zero.
  init(of image: CairoImage) {
    cairo_surface_flush(image.surface)
    let data = UnsafeRawPointer(image.data)
    var runs: [Range<Int>] = []
    var bandStart = 0
    while bandStart < image.height {
      let bandEnd = min(bandStart + Self.bandHeight, image.height)
      if Self.holdsAnyPixel(
        data, stride: image.stride, width: image.width, rows: bandStart..<bandEnd)
      {
        if let last = runs.last, last.upperBound == bandStart {
          runs[runs.count - 1] = last.lowerBound..<bandEnd
        } else {
          runs.append(bandStart..<bandEnd)
        }
      }
      bandStart = bandEnd
    }
    self.runs = runs
  }

  private static func holdsAnyPixel(
    _ data: UnsafeRawPointer, stride: Int, width: Int, rows: Range<Int>
  ) -> Bool {
    for y in rows {
      let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width where row[x] != 0 { return true }
    }
    return false
  }
}
