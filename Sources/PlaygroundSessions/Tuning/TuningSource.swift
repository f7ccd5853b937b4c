import Foundation
import SheetEngine
import SheetPlayback
import SheetTuning

/// Where a live session's tuning comes from, and its hot reload: `--tuning FILE`, else
/// `Assets/tuning.json` in the working directory when it exists, else the seed preset.
/// A change on disk becomes tuning events, so it is recorded like any other input.
/// `--reduce-motion` holds `motion.reduce` on over the file, at start and on every reload.
@MainActor
package final class TuningSource {
  static let defaultPath = "Assets/tuning.json"

  package let path: String?
  /// Whether `--reduce-motion` keeps `motion.reduce` on whatever the file says.
  package let reducesMotion: Bool
  /// Whether `--reduce-transparency` keeps `sheet.glass` off whatever the file says.
  package let reducesTransparency: Bool
  private var watcher: TuningFileWatcher?
  package private(set) var initial: Tuning
  /// Why the file's last reload failed, until one succeeds: the inspector shows it.
  package private(set) var problem: String?

  /// The tuning file `options` put in force: `--tuning FILE`, else the default when it exists.
  package static func path(for options: PlaygroundOptions) -> String? {
    options.tuningPath
      ?? (FileManager.default.fileExists(atPath: defaultPath) ? defaultPath : nil)
  }

  /// Loads the tuning file at `path` (``path(for:)``), or the default preset
  /// (``TuningPreset/standard``, ios26) without one;
  /// `reducesMotion` switches `motion.reduce` on over it.
  package init(
    path: String?, reducesMotion: Bool = false, reducesTransparency: Bool = false
  ) throws(UsageError) {
    self.path = path
    self.reducesMotion = reducesMotion
    self.reducesTransparency = reducesTransparency
    guard let path else {
      initial = Self.applying(reducesMotion, reducesTransparency, to: .standard)
      return
    }
    do {
      initial = Self.applying(
        reducesMotion, reducesTransparency, to: try TuningFile.load(path: path))
    } catch {
      throw UsageError(error.description)
    }
    var watcher = TuningFileWatcher(path: path)
    _ = watcher.poll()
    self.watcher = watcher
  }

  /// Checks the file; returns the events that turn `current` into the file's tuning, or none.
  /// A broken file keeps the last good values and says why on stderr.
  package func poll(current: Tuning) -> [TuningChange] {
    guard var watcher else { return [] }
    let change = watcher.poll()
    self.watcher = watcher
    switch change {
    case .unchanged:
      return []
    case .failed(let error):
      StandardError.writeLine("playground: \(error.description) (keeping the last good tuning)")
      problem = error.description
      return []
    case .reloaded(let tuning):
      problem = nil
      return Self.changes(
        from: current, to: Self.applying(reducesMotion, reducesTransparency, to: tuning))
    }
  }

  /// `tuning` with `motion.reduce` on when `reducesMotion` and `sheet.glass` off when
  /// `reducesTransparency`, else unchanged.
  package static func applying(
    _ reducesMotion: Bool, _ reducesTransparency: Bool = false, to tuning: Tuning
  ) -> Tuning {
    var reduced = tuning
    if reducesMotion { reduced.motion.reduce = true }
    if reducesTransparency { reduced.sheet.glass = false }
    return reduced
  }

  /// The smallest list of events that makes `current` equal `target`.
  package static func changes(from current: Tuning, to target: Tuning) -> [TuningChange] {
    Tuning.changes(from: current, to: target)
  }
}
