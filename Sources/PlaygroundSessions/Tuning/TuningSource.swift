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
  /// Whether the tuning was asked for (`--tuning FILE` or `--tuning NAME`), not a default: a
  /// replay in the window forks only then.
  package let isNamed: Bool
  /// Whether `--reduce-motion` keeps `motion.reduce` on whatever the file says.
  package let reducesMotion: Bool
  /// Whether `--reduce-transparency` keeps `sheet.glass` off whatever the file says.
  package let reducesTransparency: Bool
  private var watcher: TuningFileWatcher?
  package private(set) var initial: Tuning
  /// Why the file's last reload failed, until one succeeds: the inspector shows it.
  package private(set) var problem: String?

  /// The tuning file `options` put in force: `--tuning FILE`, else the default when it exists;
  /// none when `--tuning` names a preset (``preset(for:)``).
  package static func path(for options: PlaygroundOptions) -> String? {
    if let spec = options.tuningPath {
      return isPresetName(spec) ? nil : spec
    }
    return FileManager.default.fileExists(atPath: defaultPath) ? defaultPath : nil
  }

  /// The preset `--tuning NAME` names, as `--compare` and `export` take them (`ios18`,
  /// `fluid`), or nil for a file. A name that is both a preset and a file here is refused,
  /// so a session never runs another tuning than meant.
  package static func preset(for options: PlaygroundOptions) throws(UsageError) -> Tuning? {
    guard let spec = options.tuningPath, let preset = Tuning.preset(named: spec) else {
      return nil
    }
    guard !FileManager.default.fileExists(atPath: spec) else {
      throw UsageError(
        "--tuning '\(spec)' is ambiguous: the preset \(spec) and the file ./\(spec); give the"
          + " file's path instead")
    }
    return preset
  }

  /// Whether `spec` is read as a preset's name rather than a file's path.
  private static func isPresetName(_ spec: String) -> Bool {
    Tuning.preset(named: spec) != nil && !FileManager.default.fileExists(atPath: spec)
  }

  /// Loads the tuning file at `path` (``path(for:)``), or `preset` without one (`--tuning
  /// NAME`; else the default preset, ``TuningPreset/standard``, ios26);
  /// `reducesMotion` switches `motion.reduce` on over it.
  package init(
    path: String?, preset: Tuning? = nil, reducesMotion: Bool = false,
    reducesTransparency: Bool = false
  ) throws(UsageError) {
    self.path = path
    self.isNamed = path != nil || preset != nil
    self.reducesMotion = reducesMotion
    self.reducesTransparency = reducesTransparency
    guard let path else {
      initial = Self.applying(reducesMotion, reducesTransparency, to: preset ?? .standard)
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
