import SheetFiles
import SheetPlayback

/// Every file a run reads and writes, checked together before the session starts.
///
/// Outputs must never touch inputs, nor each other: they are compared by identity (device and
/// inode, symlinks followed) and by canonical path (for outputs that do not exist yet), never
/// by spelling, so `x.jsonl`, `./x.jsonl`, a symlink and a hard link all count as one file.
/// Each output's destination is checked too (``OutputDestination``: folder present and
/// writable, no directory, FIFO or socket in its place), so a bad `--snapshot` path fails
/// now, not when its frame comes. Character devices such as `/dev/null` are exempt from the
/// output-to-output check: writing two outputs there destroys nothing.
struct SessionFiles {
  /// A file the run reads: its flag (for messages), path and identity.
  struct Input {
    var flag: String
    var path: String
    var status: FileStatus
  }

  /// A file the run writes.
  struct Output {
    /// How messages name it: "--state-out FILE".
    var shown: String
    var destination: OutputDestination
    /// The canonical path of the file that will be written.
    var canonical: String?
  }

  private(set) var inputs: [Input] = []
  private(set) var outputs: [Output] = []

  /// Checks `options`' files; `fontPath` is the font actually used (the default one too),
  /// `tuningPath` the tuning file in force, if any.
  static func check(
    _ options: PlaygroundOptions, fontPath: String, tuningPath: String?
  ) throws(UsageError) -> SessionFiles {
    var files = SessionFiles()
    if let path = options.replayPath { try files.addInput("--replay", path) }
    try files.addInput("--font", fontPath)
    if let tuningPath { try files.addInput("--tuning", tuningPath) }
    if let path = options.recordPath {
      try files.addOutput("--record", path, allowsDevice: false)
      let journal = JournalFile.journalPath(for: path)
      if FileStatus(path: journal) != nil || FileStatus.isSymbolicLink(journal) {
        throw UsageError(
          "--record \(path): \(journal) exists: an unfinished recording of an earlier session "
            + "(replay it with --replay \(journal)); move or delete it first")
      }
      try files.addOutput("--record", journal, allowsDevice: false, reportAs: "--record \(path)")
    }
    if let path = options.stateOutPath { try files.addOutput("--state-out", path) }
    if let path = options.tracePath { try files.addOutput("--trace", path) }
    if let path = options.videoPath { try files.addOutput("--video", path, allowsDevice: false) }
    if let path = options.plotPath { try files.addOutput("--plot", path) }
    for request in options.snapshots {
      try files.addOutput(
        "--snapshot", request.path, reportAs: "--snapshot \(request.frame):\(request.path)")
    }
    return files
  }

  private mutating func addInput(_ flag: String, _ path: String) throws(UsageError) {
    // Reading refuses non-regular files again; this early look only names the collision.
    guard let status = FileStatus(path: path) else { return }
    guard status.kind == .regular else {
      throw UsageError("\(flag) \(path): is \(status.kind.article), not a regular file")
    }
    inputs.append(Input(flag: flag, path: path, status: status))
  }

  private mutating func addOutput(
    _ flag: String, _ path: String, allowsDevice: Bool = true, reportAs: String? = nil
  ) throws(UsageError) {
    let shown = reportAs ?? "\(flag) \(path)"
    let destination: OutputDestination
    do throws(FileError) {
      destination = try OutputDestination.check(path, allowsDevice: allowsDevice)
    } catch {
      throw UsageError("\(shown): \(error.reason)")
    }
    let status = FileStatus(path: destination.target)
    let canonical = FilePath.canonical(destination.target)
    for input in inputs {
      let sameFile =
        status?.identity == input.status.identity
        || (canonical != nil && canonical == FilePath.canonical(input.path))
      if sameFile {
        throw UsageError(
          "\(shown) is the same file as \(input.flag) \(input.path): an output must not "
            + "overwrite an input")
      }
    }
    if case .replace = destination {
      for output in outputs {
        guard case .replace = output.destination else { continue }
        let sameFile =
          (status != nil
            && status?.identity == FileStatus(path: output.destination.target)?.identity)
          || (canonical != nil && canonical == output.canonical)
        if sameFile {
          throw UsageError(
            "\(shown) and \(output.shown) name the same file: each output needs its own")
        }
      }
    }
    outputs.append(
      Output(shown: shown, destination: destination, canonical: canonical))
  }
}
