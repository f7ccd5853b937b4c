/// How often what only the wall clock changes is redrawn: the HUD's frame rate and graph,
/// and a playing replay's timeline strip.
///
/// Ten times a second still reads as live. Redrawn every frame, either one alone kept a
/// resting window drawing and presenting sixty frames a second, and under Xvfb's software
/// GL the full-window present dominates: the HUD took 46 % of a core (12 % now), a playing
/// replay's strip 27 % (about 6 % now).
package enum ClockRefresh {
  /// Frames between refreshes.
  package static let interval = 6
  /// Frames between the HUD's refreshes while the app's frame rests: once a second. Nothing
  /// moves, so the rate and the graph change little, and at ten refreshes a second the HUD
  /// alone kept an idle window with the inspector open above 1 % of a core.
  static let restingInterval = 60
}
