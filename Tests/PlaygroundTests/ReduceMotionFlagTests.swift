import Foundation
import SheetTuning
import Testing

@testable import PlaygroundCommandLine
@testable import PlaygroundSessions

/// `--reduce-motion` is the tuning switch `motion.reduce`, held on over the tuning file at
/// start and through every reload, so a recording's header carries it as an override.
@MainActor
@Suite struct ReduceMotionFlagTests {
  @Test func theFlagParses() throws {
    #expect(try ArgumentParser.parse(["--reduce-motion"]).reducesMotion)
    #expect(try !ArgumentParser.parse([]).reducesMotion)
  }

  @Test func itHoldsMotionReduceOnOverTheFileAndItsReloads() throws {
    let path = NSTemporaryDirectory() + "tuning-\(UUID().uuidString).json"
    try "{\"preset\": \"ios18\", \"motion.reduce\": false}\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let source = try TuningSource(path: path, reducesMotion: true)
    #expect(source.initial.basePreset == .ios18 && source.initial.motion.reduce)
    #expect(source.initial.overrides == ["motion.reduce": 1])
    #expect(
      try TuningSource(path: nil, reducesMotion: true).initial.overrides == ["motion.reduce": 1])
    // Without a file: the default preset, ios26.
    #expect(try TuningSource(path: nil).initial == .ios26)
    // A reload to another value keeps the switch on: only the changed key comes through.
    let reloaded = try Tuning.ios18.setting(0.4, forKey: "sheet.duration")
    let changes = TuningSource.changes(
      from: source.initial, to: TuningSource.applying(true, to: reloaded))
    #expect(changes == [.set(key: "sheet.duration", value: 0.4)])
  }
}
