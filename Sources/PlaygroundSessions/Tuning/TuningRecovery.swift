import Foundation
import SheetFiles
import SheetPlayback
import SheetTuning

/// Unsaved tuning edits kept when a session ends without being able to ask about them (a
/// signal, a window closed by another X client, a lost display connection), for the next
/// launch to offer back.
///
/// The folder is `$XDG_STATE_HOME/sheet-playground`, else `~/.local/state/sheet-playground`.
/// It holds `unsaved-tuning.json`, an ordinary tuning file (`--tuning` reads it), and
/// `unsaved-tuning.for`, the path of the tuning file the edits were made over. Both are
/// written atomically, the tuning first: a `.for` without its tuning is never left behind.
package struct TuningRecovery: Sendable {
  /// The folder holding the two files.
  package let folder: String

  package init(folder: String) {
    self.folder = folder
  }

  /// The folder the environment names (`XDG_STATE_HOME`, else `HOME`'s `.local/state`); nil
  /// when neither is set.
  package static func standard(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> TuningRecovery? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return TuningRecovery(folder: state + "/sheet-playground")
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return TuningRecovery(folder: home + "/.local/state/sheet-playground")
  }

  /// The kept tuning file.
  package var tuningPath: String { folder + "/unsaved-tuning.json" }
  /// The file naming the tuning file the edits were made over.
  package var targetPath: String { folder + "/unsaved-tuning.for" }

  /// What a session left: its tuning and the file it was made over.
  package struct Kept: Equatable, Sendable {
    package var tuning: Tuning
    package var madeOver: String

    package init(tuning: Tuning, madeOver: String) {
      self.tuning = tuning
      self.madeOver = madeOver
    }
  }

  /// Keeps `kept`; the one line saying why not, or nil once written.
  package func keep(_ kept: Kept) -> String? {
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
      try AtomicFileWriter.write(TuningFile.encode(kept.tuning), to: tuningPath)
      try AtomicFileWriter.write(kept.madeOver + "\n", to: targetPath)
      return nil
    } catch let error as FileError {
      return "cannot keep the unsaved tuning in \(folder): \(error.reason)"
    } catch {
      return "cannot create \(folder): \(error.localizedDescription)"
    }
  }

  /// What the last session kept, or nil (none, or a file that no longer reads: it is left
  /// for the person to look at).
  package func pending() -> Kept? {
    guard FileManager.default.fileExists(atPath: tuningPath),
      let tuning = try? TuningFile.load(path: tuningPath)
    else { return nil }
    let target = try? RegularFileReader.contents(of: targetPath, limit: 1 << 16, tooLarge: "")
    let madeOver = target.map { String(decoding: $0, as: UTF8.self) }?
      .trimmingCharacters(in: .newlines)
    return Kept(tuning: tuning, madeOver: madeOver ?? "")
  }

  /// Removes the kept files (restored or discarded).
  package func clear() {
    try? FileManager.default.removeItem(atPath: tuningPath)
    try? FileManager.default.removeItem(atPath: targetPath)
  }
}
