import CSDL2
import SheetEngine

/// How many pixels per point the window draws at: asked for with `--scale`, else taken from
/// the display, and reduced when the display cannot fit the window at that scale.
///
/// The display's scale, first found wins:
/// 1. `GDK_SCALE` (a whole number, the scale GTK applications use; set by hand or by the
///    desktop session),
/// 2. the `Xft.dpi` X resource (what GNOME and KDE set for a 2x display: 192), over 96,
/// 3. SDL's display DPI (`SDL_GetDisplayDPI`, from the monitor's reported size), over 96,
/// 4. 1.
///
/// A DPI becomes the whole scale it reaches (`floor(dpi / 96)`: 144 is 1, 192 is 2, 288 is
/// 3), as GNOME chooses 2x only from 192; the result is kept to 1...3.
public struct DisplayScale: Equatable, Sendable {
  /// The scales the window draws at.
  public static let supported = 1...3

  /// Pixels per point the window draws at.
  public var scale: Int
  /// One line saying why the scale is lower than asked for (the display cannot fit it), or nil.
  public var note: String?

  /// The scale a DPI reaches, kept to ``supported``.
  package static func scale(forDPI dpi: Double) -> Int {
    guard dpi.isFinite, dpi > 0 else { return 1 }
    return min(max(Int((dpi / 96).rounded(.down)), supported.lowerBound), supported.upperBound)
  }

  /// The display's scale from the environment's `GDK_SCALE`, the `Xft.dpi` resource and
  /// SDL's display DPI, in that order (see the type's documentation).
  package static func fromDisplay(
    gdkScale: String?, xftDPI: Double?, displayDPI: Double?
  ) -> (scale: Int, source: String) {
    if let text = gdkScale, let value = Int(text), value >= 1 {
      return (min(value, supported.upperBound), "GDK_SCALE=\(value)")
    }
    if let xftDPI {
      return (scale(forDPI: xftDPI), "Xft.dpi \(Int(xftDPI))")
    }
    if let displayDPI {
      return (scale(forDPI: displayDPI), "display DPI \(Int(displayDPI))")
    }
    return (1, "default")
  }

  /// The largest scale up to `wanted` at which `size` points fit in `available` (window
  /// coordinates at 1x), with the line saying so when that is less than `wanted`; 1 always
  /// counts as fitting (the window manager deals with a window too large at 1x).
  package static func fitted(
    _ wanted: Int, size: Size, available: Size?, origin: String
  ) -> DisplayScale {
    guard let available, wanted > 1 else { return DisplayScale(scale: wanted) }
    var scale = wanted
    while scale > 1,
      size.width * Double(scale) > available.width || size.height * Double(scale) > available.height
    {
      scale -= 1
    }
    guard scale < wanted else { return DisplayScale(scale: wanted) }
    let needed = "\(Int(size.width) * wanted)x\(Int(size.height) * wanted)"
    let room = "\(Int(available.width))x\(Int(available.height))"
    return DisplayScale(
      scale: scale,
      note: "scale \(wanted) (\(origin)) needs a \(needed)-pixel window and the display has "
        + "\(room): drawing at \(scale) pixel\(scale == 1 ? "" : "s") per point")
  }

  package init(scale: Int, note: String? = nil) {
    self.scale = scale
    self.note = note
  }

  /// The scale for a window of `size` points: `requested` (`--scale`) or the display's,
  /// fitted to the usable area of the first display (not on SDL's dummy and offscreen
  /// drivers: a window nobody sees fits at any scale, and has no display scale: 1). Call after SDL's video start-up.
  @MainActor
  static func choose(requested: Int?, origin requestOrigin: String?, size: Size) -> DisplayScale {
    let driver = SDLLibrary.videoDriverName ?? "none"
    let visible = driver != "dummy" && driver != "offscreen"
    let wanted: Int
    let origin: String
    if let requested {
      (wanted, origin) = (requested, requestOrigin ?? "--scale \(requested)")
    } else if !visible {
      (wanted, origin) = (1, "default")
    } else {
      (wanted, origin) = fromDisplay(
        gdkScale: SDL_getenv("GDK_SCALE").map { String(cString: $0) },
        xftDPI: SDLLibrary.videoDriverName == "x11" ? XResourceDPI.read() : nil,
        displayDPI: displayDPI())
    }
    return fitted(
      wanted, size: size, available: visible ? usableBounds() : nil, origin: origin)
  }

  /// SDL's diagonal DPI of the first display, or nil when it does not know.
  @MainActor
  private static func displayDPI() -> Double? {
    var diagonal: Float = 0
    guard SDL_GetDisplayDPI(0, &diagonal, nil, nil) == 0, diagonal.isFinite, diagonal > 0 else {
      return nil
    }
    return Double(diagonal)
  }

  /// The first display's usable area (less panels and docks) in window coordinates.
  @MainActor
  private static func usableBounds() -> Size? {
    var bounds = SDL_Rect()
    guard SDL_GetDisplayUsableBounds(0, &bounds) == 0, bounds.w > 0, bounds.h > 0 else {
      return nil
    }
    return Size(width: Double(bounds.w), height: Double(bounds.h))
  }
}
