import SheetEngine
import SheetPlayback
import SheetScreens
import SheetSession

/// What a replayed session is built from besides its recording's events: the text measurer,
/// the host's screens (what a recording that names no scene shows) and the scenes its header
/// names, already loaded.
///
/// It is passed to every replay (`RecordingReplay`, the seeker, what-if, shrink, the report)
/// rather than found in a task-local or a process-wide cache, so a replay's screens are in
/// its arguments and two replays in one process cannot see each other's.
@MainActor
package struct ReplaySetup {
  /// Measures text as the recording's font does.
  package var measurer: TextMeasuring
  /// The app's own screens: the playground's, or a host app's root.
  package var screens: ScreenSource
  /// The scenes the recording's header names (none: ``screens``).
  package var scenes: SessionScenes

  package init(
    measurer: TextMeasuring, screens: ScreenSource = .playground,
    scenes: SessionScenes = SessionScenes()
  ) {
    self.measurer = measurer
    self.screens = screens
    self.scenes = scenes
  }

  /// The screens every side shows unless it has a scene of its own.
  package var commonScreens: ScreenSource { scenes.screens(host: screens) }
}

/// A recording read for replay with the scenes its header names (``ReplayLoader``).
@MainActor
package struct LoadedRecording {
  /// The recording's lines.
  package var recording: Recording
  /// Its scenes, loaded beside it.
  package var scenes: SessionScenes

  /// What replays it against `screens`, measuring with `measurer`.
  package func setup(measurer: TextMeasuring, screens: ScreenSource) -> ReplaySetup {
    ReplaySetup(measurer: measurer, screens: screens, scenes: scenes)
  }
}
