import SheetPlayback
import SheetScreens
import SheetTuning

/// The sides `--compare A B` names: each a built-in preset (labelled with its name) or a
/// tuning file (labelled with its file name), resolved before the window opens.
@MainActor
struct ComparisonSides {
  /// Each side's label and tuning, in order, as the comparison takes them.
  let sides: [(label: String, tuning: Tuning)]
  /// The source each file side was loaded from, nil for a preset: the live window watches
  /// them as it watches `--tuning`, and Save writes the selected side's file. The file is
  /// read once, by its source, so the watch starts from exactly what the side shows.
  let sources: [TuningSource?]

  init(_ specs: [String]) throws(UsageError) {
    var sides: [(label: String, tuning: Tuning)] = []
    var sources: [TuningSource?] = []
    for spec in specs {
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
      let name = spec.split(separator: "/").last.map(String.init) ?? spec
      var label = name
      while label.utf8.count > RecordingVariant.maximumLabelLength { label.removeLast() }
      sides.append((label, source.initial))
      sources.append(source)
    }
    self.sides = sides
    self.sources = sources
  }
}
