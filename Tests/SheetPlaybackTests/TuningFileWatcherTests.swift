import Foundation
import SheetEngine
import SheetPlayback
import SheetTuning
import Testing

/// Live reload by polling: changes are reported once, broken files keep the last good values.
@Suite struct TuningFileWatcherTests {
  private func write(_ text: String, to path: String) throws {
    try text.write(toFile: path, atomically: false, encoding: .utf8)
  }

  @Test func reportsEachChangeOnce() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("tuning.json")
    try TuningFile.save(.seed, to: path)
    var watcher = TuningFileWatcher(path: path)
    #expect(watcher.poll() == .unchanged)

    let edited = try Tuning.seed.setting(0.5, forKey: "sheet.duration")
    try TuningFile.save(edited, to: path)
    #expect(watcher.poll() == .reloaded(edited))
    #expect(watcher.poll() == .unchanged)

    // Rewriting the same bytes is a touch, not a change.
    try TuningFile.save(edited, to: path)
    #expect(watcher.poll() == .unchanged)
  }

  /// A huge file being written grows between polls: it is too large on every one, and is
  /// said once, not once per poll (six warnings for a 1 GiB file).
  @Test func aFileTooLargeWhileItGrowsFailsOnce() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("tuning.json")
    try TuningFile.save(.seed, to: path)
    var watcher = TuningFileWatcher(path: path)
    var failures = 0
    for chunk in 1...4 {
      try write(String(repeating: " ", count: chunk * (1 << 20) + 1), to: path)
      if case .failed = watcher.poll() { failures += 1 }
    }
    #expect(failures == 1)
    // Fixed, it reloads; broken again, it is said again.
    try TuningFile.save(.seed, to: path)
    #expect(watcher.poll() == .reloaded(.seed))
    try write(String(repeating: " ", count: 2 << 20), to: path)
    if case .failed = watcher.poll() {} else { Issue.record("a new failure after a good file") }
  }

  @Test func brokenFileFailsOnceAndTheLastGoodValuesStay() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("tuning.json")
    try TuningFile.save(.fluid, to: path)
    var watcher = TuningFileWatcher(path: path)
    var inForce = Tuning.fluid
    func apply(_ change: TuningFileWatcher.Change) -> TuningFileError? {
      switch change {
      case .unchanged: return nil
      case .reloaded(let tuning):
        inForce = tuning
        return nil
      case .failed(let error): return error
      }
    }

    try write("{\n  \"preset\": \"fluid\",\n  \"sheet.dimAlpha\": 7\n}\n", to: path)
    let error = apply(watcher.poll())
    #expect(error?.description == "\(path):3: key 'sheet.dimAlpha': 7 is out of range 0...1")
    #expect(inForce == .fluid)
    #expect(watcher.poll() == .unchanged)

    try write("{\"preset\": \"fluid\", \"sheet.dimAlpha\": 0.5}", to: path)
    #expect(apply(watcher.poll()) == nil)
    #expect(inForce.sheet.dimAlpha == 0.5)
  }

  @Test func deletionFailsOnceAndRecreationReloads() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("tuning.json")
    try TuningFile.save(.seed, to: path)
    var watcher = TuningFileWatcher(path: path)
    try FileManager.default.removeItem(atPath: path)
    guard case .failed(let error) = watcher.poll() else {
      Issue.record("expected a failure")
      return
    }
    #expect(error.kind == .unreadable)
    #expect(watcher.poll() == .unchanged)
    try TuningFile.save(.seed, to: path)
    #expect(watcher.poll() == .reloaded(.seed))
  }
}
