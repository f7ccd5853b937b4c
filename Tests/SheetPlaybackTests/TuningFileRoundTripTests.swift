import Foundation
import SheetEngine
import SheetPlayback
import SheetTuning
import Testing

/// Saving and loading: the exact text written, an exact round trip, an atomic write.
@Suite struct TuningFileRoundTripTests {
  static func everyKindOfOverride() throws -> Tuning {
    var tuning = Tuning.fluid
    try tuning.setValue(0.1 + 0.2, forKey: "sheet.duration")  // 0.30000000000000004
    try tuning.setValue(1.0 / 3, forKey: "sheet.curve.x1")
    try tuning.setValue(-0.0, forKey: "dismiss.velocityRatio")
    try tuning.setValue(0.9999, forKey: "list.decelerationRate")
    try tuning.setValue(1e-5, forKey: "navigation.projectionTime")
    try tuning.setValue(10_000, forKey: "list.rowCount")
    try tuning.setValue(0, forKey: "dismiss.useSpring")
    try tuning.setValue(1, forKey: "navigation.edgeOnly")
    return tuning
  }

  @Test func encodingIsSortedPrettyAndEndsWithANewline() throws {
    let text = TuningFile.encode(try Self.everyKindOfOverride())
    #expect(
      text == """
        {
          "preset": "fluid",
          "dismiss.useSpring": false,
          "dismiss.velocityRatio": -0,
          "list.decelerationRate": 0.9999,
          "list.rowCount": 10000,
          "navigation.edgeOnly": true,
          "navigation.projectionTime": 1e-05,
          "sheet.curve.x1": 0.3333333333333333,
          "sheet.duration": 0.30000000000000004
        }

        """)
    #expect(TuningFile.encode(.classic) == "{\n  \"preset\": \"classic\"\n}\n")
    // A tuning chosen by an old name keeps it.
    #expect(TuningFile.encode(.seed) == "{\n  \"preset\": \"seed\"\n}\n")
  }

  /// Only what differs from the preset is written: a key set back to its preset's value
  /// disappears from the file, and so does every key when the preset changes to match.
  @Test func onlyDifferencesFromThePresetAreWritten() throws {
    var tuning = try Tuning.classic.setting(0.42, forKey: "sheet.duration")
    try tuning.setValue(0.8, forKey: "card.heightFraction")
    try tuning.setValue(2.0 / 3, forKey: "card.heightFraction")
    try tuning.setValue(1, forKey: "dismiss.useSpring")
    try tuning.setValue(0, forKey: "dismiss.useSpring")
    #expect(
      TuningFile.encode(tuning) == "{\n  \"preset\": \"classic\",\n  \"sheet.duration\": 0.42\n}\n")
    let ios18Values = Tuning.ios18.rebased(on: .classic)
    #expect(TuningFile.encode(ios18Values.rebased(on: .ios18)) == TuningFile.encode(.ios18))
    #expect(TuningFile.encode(ios18Values).contains("\"dismiss.useSpring\": true"))
    // The old name "fluid" is ios18 with the detent sizing it had, no override under that name.
    #expect(TuningFile.encode(.fluid) == "{\n  \"preset\": \"fluid\"\n}\n")
    #expect(
      TuningFile.encode(Tuning.fluid.rebased(on: .ios18))
        == "{\n  \"preset\": \"ios18\",\n  \"detents.systemSizing\": false\n}\n")
  }

  @Test func roundTripIsExact() throws {
    let tuning = try Self.everyKindOfOverride()
    let read = try TuningFile.decode(Array(TuningFile.encode(tuning).utf8), file: "t.json")
    #expect(read == tuning)
    #expect(read.overrides.count == tuning.overrides.count)
    for (key, value) in tuning.overrides {
      #expect(read.overrides[key]?.bitPattern == value.bitPattern, "\(key)")
    }
  }

  @Test func everyParameterAtEitherEndRoundTrips() throws {
    for parameter in Tuning.parameters {
      for end in [parameter.range.lowerBound, parameter.range.upperBound] {
        let tuning = try Tuning.seed.setting(end, forKey: parameter.key)
        let read = try TuningFile.decode(Array(TuningFile.encode(tuning).utf8), file: "t.json")
        #expect(read == tuning, "\(parameter.key) = \(end)")
      }
    }
  }

  @Test func saveLeavesOnlyTheFileAndLoadsBack() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("tuning.json")
    let tuning = try Self.everyKindOfOverride()
    try TuningFile.save(tuning, to: path)
    #expect(try directory.contents() == ["tuning.json"])
    #expect(try TuningFile.load(path: path) == tuning)
    try TuningFile.save(.seed, to: path)  // replaces
    #expect(try directory.contents() == ["tuning.json"])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == TuningFile.encode(.seed))
  }

  @Test func saveIntoAMissingDirectoryFails() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("no/such/tuning.json")
    let error = #expect(throws: TuningFileError.self) { try TuningFile.save(.seed, to: path) }
    #expect(error?.kind == .unwritable)
    #expect(error?.description == "\(path): directory \(directory.path)/no/such does not exist")
    #expect(try directory.contents() == [])
  }

  /// The window's default tuning file names the default preset.
  @Test func bundledAssetIsTheDefaultPreset() throws {
    let path = #filePath.replacingOccurrences(
      of: "Tests/SheetPlaybackTests/TuningFileRoundTripTests.swift", with: "Assets/tuning.json")
    let tuning = try TuningFile.load(path: path)
    #expect(tuning == .ios26 && tuning == .standard)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == TuningFile.encode(.ios26))
  }
}
