import CSDL2

/// The `Xft.dpi` X resource: the font DPI a desktop sets for every X client (GNOME, KDE and
/// `xrdb` write it to the root window's `RESOURCE_MANAGER` property; 192 on a display set
/// to 2x). SDL 2 does not read it, so it is read here: libX11 is opened at run time (SDL
/// loads it the same way, and no X11 header or link is needed), a connection is opened to
/// `DISPLAY`, and the resource string is searched for the `Xft.dpi:` line.
package enum XResourceDPI {
  private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
  private typealias ResourceString = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
  private typealias CloseDisplay = @convention(c) (OpaquePointer?) -> Int32

  /// The `Xft.dpi` value of the default display, or nil (no X display, no libX11, unset).
  static func read() -> Double? {
    guard let library = SDL_LoadObject("libX11.so.6") else { return nil }
    defer { SDL_UnloadObject(library) }
    guard let open = SDL_LoadFunction(library, "XOpenDisplay"),
      let resources = SDL_LoadFunction(library, "XResourceManagerString"),
      let close = SDL_LoadFunction(library, "XCloseDisplay"),
      let display = unsafeBitCast(open, to: OpenDisplay.self)(nil)
    else { return nil }
    defer { _ = unsafeBitCast(close, to: CloseDisplay.self)(display) }
    guard let text = unsafeBitCast(resources, to: ResourceString.self)(display) else {
      return nil
    }
    return dpi(inResources: String(cString: text))
  }

  /// The value of the `Xft.dpi` line of an X resource string (`"Xft.dpi:\t192\n..."`), or nil.
  package static func dpi(inResources text: String) -> Double? {
    for line in text.split(whereSeparator: \.isNewline) {
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2,
        parts[0].trimmingWhitespace() == "Xft.dpi" || parts[0].trimmingWhitespace() == "*Xft.dpi"
      else { continue }
      if let value = Double(parts[1].trimmingWhitespace()), value.isFinite, value > 0 {
        return value
      }
    }
    return nil
  }
}

extension Substring {
  fileprivate func trimmingWhitespace() -> Substring {
    var text = self
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return text
  }
}
