import CSDL2
import SheetEngine

/// The playground's desktop window: shows display lists and reports input.
///
/// Frames are rasterized on the CPU by the same ``DisplayListRenderer`` headless rendering
/// uses, into a framebuffer that is copied to a streaming texture and presented unscaled;
/// the SDL renderer draws nothing itself. A frame whose display list equals the last one
/// presented is neither drawn nor presented, so a still window costs no drawing at all
/// (the caller's simulation keeps stepping). Exposure or a size change forces a redraw.
///
/// Refuses to run on SDL's "dummy" or "offscreen" video drivers unless asked to, because
/// SDL picks them without complaint when there is no display, and a window nobody can
/// see would otherwise wait forever for input.
@MainActor
public final class SDLWindow {
  private let window: SDLWindowHandle
  private let sdlRenderer: SDLRendererHandle
  private let renderer: DisplayListRenderer
  private var texture: SDLTextureHandle?
  /// Set when the window system may have lost what was shown (exposed, resized).
  private var needsPresent = true
  /// Frames actually presented, for tests of idling.
  package private(set) var presentedFrameCount = 0
  private var translator: SDLEventTranslator
  /// Pixels per point the window draws at (1, 2 or 3).
  public let pixelsPerPoint: Int
  /// Why ``pixelsPerPoint`` is lower than asked for, in one line, or nil.
  public let scaleNote: String?

  private var event = SDL_Event()

  /// Opens a resizable, high-DPI-aware window of `size` points, centred on screen, drawn at
  /// `scale` pixels per point (`--scale`), or the display's scale when nil
  /// (``DisplayScale``); a scale the display cannot fit is lowered and ``scaleNote`` says so,
  /// naming `requestedBy` (what asked for the scale: `--scale 3` unless told).
  public init(
    title: String, size: Size, font: FontFile, scale requested: Int? = nil,
    requestedBy origin: String? = nil, allowsOffscreenDriver: Bool = false
  ) throws(SDLError) {
    try SDLLibrary.initializeVideo(allowsOffscreenDriver: allowsOffscreenDriver)
    let driver = SDLLibrary.videoDriverName ?? "none"
    guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1,
      size.width <= 16384, size.height <= 16384
    else { throw SDLError("invalid window size \(size.width)x\(size.height)") }
    let chosen = DisplayScale.choose(requested: requested, origin: origin, size: size)
    pixelsPerPoint = chosen.scale
    scaleNote = chosen.note
    // SDL asks X11 compositors to stand aside, which suits full-screen games; a desktop
    // window beside other windows should be composited like any other.
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    let centred = Int32(bitPattern: csdl_window_pos_centered())
    let pixels = Double(chosen.scale)
    guard
      let rawWindow = SDL_CreateWindow(
        title, centred, centred, Int32((size.width * pixels).rounded()),
        Int32((size.height * pixels).rounded()), flags)
    else { throw .fromSDL("cannot create window") }
    window = SDLWindowHandle(rawWindow)
    guard let rawRenderer = Self.makeRenderer(rawWindow, driver: driver) else {
      throw .fromSDL("cannot create a renderer")
    }
    sdlRenderer = SDLRendererHandle(rawRenderer, target: window)
    // Where the window system scales windows itself (Wayland, macOS: a window of w
    // coordinates has w x backing pixels), fewer coordinates give the same pixels.
    let backing = Self.backingScale(renderer: rawRenderer, window: rawWindow)
    let perPoint = pixels / backing
    if backing != 1 {
      SDL_SetWindowSize(
        rawWindow, Int32((size.width * perPoint).rounded()),
        Int32((size.height * perPoint).rounded()))
    }
    renderer = try DisplayListRenderer(scale: pixels, font: font)
    var x: Int32 = 0
    var y: Int32 = 0
    SDL_GetMouseState(&x, &y)
    translator = SDLEventTranslator(
      lastMouseLocation: Point(x: Double(x) / perPoint, y: Double(y) / perPoint),
      coordinatesPerPoint: perPoint, windowSize: size)
    WindowLossMonitor.install(watching: rawWindow)
  }

  /// Whether the window was destroyed by another client (the poll then reported a quit).
  public var wasDestroyedFromOutside: Bool { WindowLossMonitor.isWindowGone }

  /// The images display lists name (``ImageLibrary``); a new library redraws the next frame.
  public var images: ImageLibrary {
    get { renderer.images }
    set {
      renderer.images = newValue
      renderer.invalidateLastFrame()
    }
  }

  /// Sets the window's title (the session's status shows there while the inspector is
  /// closed); the caller only calls it when the text changes.
  public func setTitle(_ title: String) {
    SDL_SetWindowTitle(window.pointer, title)
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
    return translator.points(width: width, height: height)
  }

  /// `points` in window-system coordinates, rounded up to whole ones.
  private func coordinates(_ points: Double) -> Int32 {
    Int32((points * translator.coordinatesPerPoint).rounded(.up))
  }

  /// The smallest size the window may be resized to, in points (the window manager enforces
  /// it; SDL grows a smaller window to it).
  public func setMinimumSize(_ size: Size) {
    SDL_SetWindowMinimumSize(window.pointer, coordinates(size.width), coordinates(size.height))
  }

  /// Asks for a window of `size` points (the studio grows by its inspector); the window
  /// manager may refuse, and the resize event that follows says what happened.
  /// A window that would run off the right of its display moves left, so a grown studio
  /// stays on screen.
  public func setSize(_ size: Size) {
    let (width, height) = (coordinates(size.width), coordinates(size.height))
    SDL_SetWindowSize(window.pointer, width, height)
    var bounds = SDL_Rect()
    var (x, y): (Int32, Int32) = (0, 0)
    let display = SDL_GetWindowDisplayIndex(window.pointer)
    guard display >= 0, SDL_GetDisplayUsableBounds(display, &bounds) == 0 else { return }
    SDL_GetWindowPosition(window.pointer, &x, &y)
    if x + width > bounds.x + bounds.w {
      SDL_SetWindowPosition(window.pointer, max(bounds.x, bounds.x + bounds.w - width), y)
    }
  }

  /// Pixels per point the window draws at, as the recording's header says it.
  public var scale: Double { Double(pixelsPerPoint) }

  /// The SDL render driver in use ("opengl", "software", …), for diagnostics.
  public var rendererName: String {
    var info = SDL_RendererInfo()
    guard SDL_GetRendererInfo(sdlRenderer.pointer, &info) == 0, let name = info.name else {
      return "unknown"
    }
    return String(cString: name)
  }

  /// How many text lines are cached, for tests of the cache.
  package var cachedTextureCount: Int { renderer.cachedTextureCount }

  /// How the layer raster cache has been used.
  package var rasterCacheStatistics: RasterCacheStatistics { renderer.rasterCacheStatistics }

  /// Draws `list` over `background` at the current scale and shows it, unless it equals
  /// the frame shown last and nothing asked for a redraw.
  public func present(_ list: DisplayList, background: Color) {
    var width: Int32 = 0
    var height: Int32 = 0
    guard SDL_GetRendererOutputSize(sdlRenderer.pointer, &width, &height) == 0, width > 0,
      height > 0
    else { return }
    if needsPresent { renderer.invalidateLastFrame() }
    let drawn = renderer.draw(
      list, background: background, width: Int(width), height: Int(height))
    guard drawn || needsPresent, let framebuffer = renderer.framebuffer,
      let texture = streamingTexture(width: framebuffer.width, height: framebuffer.height)
    else { return }
    // Only what was redrawn goes up to the texture (the HUD over a resting screen: its own
    // rect); a texture just made, or a redraw the window system asked for, takes it all.
    let upload =
      drawn && !needsPresent ? renderer.lastDrawnRect ?? framebuffer.bounds : framebuffer.bounds
    var rect = SDL_Rect(
      x: Int32(upload.x0), y: Int32(upload.y0), w: Int32(upload.width), h: Int32(upload.height))
    SDL_UpdateTexture(
      texture.pointer, &rect,
      UnsafeRawPointer(framebuffer.data + upload.y0 * framebuffer.stride + upload.x0 * 4),
      Int32(framebuffer.stride))
    // The whole texture is copied and presented: SDL leaves the back buffer undefined after
    // each present, so it cannot be updated in part.
    SDL_RenderCopy(sdlRenderer.pointer, texture.pointer, nil, nil)
    SDL_RenderPresent(sdlRenderer.pointer)
    needsPresent = false
    presentedFrameCount += 1
  }

  /// The pixels on screen after the last present, read back from the SDL renderer, for
  /// the test that the window shows exactly what headless rendering produces.
  package func readPixels() -> RGBImage? {
    var width: Int32 = 0
    var height: Int32 = 0
    guard SDL_GetRendererOutputSize(sdlRenderer.pointer, &width, &height) == 0 else { return nil }
    let pitch = Int(width) * 4
    var words = [UInt8](repeating: 0, count: pitch * Int(height))
    let status = words.withUnsafeMutableBytes { buffer in
      SDL_RenderReadPixels(
        sdlRenderer.pointer, nil, csdl_pixelformat_argb8888(), buffer.baseAddress, Int32(pitch))
    }
    guard status == 0 else { return nil }
    let bytes = words.withUnsafeBytes { buffer in
      RGBImage.rgbBytes(
        pixels: buffer.baseAddress!, width: Int(width), height: Int(height), pitch: pitch)
    }
    return RGBImage(width: Int(width), height: Int(height), bytes: bytes)
  }

  /// The texture the framebuffer is copied into, remade when the size changes. Copied
  /// without blending: the framebuffer is opaque and already composited.
  private func streamingTexture(width: Int, height: Int) -> SDLTextureHandle? {
    if let texture {
      var w: Int32 = 0
      var h: Int32 = 0
      SDL_QueryTexture(texture.pointer, nil, nil, &w, &h)
      if Int(w) == width && Int(h) == height { return texture }
    }
    texture = nil
    guard
      let raw = SDL_CreateTexture(
        sdlRenderer.pointer, csdl_pixelformat_argb8888(),
        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
    else { return nil }
    SDL_SetTextureBlendMode(raw, SDL_BLENDMODE_NONE)
    let made = SDLTextureHandle(raw, renderer: sdlRenderer)
    texture = made
    return made
  }

  /// Keeps mouse events coming while the pointer is outside the window. Turn it on while
  /// a button is held so a drag that leaves the window keeps tracking (and its release is
  /// seen), and off when all buttons are up. Unsupported drivers ignore it.
  public func captureMouse(_ on: Bool) {
    _ = SDL_CaptureMouse(on ? SDL_TRUE : SDL_FALSE)
  }

  /// Wakes the frame loop's wait for input (``PacerClock/waitForEvent(until:)``) from any
  /// thread: an event no translation knows, which the next poll drops. For a signal that
  /// arrives while the window rests.
  public nonisolated static func wakeWaitingLoop() {
    var wake = SDL_Event()
    wake.type = SDL_USEREVENT.rawValue
    _ = SDL_PushEvent(&wake)
  }

  /// Drains SDL's event queue into host events, in order. Timestamps are milliseconds
  /// since `sessionStartTicks` (a value of ``ticks()``), taken from each event.
  public func pollEvents(sessionStartTicks: UInt64) -> [HostEvent] {
    var events: [HostEvent] = []
    while SDL_PollEvent(&event) != 0 {
      if event.type == SDL_WINDOWEVENT.rawValue { needsPresent = true }
      if let translated = translator.translate(
        event, sessionStartTicks: sessionStartTicks, now: SDL_GetTicks64())
      {
        events.append(translated)
      }
    }
    // A window destroyed from outside ends the session like a close, and says so.
    if WindowLossMonitor.isWindowGone { events.append(.quit) }
    return events
  }

  /// The SDL renderer that shows the frames. The frame is drawn on the CPU; the SDL renderer
  /// only copies it to the window. On X11 (no backing scale) SDL's software renderer does
  /// that through the window's shared-memory framebuffer, pixel for pixel what OpenGL
  /// shows, without loading OpenGL: under Xvfb, Mesa and LLVM were half of start-up's CPU
  /// (147 to 79 ms, median of 10), and SDL backs even the software renderer's framebuffer
  /// with OpenGL unless told not to. Elsewhere (Wayland, macOS: a HiDPI window's backing
  /// pixels are the accelerated renderer's) accelerated comes first and software is the
  /// fallback. `SDL_RENDER_DRIVER` and `SDL_FRAMEBUFFER_ACCELERATION` still choose.
  private static func makeRenderer(_ window: OpaquePointer, driver: String) -> OpaquePointer? {
    let software = SDL_RENDERER_SOFTWARE.rawValue
    let accelerated = SDL_RENDERER_ACCELERATED.rawValue
    if driver == "x11" {
      SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
      return SDL_CreateRenderer(window, -1, software)
        ?? SDL_CreateRenderer(window, -1, accelerated)
    }
    return SDL_CreateRenderer(window, -1, accelerated)
      ?? SDL_CreateRenderer(window, -1, software)
  }

  /// The window system's own pixels per window coordinate: 1 on X11, 2 for a Wayland or
  /// macOS window on a 2x output.
  private static func backingScale(renderer: OpaquePointer, window: OpaquePointer) -> Double {
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
