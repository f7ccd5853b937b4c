import CSDL2
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
/// reports a quit, so the host ends the session the ordinary way and says why. Only errors
/// naming our window count (another client's window vanishing mid drag-and-drop is not ours
/// to end the session over); other X errors are ignored. Installed through `dlsym` on
/// the libX11 SDL already loaded, as ``DisplayConnectionMonitor`` is: no link dependency.
public enum WindowLossMonitor {
  /// Set by the handler when a request on a destroyed window failed.
  static let windowGone = Atomic<Bool>(false)
  /// Our window's X id, once known (0: unknown, and any window's error counts).
  static let windowID = Atomic<UInt>(0)
  /// X protocol error codes that mean "that window (or its drawable) no longer exists".
  static let badWindow: UInt8 = 3
  static let badDrawable: UInt8 = 9

  private typealias ErrorHandler = @convention(c) (OpaquePointer?, UnsafeRawPointer?) -> Int32
  private typealias SetErrorHandler = @convention(c) (ErrorHandler?) -> ErrorHandler?

  /// Installs the handler; returns false when libX11 is not in use (Wayland, dummy driver).
  @MainActor
  @discardableResult
  static func install(watching window: OpaquePointer) -> Bool {
    guard SDLLibrary.videoDriverName == "x11" else { return false }
    let library =
      dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD) ?? dlopen("libX11.so", RTLD_NOW | RTLD_NOLOAD)
    guard let library, let symbol = dlsym(library, "XSetErrorHandler") else { return false }
    windowID.store(x11WindowID(of: window) ?? 0, ordering: .relaxed)
    let setHandler = unsafeBitCast(symbol, to: SetErrorHandler.self)
    _ = setHandler { _, event in
      // XErrorEvent: int type; Display *display; XID resourceid; unsigned long serial;
      // unsigned char error_code; ... : on LP64 resourceid is at byte 16, error_code at 32.
      guard let event else { return 0 }
      let code = event.load(fromByteOffset: 4 * MemoryLayout<Int>.size, as: UInt8.self)
      let resource = event.load(fromByteOffset: 2 * MemoryLayout<Int>.size, as: UInt.self)
      let ours = WindowLossMonitor.windowID.load(ordering: .relaxed)
      let gone = code == WindowLossMonitor.badWindow || code == WindowLossMonitor.badDrawable
      if gone, ours == 0 || resource == ours {
        WindowLossMonitor.windowGone.store(true, ordering: .relaxed)
      }
      return 0
    }
    return true
  }

  /// The X id of an SDL window, through `SDL_GetWindowWMInfo` looked up with `dlsym`: its
  /// header, SDL_syswm.h, pulls Xlib's names (`Window`, `Display`…) into the CSDL2 module,
  /// where they would clash with the engine's. The struct is read at the offsets of SDL 2's
  /// ABI (version bytes, then `subsystem` at 4, then the X11 `Display *` and `Window`).
  @MainActor
  static func x11WindowID(of window: OpaquePointer) -> UInt? {
    typealias GetInfo = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "SDL_GetWindowWMInfo")
    else { return nil }
    let getInfo = unsafeBitCast(symbol, to: GetInfo.self)
    var version = SDL_version()
    SDL_GetVersion(&version)
    let info = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 16)
    defer { info.deallocate() }
    info.initializeMemory(as: UInt8.self, repeating: 0, count: 256)
    info.storeBytes(of: version.major, toByteOffset: 0, as: UInt8.self)
    info.storeBytes(of: version.minor, toByteOffset: 1, as: UInt8.self)
    info.storeBytes(of: version.patch, toByteOffset: 2, as: UInt8.self)
    let x11Subsystem: Int32 = 2  // SDL_SYSWM_X11
    guard getInfo(window, info) != 0, info.load(fromByteOffset: 4, as: Int32.self) == x11Subsystem
    else { return nil }
    return info.load(fromByteOffset: 2 * MemoryLayout<Int>.size, as: UInt.self)
  }

  /// Whether a request failed because the window was destroyed from outside.
  public static var isWindowGone: Bool { windowGone.load(ordering: .relaxed) }
}
