import SheetPlayback
import SheetScreens
import SheetTuning

/// The two sides `--compare A B` names: each a built-in preset (labelled with its name) or a
/// tuning file (labelled with its file name), resolved before the window opens.
enum ComparisonSides {
  /// Each side's label and tuning, in order.
  static func resolve(_ specs: [String]) throws(UsageError) -> [(label: String, tuning: Tuning)] {
    var sides: [(label: String, tuning: Tuning)] = []
    for spec in specs {
      if let preset = Tuning.preset(named: spec) {
        sides.append((spec, preset))
        continue
      }
      do throws(TuningFileError) {
        let tuning = try TuningFile.load(path: spec)
        let name = spec.split(separator: "/").last.map(String.init) ?? spec
        var label = name
        while label.utf8.count > RecordingVariant.maximumLabelLength { label.removeLast() }
        sides.append((label, tuning))
      } catch {
        throw UsageError("--compare: \(error.description)")
      }
    }
    return sides
  }

  /// The tuning file each side was loaded from (nil for a preset), in order: the live
  /// window watches them as it watches `--tuning`.
  static func files(_ specs: [String]) -> [String?] {
    specs.map { Tuning.preset(named: $0) == nil ? $0 : nil }
  }
}
