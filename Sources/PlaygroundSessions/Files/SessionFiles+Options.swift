import SheetFiles
import SheetPlayback
import SheetTuning

extension SessionFiles {
  /// Checks the files of a window or headless run; `fontPath` is the font actually used (the
  /// default one too), `tuningPath` the tuning file in force, if any, and `scenes` every
  /// scene the session reads (`--scene`, `--scene-b`, a replayed recording's own), each
  /// with its images. A compare side given as a tuning file is an input too.
  @MainActor
  package static func check(
    _ options: PlaygroundOptions, fontPath: String, tuningPath: String?,
    scenes: [(flag: String, file: SceneFile)] = []
  ) throws(UsageError) -> SessionFiles {
    var files = SessionFiles(force: options.force)
    if let path = options.replayPath { try files.addInput("--replay", path) }
    for (flag, scene) in scenes {
      for path in scene.inputPaths { try files.addInput(flag, path) }
    }
    try files.addInput("--font", fontPath)
    if let tuningPath { try files.addInput("--tuning", tuningPath) }
    for side in options.compare ?? [] where Tuning.preset(named: side) == nil {
      try files.addInput("--compare", side)
    }
    if let path = options.recordPath {
      let journal = JournalFile.journalPath(for: path)
      if FileStatus(path: journal) != nil || FileStatus.isSymbolicLink(journal) {
        throw UsageError(
          "--record \(path): \(journal) exists: an unfinished recording of an earlier session "
            + "(replay it with --replay \(journal)); move or delete it first")
      }
      try files.addOutput("--record", path, allowsDevice: false, extensions: [".jsonl"])
      try files.addOutput("--record", journal, allowsDevice: false, reportAs: "--record \(path)")
    }
    if let path = options.stateOutPath {
      try files.addOutput("--state-out", path, extensions: [".json"])
    }
    if let path = options.tracePath { try files.addOutput("--trace", path, extensions: [".csv"]) }
    if let path = options.videoPath {
      try files.addOutput("--video", path, extensions: [".mp4"])
    }
    if let path = options.plotPath { try files.addOutput("--plot", path, extensions: [".png"]) }
    for request in options.snapshots {
      try files.addOutput(
        "--snapshot", request.path, extensions: [".png"],
        reportAs: "--snapshot \(request.frame):\(request.path)")
    }
    return files
  }
}
