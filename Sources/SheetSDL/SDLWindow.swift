import CSDL2
import SheetEngine

/// The playground's desktop window: shows display lists and reports input.
///
/// Refuses to run on SDL's "dummy" or "offscreen" video drivers unless asked to, because
/// SDL picks them without complaint when there is no display, and a window nobody can
/// see would otherwise wait forever for input.
@MainActor
public final class SDLWindow {
  private let window: SDLWindowHandle
  private let renderer: DisplayListRenderer
  private var translator: SDLEventTranslator
  private var event = SDL_Event()

  /// Opens a resizable, high-DPI-aware window of `size` points, centred on screen.
  public init(
    title: String, size: Size, font: FontFile, allowsOffscreenDriver: Bool = false
  ) throws(SDLError) {
    try SDLLibrary.initialize(video: true)
    let driver = SDLLibrary.videoDriverName ?? "none"
    if !allowsOffscreenDriver && (driver == "dummy" || driver == "offscreen") {
      throw SDLLibrary.noDisplayError()
    }
    guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1,
      size.width <= 16384, size.height <= 16384
    else { throw SDLError("invalid window size \(size.width)x\(size.height)") }
    // SDL asks X11 compositors to stand aside, which suits full-screen games; a desktop
    // window beside other windows should be composited like any other.
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    let centred = Int32(bitPattern: csdl_window_pos_centered())
    guard
      let rawWindow = SDL_CreateWindow(
        title, centred, centred, Int32(size.width.rounded()), Int32(size.height.rounded()),
        flags)
    else { throw .fromSDL("cannot create window") }
    window = SDLWindowHandle(rawWindow)
    // Accelerated first for smooth resizing on real desktops; the software renderer is
    // the fallback (and the only choice on the dummy driver or without GL).
    let accelerated = SDL_RENDERER_ACCELERATED.rawValue
    guard
      let rawRenderer = SDL_CreateRenderer(rawWindow, -1, accelerated)
        ?? SDL_CreateRenderer(rawWindow, -1, SDL_RENDERER_SOFTWARE.rawValue)
    else { throw .fromSDL("cannot create a renderer") }
    let handle = SDLRendererHandle(rawRenderer, target: window)
    renderer = try DisplayListRenderer(
      renderer: handle, scale: Self.scale(renderer: rawRenderer, window: rawWindow), font: font)
    var x: Int32 = 0
    var y: Int32 = 0
    SDL_GetMouseState(&x, &y)
    translator = SDLEventTranslator(lastMouseLocation: Point(x: Double(x), y: Double(y)))
  }

  /// Milliseconds since SDL started (`SDL_GetTicks64`); a host takes its session start
  /// from this so event timestamps can be made relative to it.
  public static func ticks() -> UInt64 {
    SDL_GetTicks64()
  }

  /// The window's size in points.
  public var sizeInPoints: Size {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(window.pointer, &width, &height)
    return Size(width: Double(width), height: Double(height))
  }

  /// Pixels per point: 2 on a typical high-density display, 1 on X11.
  public var scale: Double {
    Self.scale(renderer: renderer.renderer.pointer, window: window.pointer)
  }

  /// The SDL render driver in use ("opengl", "software", …), for diagnostics.
  public var rendererName: String {
    var info = SDL_RendererInfo()
    guard SDL_GetRendererInfo(renderer.renderer.pointer, &info) == 0, let name = info.name else {
      return "unknown"
    }
    return String(cString: name)
  }

  /// How many text textures are cached, for tests of the cache.
  package var cachedTextureCount: Int { renderer.cachedTextureCount }

  /// Draws `list` over `background` at the current scale and shows it.
  public func present(_ list: DisplayList, background: Color) {
    renderer.scale = scale
    renderer.draw(list, background: background)
    SDL_RenderPresent(renderer.renderer.pointer)
  }

  /// Keeps mouse events coming while the pointer is outside the window. Turn it on while
  /// a button is held so a drag that leaves the window keeps tracking (and its release is
  /// seen), and off when all buttons are up. Unsupported drivers ignore it.
  public func captureMouse(_ on: Bool) {
    _ = SDL_CaptureMouse(on ? SDL_TRUE : SDL_FALSE)
  }

  /// Drains SDL's event queue into host events, in order. Timestamps are milliseconds
  /// since `sessionStartTicks` (a value of ``ticks()``), taken from each event.
  public func pollEvents(sessionStartTicks: UInt64) -> [HostEvent] {
    var events: [HostEvent] = []
    while SDL_PollEvent(&event) != 0 {
      if let translated = translator.translate(
        event, sessionStartTicks: sessionStartTicks, now: SDL_GetTicks64())
      {
        events.append(translated)
      }
    }
    return events
  }

  private static func scale(renderer: OpaquePointer, window: OpaquePointer) -> Double {
    var windowWidth: Int32 = 0
    var windowHeight: Int32 = 0
    SDL_GetWindowSize(window, &windowWidth, &windowHeight)
    var outputWidth: Int32 = 0
    var outputHeight: Int32 = 0
    guard SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight) == 0,
      windowWidth > 0, outputWidth > 0
    else { return 1 }
    return Double(outputWidth) / Double(windowWidth)
  }
}
