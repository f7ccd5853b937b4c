import Foundation
import SheetFiles
import SheetPlayback
import SheetTuning

/// Named snapshots of a tuning (issue 24, item 2): each a tuning file, `NAME.json`, in a
/// `snapshots` folder beside the tuning file (`Assets/snapshots/` for `Assets/tuning.json`),
/// so a person can keep "before" and "softer" and go back to either, or compare two with
/// `--compare softer before`. Files are written as the tuning file is (atomically, through
/// `TuningFile.save`), and a name is a plain file name: letters, digits, `-` and `_`.
package struct TuningSnapshots: Sendable {
  /// The folder, beside the tuning file.
  package let folder: String

  /// The longest name taken.
  static let maximumNameLength = 64

  /// The snapshots beside `tuningPath` (relative names are relative to the working folder).
  package init(besideTuningFile tuningPath: String) {
    let directory = (tuningPath as NSString).deletingLastPathComponent
    folder = (directory.isEmpty ? "." : directory) + "/snapshots"
  }

  /// A session's snapshots, one folder for all its sides: beside its tuning file (`--tuning`,
  /// or `Assets/tuning.json` when present), else in `--save-to DIR` or the folder the
  /// playground was started in, where Save writes a tuning that came from no file.
  package static func forSession(tuningPath: String?, saveFolder: SaveFolder) -> TuningSnapshots {
    TuningSnapshots(besideTuningFile: tuningPath ?? saveFolder.path + "/tuning.json")
  }

  /// Why `name` cannot name a snapshot, in one line; nil when it can.
  package static func problem(with name: String) -> String? {
    guard !name.isEmpty else { return "a snapshot needs a name" }
    guard name.count <= maximumNameLength else {
      return "snapshot name '\(name.prefix(16))…' is longer than \(maximumNameLength) characters"
    }
    let allowed = name.unicodeScalars.allSatisfy {
      ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        || $0 == "-" || $0 == "_"
    }
    guard allowed else {
      return "snapshot name '\(DiagnosticText.line(name))': use letters, digits, - and _"
    }
    return nil
  }

  /// The file that holds `name`.
  package func path(of name: String) -> String { folder + "/" + name + ".json" }

  /// The snapshots there, by name, in order; none when the folder does not exist.
  package func names() -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
      .filter { Self.problem(with: $0) == nil }.sorted()
  }

  /// Saves `tuning` as `name` (replacing a snapshot of that name); the file written, or the
  /// one line saying why not.
  package func save(_ tuning: Tuning, as name: String) -> Result<String, SnapshotError> {
    if let problem = Self.problem(with: name) { return .failure(SnapshotError(problem)) }
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
    } catch {
      return .failure(SnapshotError("\(folder): cannot make the snapshots folder"))
    }
    do throws(TuningFileError) {
      try TuningFile.save(tuning, to: path(of: name))
      return .success(path(of: name))
    } catch {
      return .failure(SnapshotError(error.description))
    }
  }

  /// The tuning saved as `name`, or the one line saying why it cannot be read.
  package func load(_ name: String) -> Result<Tuning, SnapshotError> {
    if let problem = Self.problem(with: name) { return .failure(SnapshotError(problem)) }
    do throws(TuningFileError) {
      return .success(try TuningFile.load(path: path(of: name)))
    } catch {
      return .failure(SnapshotError(error.description))
    }
  }
}

/// Why a snapshot could not be saved or read: one line for the panel or stderr.
package struct SnapshotError: Error, Equatable, Sendable {
  package let message: String
  package init(_ message: String) { self.message = message }
}
