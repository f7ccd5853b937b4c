import Foundation
import Testing

/// `playground export` as a script runs it: bad input is one line and exit 2 with nothing
/// written, `--out` never replaces a file unasked nor writes onto its input, and every form of
/// TUNING (preset, file, snapshot, the default) is read.
@Suite struct TuningExportBinaryTests {
  private func run(_ arguments: [String], in folder: TestFolder) throws
    -> PlaygroundProcess.Result
  {
    try PlaygroundProcess.run(["export"] + arguments, in: folder.path)
  }

  private func expectRefused(
    _ result: PlaygroundProcess.Result, mentioning text: String, folder: TestFolder,
    keeps before: [String]
  ) throws {
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.lines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains(text), "\(result.stderr)")
    #expect(try folder.contents() == before)
  }

  @Test func unknownTargetIsOneLineAndExitTwo() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let result = try run(["seed", "--as", "qml", "--out", "x.txt"], in: folder)
    try expectRefused(result, mentioning: "unknown target 'qml'", folder: folder, keeps: [])
  }

  @Test func unreadableTuningNamesFileAndLine() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("{\n  \"preset\": \"fluid\",\n  \"sheet.duraton\": 0.4\n}\n", to: "t.json")
    let result = try run(["t.json", "--as", "css", "--out", "x.css"], in: folder)
    try expectRefused(result, mentioning: "t.json:3:", folder: folder, keeps: ["t.json"])
    let missing = try run(["nope.json", "--as", "css"], in: folder)
    try expectRefused(missing, mentioning: "nope.json", folder: folder, keeps: ["t.json"])
  }

  @Test func outRefusesAnExistingFileUnlessForced() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("keep me\n", to: "x.swift")
    let refused = try run(["fluid", "--as", "swiftui", "--out", "x.swift"], in: folder)
    try expectRefused(refused, mentioning: "--force", folder: folder, keeps: ["x.swift"])
    #expect(folder.bytes("x.swift") == Data("keep me\n".utf8))
    let forced = try run(["fluid", "--as", "swiftui", "--out", "x.swift", "--force"], in: folder)
    #expect(forced.status == 0, "\(forced.stderr)")
    let text = String(decoding: folder.bytes("x.swift") ?? Data(), as: UTF8.self)
    #expect(text.contains("static let sheet = Spring(duration: 0.4, bounce: 0.0)"))
    #expect(try folder.strays().isEmpty)
  }

  @Test func outNeverWritesOntoItsInput() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("{\"preset\": \"fluid\"}\n", to: "t.json")
    #expect(symlink(folder.file("t.json"), folder.file("link.json")) == 0)
    for out in ["t.json", "./t.json", "link.json"] {
      let result = try run(["t.json", "--as", "json", "--out", out, "--force"], in: folder)
      try expectRefused(
        result, mentioning: "an output must not overwrite an input", folder: folder,
        keeps: ["link.json", "t.json"])
      #expect(folder.bytes("t.json") == Data("{\"preset\": \"fluid\"}\n".utf8))
    }
  }

  /// `--out` follows every command's rule: the name ends in the target's extension, so
  /// Swift is never written under a `.txt` name; `/dev/null` takes any export.
  @Test func outNamesEndInTheTargetsExtension() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    for (target, name) in [("swiftui", "x.txt"), ("css", "x.swift"), ("json", "x.kt")] {
      let result = try run(["seed", "--as", target, "--out", name], in: folder)
      try expectRefused(result, mentioning: "the file name must end in", folder: folder, keeps: [])
    }
    let kotlin = try run(["seed", "--as", "compose", "--out", "x.kt"], in: folder)
    #expect(kotlin.status == 0, "\(kotlin.stderr)")
    let discarded = try run(["seed", "--as", "flutter", "--out", "/dev/null"], in: folder)
    #expect(discarded.status == 0, "\(discarded.stderr)")
  }

  @Test func readsASnapshotsTuningAndTheDefaultFile() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write(
      "{\n  \"frame\": 3,\n  \"tuning\": {\"preset\": \"fluid\", \"overrides\": "
        + "{\"sheet.duration\": 0.5}}\n}\n", to: "state.json")
    let snapshot = try run(["state.json", "--as", "json", "--out", "a.json"], in: folder)
    #expect(snapshot.status == 0, "\(snapshot.stderr)")
    let text = String(decoding: folder.bytes("a.json") ?? Data(), as: UTF8.self)
    #expect(text.contains("\"preset\": \"fluid\"") && text.contains("\"sheet.duration\": 0.5,"))
    try FileManager.default.createDirectory(
      atPath: folder.file("Assets"), withIntermediateDirectories: false)
    try folder.write("{\"preset\": \"fluid\", \"list.rowCount\": 7}\n", to: "Assets/tuning.json")
    let byDefault = try run(["--as", "json", "--out", "b.json"], in: folder)
    #expect(byDefault.status == 0, "\(byDefault.stderr)")
    let defaultText = String(decoding: folder.bytes("b.json") ?? Data(), as: UTF8.self)
    #expect(defaultText.contains("\"list.rowCount\": 7,"))
    #expect(byDefault.stderr.contains("export: Assets/tuning.json as json to b.json"))
  }

  @Test func summaryStatesEveryMeasuredForm() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let result = try run(["fluid", "--as", "css", "--out", "x.css"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let measured = result.lines.filter { $0.contains("max error") }
    #expect(measured.count == 12, "\(result.stderr)")
    #expect(measured.filter { $0.contains("linear()") }.count == 6)
  }
}
