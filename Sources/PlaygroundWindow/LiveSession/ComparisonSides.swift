import Foundation
import PlaygroundSessions
import SheetPlayback
import SheetScreens
import SheetTuning

/// The sides `--compare A B` names: each a built-in preset (labelled with its name) or a
/// tuning file (labelled with its file name), resolved before the window opens.
@MainActor
struct ComparisonSides {
  /// Each side's label and tuning, in order, as the comparison takes them.
  package let sides: [(label: String, tuning: Tuning)]
  /// The source each file side was loaded from, nil for a preset: the live window watches
  /// them as it watches `--tuning`, and Save writes the selected side's file. The file is
  /// read once, by its source, so the watch starts from exactly what the side shows.
  let sources: [TuningSource?]

  /// `specs` as `--compare` gives them; a name may be one of `snapshots`.
  package init(_ specs: [String], snapshots: TuningSnapshots) throws(UsageError) {
    var sides: [(label: String, tuning: Tuning)] = []
    var sources: [TuningSource?] = []
    for given in specs {
      let spec = try Self.resolve(given, snapshots: snapshots)
      if let preset = Tuning.preset(named: spec) {
        sides.append((spec, preset))
        sources.append(nil)
        continue
      }
      let source: TuningSource
      do throws(UsageError) {
        source = try TuningSource(path: spec)
      } catch {
        throw UsageError("--compare: \(error.message)")
      }
      let name =
        spec == given ? spec.split(separator: "/").last.map(String.init) ?? spec : given
      var label = name
      while label.utf8.count > RecordingVariant.maximumLabelLength { label.removeLast() }
      sides.append((label, source.initial))
      sources.append(source)
    }
    self.sides = sides
    self.sources = sources
  }

  /// A side's name as a preset, a file or one of the session's snapshots: the preset's name
  /// or the file to read. A name that is more than one of
  /// these is refused in one line, so a comparison never shows another tuning than meant.
  package static func resolve(_ spec: String, snapshots: TuningSnapshots) throws(UsageError)
    -> String
  {
    let snapshot = snapshots.path(of: spec)
    let isSnapshot =
      TuningSnapshots.problem(with: spec) == nil && FileManager.default.fileExists(atPath: snapshot)
    let meanings = [
      Tuning.preset(named: spec) == nil ? nil : "the preset \(spec)",
      FileManager.default.fileExists(atPath: spec) ? "the file ./\(spec)" : nil,
      isSnapshot ? "the snapshot \(snapshot)" : nil,
    ].compactMap { $0 }
    guard meanings.count <= 1 else {
      throw UsageError(
        "--compare '\(spec)' is ambiguous: \(meanings.joined(separator: " and ")); give the"
          + " file's path instead")
    }
    return isSnapshot ? snapshot : spec
  }
}
