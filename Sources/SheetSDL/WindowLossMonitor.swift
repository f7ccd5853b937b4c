import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Turns the X errors a window destroyed from outside causes into a flag the window polls,
/// instead of Xlib's default error handler, which prints six lines and `exit(1)`s with the
/// session's recording unfinished and no state written.
///
/// Another client (a crashing window manager, `xdotool windowclose`) can destroy our window;
/// the next request that names it (a present, a resize) fails with `BadWindow` or
/// `BadDrawable`. The handler only records that (it may not call Xlib, and runs inside
/// whatever SDL call made the request); ``SDLWindow/pollEvents(sessionStartTicks:)`` then
/// reports a quit, so the host ends the session the ordinary way and says why. Other X errors
/// are ignored: none of them is worth ending a session over. Installed through `dlsym` on
/// the libX11 SDL already loaded, as ``DisplayConnectionMonitor`` is: no link dependency.
public enum WindowLossMonitor {
  /// Set by the handler when a request on a destroyed window failed.
  static let windowGone = Atomic<Bool>(false)
  /// X protocol error codes that mean "that window (or its drawable) no longer exists".
  static let badWindow: UInt8 = 3
  static let badDrawable: UInt8 = 9

  private typealias ErrorHandler = @convention(c) (OpaquePointer?, UnsafeRawPointer?) -> Int32
  private typealias SetErrorHandler = @convention(c) (ErrorHandler?) -> ErrorHandler?

  /// Installs the handler; returns false when libX11 is not in use (Wayland, dummy driver).
  @MainActor
  @discardableResult
  static func install() -> Bool {
    guard SDLLibrary.videoDriverName == "x11" else { return false }
    let library =
      dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD) ?? dlopen("libX11.so", RTLD_NOW | RTLD_NOLOAD)
    guard let library, let symbol = dlsym(library, "XSetErrorHandler") else { return false }
    let setHandler = unsafeBitCast(symbol, to: SetErrorHandler.self)
    _ = setHandler { _, event in
      // XErrorEvent: int type; Display *display; XID resourceid; unsigned long serial;
      // unsigned char error_code; ... : on LP64 error_code is at byte 32.
      guard let event else { return 0 }
      let code = event.load(fromByteOffset: 4 * MemoryLayout<Int>.size, as: UInt8.self)
      if code == WindowLossMonitor.badWindow || code == WindowLossMonitor.badDrawable {
        WindowLossMonitor.windowGone.store(true, ordering: .relaxed)
      }
      return 0
    }
    return true
  }

  /// Whether a request failed because the window was destroyed from outside.
  public static var isWindowGone: Bool { windowGone.load(ordering: .relaxed) }
}
