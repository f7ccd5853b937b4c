import Foundation
import SheetPlayback
import SheetTuning

/// Where the studio's Save writes a tuning: the studio edits and draws, and reaches the file
/// system only through this, handed to it by the window (``TuningFileStore``), so a test can
/// give it a store in memory and the studio module holds no file code.
@MainActor
package protocol TuningStore: AnyObject {
  /// Why a tuning cannot be saved at `path`, in a few words; nil when it can.
  func problem(withSavePath path: String) -> String?
  /// Writes `tuning` to `path`; the one line saying why not, or nil once written.
  func save(_ tuning: Tuning, to path: String) -> String?
}

/// Tuning files on disk, written atomically (``TuningFile/save(_:to:)``).
@MainActor
package final class TuningFileStore: TuningStore {
  package init() {}

  package func problem(withSavePath path: String) -> String? {
    guard path.hasPrefix("/") else { return "a full path, from /" }
    guard !path.hasSuffix("/") else { return "a file name after the folder" }
    let folder = (path as NSString).deletingLastPathComponent
    let files = FileManager.default
    var isFolder: ObjCBool = false
    if files.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      return "\(path) is a folder"
    }
    guard files.fileExists(atPath: folder, isDirectory: &isFolder) else {
      return "no folder \(folder)"
    }
    guard isFolder.boolValue else { return "\(folder) is not a folder" }
    guard files.isWritableFile(atPath: folder) else { return "cannot write in \(folder)" }
    return nil
  }

  package func save(_ tuning: Tuning, to path: String) -> String? {
    do throws(TuningFileError) {
      try TuningFile.save(tuning, to: path)
      return nil
    } catch {
      return error.description
    }
  }
}
