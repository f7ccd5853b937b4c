import Foundation

/// Where the panel's Save writes a tuning that came from no file: a compare side given as a
/// preset name, or a session without `--tuning`. It is `--save-to DIR`, else the folder the
/// playground was started in, always as an absolute path, so Save never depends on a
/// relative folder (`Assets/`) that exists only inside the repository.
///
/// A side's file is named after it (`A-seed.json`); a file already there is never replaced:
/// the next free name is taken (`A-seed-2.json`), and that side keeps it, so a second Save
/// updates the file the first one wrote.
@MainActor
package final class SaveFolder {
  /// The folder, absolute.
  package let path: String
  /// Whether `--save-to` named it (else it is the working folder).
  let isNamed: Bool
  private var chosen: [String: String] = [:]

  /// `directory` (relative to the working folder, or absolute), checked to be a folder.
  package init(directory: String?) throws(UsageError) {
    let working = FileManager.default.currentDirectoryPath
    isNamed = directory != nil
    guard let directory else {
      path = working
      return
    }
    let absolute = directory.hasPrefix("/") ? directory : working + "/" + directory
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw UsageError("--save-to '\(directory)': not a folder")
    }
    path = absolute.count > 1 && absolute.hasSuffix("/") ? String(absolute.dropLast()) : absolute
  }

  /// The file Save writes for side `index` of a comparison, labelled `label` (a preset).
  package func file(side index: Int, label: String) -> String {
    let letter = String(UnicodeScalar(UInt8(65 + min(max(index, 0), 25))))
    return file(named: letter + "-" + label)
  }

  /// The file Save writes for `name` (e.g. "A-seed"): the same one every time in a
  /// session, first chosen so it replaces no file that was there before.
  package func file(named name: String) -> String {
    if let file = chosen[name] { return file }
    var candidate = path + "/" + name + ".json"
    var number = 2
    while FileManager.default.fileExists(atPath: candidate) {
      candidate = path + "/\(name)-\(number).json"
      number += 1
    }
    chosen[name] = candidate
    return candidate
  }
}
