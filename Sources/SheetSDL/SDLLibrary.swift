import CSDL2

/// Process-wide start-up of SDL, SDL_ttf and SDL_image.
///
/// Initialisation is idempotent and incremental: a headless replay initialises SDL without
/// video (no display needed), and a window opened later in the same process adds the video
/// subsystem. Nothing is ever shut down; the process exit does that, so no SDL object can
/// outlive its library.
public enum SDLLibrary {
  @MainActor private static var ttfReady = false
  @MainActor private static var imageReady = false

  /// Initialises the libraries once; with `video`, also the video and events subsystems.
  ///
  /// Without video only the timer subsystem starts: enough for the software renderer,
  /// fonts, PNG files and the frame pacer. A video failure (no display) is reported as
  /// the "no display" error so hosts can suggest `--headless`.
  @MainActor
  public static func initialize(video: Bool) throws(SDLError) {
    if SDL_WasInit(0) == 0 {
      let flags = video ? csdl_init_flags_video() : csdl_init_flags_timer()
      guard SDL_Init(flags) == 0 else {
        throw video ? noDisplayError(reason: sdlErrorText()) : .fromSDL("SDL_Init failed")
      }
    } else if video && SDL_WasInit(csdl_init_flags_video()) != csdl_init_flags_video() {
      guard SDL_InitSubSystem(csdl_init_flags_video()) == 0 else {
        throw noDisplayError(reason: sdlErrorText())
      }
    }
    if !ttfReady {
      guard TTF_Init() == 0 else { throw .fromSDL("TTF_Init failed") }
      ttfReady = true
    }
    if !imageReady {
      let png = Int32(bitPattern: IMG_INIT_PNG.rawValue)
      guard IMG_Init(png) & png == png else { throw .fromSDL("IMG_Init(PNG) failed") }
      imageReady = true
    }
  }

  /// Starts SDL's video for a window, trying a named display again while it refuses the
  /// connection (``DisplayStartRetry``): SDL otherwise falls back to a driver nobody sees.
  /// With `allowsOffscreenDriver`, such a driver is what was asked for. Fails with the "no
  /// display" error, saying what the last attempt found and how often it was tried.
  @MainActor
  public static func initializeVideo(allowsOffscreenDriver: Bool) throws(SDLError) {
    func variable(_ name: String) -> String? {
      guard let value = SDL_getenv(name).map({ String(cString: $0) }), !value.isEmpty else {
        return nil
      }
      return "\(name)=\(value)"
    }
    let environment = (
      display: variable("DISPLAY") ?? variable("WAYLAND_DISPLAY"),
      driver: variable("SDL_VIDEODRIVER")
    )
    var attempt = 0
    while true {
      attempt += 1
      SDL_ClearError()
      let outcome: DisplayStartRetry.Outcome
      do throws(SDLError) {
        try initialize(video: true)
        let driver = videoDriverName ?? "none"
        outcome =
          !allowsOffscreenDriver && (driver == "dummy" || driver == "offscreen")
          ? .fellBack(driver: driver) : .ready
      } catch {
        outcome = .failed(reason: sdlErrorText())
      }
      switch DisplayStartRetry.decide(
        after: attempt, outcome, displayNamed: environment.display != nil,
        driverChosen: environment.driver != nil)
      {
      case .proceed: return
      case .retry(let milliseconds):
        if SDL_WasInit(csdl_init_flags_video()) != 0 { SDL_QuitSubSystem(csdl_init_flags_video()) }
        SDL_Delay(UInt32(milliseconds))
      case .giveUp:
        throw noDisplayError(
          found: DisplayStartRetry.reason(
            outcome, attempts: attempt, display: environment.display,
            driverChosen: environment.driver != nil))
      }
    }
  }

  /// The video driver SDL chose ("x11", "wayland", "dummy", …), or nil before video init.
  @MainActor
  public static var videoDriverName: String? {
    guard let name = SDL_GetCurrentVideoDriver() else { return nil }
    return String(cString: name)
  }

  /// The error every host shows when no real display is available; `reason` is SDL's text.
  static func noDisplayError(reason: String? = nil) -> SDLError {
    noDisplayError(found: reason.flatMap { $0.isEmpty ? nil : "SDL: \($0)" })
  }

  /// The "no display" error with what the start found, in its own words.
  static func noDisplayError(found: String?) -> SDLError {
    let base = "no display: set DISPLAY (e.g. run under Xvfb) or use --headless"
    guard let found, !found.isEmpty else { return SDLError(base) }
    return SDLError("\(base) (\(found))")
  }

  private static func sdlErrorText() -> String {
    String(cString: csdl_get_error())
  }
}
