#if canImport(Glibc)
  import Glibc
#endif

/// Hands a lost X connection (the X server gone, the window killed by the window manager)
/// to the host instead of letting Xlib print its own lines and `exit(1)` with the session's
/// recording unfinished.
///
/// Xlib calls its IO error handler from whatever call noticed the loss (inside
/// `SDL_PollEvent` or a present, on the main thread) and exits if the handler returns, so the
/// host's handler must finish its files and end the process itself. SDL loads libX11 at run
/// time, so the handler is installed through `dlsym` on the already loaded library: no link
/// dependency, and nothing happens on Wayland or the dummy driver.
public enum DisplayConnectionMonitor {
  /// The host's reaction: finish files, say one line, exit. Only touched on the main thread.
  nonisolated(unsafe) private static var handler: (@MainActor () -> Never)?

  private typealias IOErrorHandler = @convention(c) (OpaquePointer?) -> Int32
  private typealias SetIOErrorHandler = @convention(c) (IOErrorHandler?) -> IOErrorHandler?

  /// Installs `onLost` as the X IO error handler; returns false when libX11 is not in use.
  @MainActor
  @discardableResult
  public static func install(_ onLost: @escaping @MainActor () -> Never) -> Bool {
    guard SDLLibrary.videoDriverName == "x11" else { return false }
    let library =
      dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD) ?? dlopen("libX11.so", RTLD_NOW | RTLD_NOLOAD)
    guard let library, let symbol = dlsym(library, "XSetIOErrorHandler") else { return false }
    handler = onLost
    let setHandler = unsafeBitCast(symbol, to: SetIOErrorHandler.self)
    _ = setHandler { _ in
      // Xlib runs this on the thread that made the failing call: the main thread, where
      // SDL's video calls are made.
      MainActor.assumeIsolated {
        guard let handler = DisplayConnectionMonitor.handler else { exit(1) }
        handler()
      }
    }
    return true
  }
}
