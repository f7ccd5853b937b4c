import Foundation
import SheetExport
import SheetTuning
import Testing

/// Each target's export of the `seed` and `fluid` presets, compared with the text checked in
/// beside this file (`Snapshots/PRESET.TARGET.EXT`). As swift-argument-parser's snapshots:
/// a changed export fails, and only a person re-records, by running the tests with
/// `RECORD_EXPORT_SNAPSHOTS=1` and reading the diff; CI never sets it.
@Suite struct ExportSnapshotTests {
  static let recording = ProcessInfo.processInfo.environment["RECORD_EXPORT_SNAPSHOTS"] == "1"

  static let cases: [(TuningPreset, ExportTarget)] = TuningPreset.allCases.flatMap { preset in
    ExportTarget.allCases.map { (preset, $0) }
  }

  static func snapshotPath(_ preset: TuningPreset, _ target: ExportTarget) -> String {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    let ext = target.fileExtensions[0].dropFirst()
    return "\(folder)/Snapshots/\(preset.name).\(target.rawValue).\(ext)"
  }

  @Test(arguments: cases)
  func exportMatchesItsSnapshot(preset: TuningPreset, target: ExportTarget) throws {
    let text = ExportDocument.text(for: Tuning(preset: preset), target: target)
    let path = Self.snapshotPath(preset, target)
    if Self.recording {
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      return
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      Issue.record("no snapshot at \(path); run with RECORD_EXPORT_SNAPSHOTS=1 and read it")
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard text != expected else { return }
    let got = text.split(separator: "\n", omittingEmptySubsequences: false)
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(got.count, want.count)
    let gotLine = line < got.count ? String(got[line]) : ""
    let wantLine = line < want.count ? String(want[line]) : ""
    let message: String =
      "\(path):\(line + 1) differs: got '\(gotLine)', snapshot has '\(wantLine)' "
      + "(re-record with RECORD_EXPORT_SNAPSHOTS=1)"
    Issue.record(Comment(rawValue: message))
  }
}
