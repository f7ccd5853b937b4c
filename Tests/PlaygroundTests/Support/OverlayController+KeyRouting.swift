import SheetEngine
import SheetScreens
import SheetSession
import SheetTuning

@testable import PlaygroundStudio

/// The key routers the tests' overlays registered with, one per controller, as the session's
/// frame loop makes one per session.
@MainActor private var routers: [ObjectIdentifier: KeyRouter] = [:]

extension OverlayController {
  /// The key router this controller registered its keys with.
  var keyRouter: KeyRouter {
    if let router = routers[ObjectIdentifier(self)] { return router }
    let router = KeyRouter(isReplaying: false)
    registerKeys(with: router)
    routers[ObjectIdentifier(self)] = router
    return router
  }

  /// A key press as the frame loop delivers it; whether a command or typing took it.
  func handleKey(_ key: Key) -> Bool {
    var input = [InputEvent(timestamp: 0, kind: .keyDown(key))]
    keyRouter.route(&input)
    return input.isEmpty
  }

  /// A frame's input as the frame loop routes it: the key router first, then the overlays.
  func routeAsHost(_ events: [InputEvent], tuning: Tuning) -> [SessionEvent] {
    var input = events
    keyRouter.route(&input)
    return route(input, tuning: tuning)
  }
}
