import Foundation
import PlaygroundSessions
import SheetFiles
import SheetPlayback

/// The files of a `playground test` run, checked before any recording is replayed: the
/// `--junit` report and the `--artifacts` files are outputs and follow ``SessionFiles``' rules
/// (never an input, never an existing file without `--force`, a writable place, the right
/// extension); `--update` refuses journals, which a live session may still be appending to.
package enum RecordingTestFiles {
  static let artifactNames = ["first-difference.png", "checkpoint.png", "state-diff.json"]

  package static func check(
    _ options: RecordingTestOptions, discovered: [String], running: [String],
    names: [String: String], fontPath: String
  ) throws(UsageError) {
    if options.updates, let journal = discovered.first(where: { $0.hasSuffix(".partial") }) {
      throw UsageError(
        "test --update: \(journal) is the journal of an unfinished session (one may still be "
          + "writing it); it is not rewritten")
    }
    var files = SessionFiles(force: options.force)
    try files.addInput("--font", fontPath)
    for path in discovered { try files.addInput("recording", path) }
    if let junit = options.junitPath {
      try files.addOutput("--junit", junit, extensions: [".xml"])
    }
    if let folder = options.artifactsPath {
      try checkArtifacts(folder, files: files, names: running.map { names[$0] ?? $0 }, options)
    }
    if let folder = options.reportPath {
      try checkReport(folder, files: files, force: options.force)
    }
  }

  /// The report's folder: missing (its parent a writable folder), an empty folder, or with
  /// `--force` a folder holding no input, which the finished report replaces.
  private static func checkReport(
    _ folder: String, files: SessionFiles, force: Bool
  ) throws(UsageError) {
    let parent = FilePath.directory(of: folder)
    guard FileStatus(path: parent)?.kind == .directory else {
      throw UsageError("--report \(folder): its folder \(parent) does not exist")
    }
    do throws(FileError) {
      try OutputDestination.probeWritable(parent + "/.probe")
    } catch {
      throw UsageError("--report \(folder): \(error.reason)")
    }
    guard let status = FileStatus(path: folder) else { return }
    guard status.kind == .directory else {
      throw UsageError("--report \(folder): is \(status.kind.article), not a folder")
    }
    if let root = FilePath.canonical(folder),
      let input = files.inputs.first(where: { input in
        FilePath.canonical(input.path).map { $0.hasPrefix(root + "/") } ?? false
      })
    {
      throw UsageError(
        "--report \(folder) holds \(input.flag) \(input.path): the report replaces its folder, "
          + "and an output must not overwrite an input")
    }
    let listed = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    guard force || listed.isEmpty else {
      throw UsageError(
        "--report \(folder): the folder exists and is not empty; pass --force to replace it "
          + "(nothing is overwritten unless asked)")
    }
  }

  /// The folder must be one (or be creatable), hold no input, and hold no artifact that
  /// exists unless `--force`.
  private static func checkArtifacts(
    _ folder: String, files: SessionFiles, names: [String], _ options: RecordingTestOptions
  ) throws(UsageError) {
    if let status = FileStatus(path: folder), status.kind != .directory {
      throw UsageError("--artifacts \(folder): is \(status.kind.article), not a folder")
    }
    var existing = folder
    while FileStatus(path: existing) == nil { existing = FilePath.directory(of: existing) }
    do throws(FileError) {
      try OutputDestination.probeWritable(existing + "/.probe")
    } catch {
      throw UsageError("--artifacts \(folder): \(error.reason)")
    }
    if let root = FilePath.canonical(folder) {
      for input in files.inputs {
        guard let path = FilePath.canonical(input.path), path.hasPrefix(root + "/") else {
          continue
        }
        throw UsageError(
          "--artifacts \(folder) holds \(input.flag) \(input.path): an output must not "
            + "overwrite an input")
      }
    }
    guard !options.force else { return }
    for name in names {
      let recordingFolder = folder + "/" + name
      let listed = (try? FileManager.default.contentsOfDirectory(atPath: recordingFolder)) ?? []
      if let image = listed.sorted().first(where: { file in
        FailureArtifacts.imageSuffixes.contains { file.hasSuffix($0) }
      }) {
        throw UsageError(
          "--artifacts \(folder): \(recordingFolder)/\(image) exists; pass --force to replace "
            + "it (nothing is overwritten unless asked)")
      }
      for file in artifactNames {
        let path = folder + "/" + name + "/" + file
        if FileStatus(path: path) != nil {
          throw UsageError(
            "--artifacts \(folder): \(path) exists; pass --force to replace it (nothing is "
              + "overwritten unless asked)")
        }
      }
    }
  }
}
