import SheetSession

/// A live session's watched scene files, each with the side its reloads go to (nil: every
/// side, or the one device): the scenes as loaded for the first frame, and each look's
/// reloads, as events to record and apply. Both live drivers send them the same way.
@MainActor
package struct WatchedScenes {
  private let watchers: [(watcher: SceneWatcher, variant: Int?)]
  /// The scenes as loaded (``SceneWatcher/loaded()``), until the first frame takes them.
  private var loaded: [SessionEvent]

  package init(_ watchers: [(watcher: SceneWatcher, variant: Int?)] = []) {
    self.watchers = watchers
    loaded = watchers.compactMap { watcher, variant in
      watcher.loaded().map { .scene($0, timestamp: 0, variant: variant) }
    }
  }

  /// The scenes as loaded, the first time; nothing after.
  package mutating func takeLoaded() -> [SessionEvent] {
    defer { loaded = [] }
    return loaded
  }

  /// Looks at every file once: the reloads of those that changed.
  package func poll(timestamp: Double) -> [SessionEvent] {
    watchers.compactMap { watcher, variant in
      watcher.poll().map { .scene($0, timestamp: timestamp, variant: variant) }
    }
  }

  /// The first watched file's problem, shown where reload errors show.
  package var problem: String? { watchers.lazy.compactMap(\.watcher.problem).first }
}
