/// How often what only the wall clock changes is redrawn: the HUD's frame rate and graph,
/// and a playing replay's timeline strip.
///
/// Ten times a second still reads as live. Redrawn every frame, either one alone kept a
/// resting window drawing and presenting sixty frames a second, and under Xvfb's software
/// GL the full-window present dominates: the HUD took 46 % of a core (12 % now), a playing
/// replay's strip 27 % (about 6 % now).
enum ClockRefresh {
  /// Frames between refreshes.
  static let interval = 6
}
