import SheetFiles
import SheetPlayback

/// Every file a command reads and writes, checked together before any work starts.
///
/// The rules, the same in every command (the live window, headless replays, `test`,
/// `shrink`):
/// - an output never touches an input, nor another output: they are compared by identity
///   (device and inode, symlinks followed) and by canonical path (for outputs that do not
///   exist yet), never by spelling, so `x.jsonl`, `./x.jsonl`, a symlink and a hard link all
///   count as one file;
/// - an output that exists as a file is not replaced unless `--force` says so;
/// - an output's destination must be writable now (``OutputDestination``, and a file really
///   created and removed in its folder: `access` says yes to root even under /proc), not a
///   directory, FIFO or socket, and not an empty path;
/// - an output's name ends in its format's extension, so `--plot plot.txt` cannot write a PNG
///   under a text name. Character devices such as `/dev/null` are exempt from that and from
///   the output-to-output check: writing two outputs there destroys nothing.
package struct SessionFiles {
  /// A file the run reads: its flag (for messages), path and identity.
  package struct Input {
    package var flag: String
    package var path: String
    package var status: FileStatus
  }

  /// A file the run writes.
  package struct Output {
    /// How messages name it: "--state-out FILE".
    package var shown: String
    package var destination: OutputDestination
    /// The canonical path of the file that will be written.
    package var canonical: String?
  }

  /// `--force`: outputs that exist may be replaced.
  package var force = false
  package private(set) var inputs: [Input] = []
  package private(set) var outputs: [Output] = []

  package init(force: Bool) {
    self.force = force
  }

  package mutating func addInput(_ flag: String, _ path: String) throws(UsageError) {
    // Reading refuses non-regular files again; this early look only names the collision.
    guard let status = FileStatus(path: path) else { return }
    guard status.kind == .regular else {
      throw UsageError("\(flag) \(path): is \(status.kind.article), not a regular file")
    }
    inputs.append(Input(flag: flag, path: path, status: status))
  }

  /// Adds an output after checking it against every rule; `extensions` are the name endings
  /// its format allows (lowercase, with the dot; empty: any).
  package mutating func addOutput(
    _ flag: String, _ path: String, allowsDevice: Bool = true, extensions: [String] = [],
    reportAs: String? = nil
  ) throws(UsageError) {
    let shown = reportAs ?? "\(flag) \(path)"
    let destination: OutputDestination
    do throws(FileError) {
      destination = try OutputDestination.check(path, allowsDevice: allowsDevice)
      try OutputDestination.probeWritable(path)
    } catch {
      throw UsageError("\(shown): \(error.reason)")
    }
    let status = FileStatus(path: destination.target)
    let canonical = FilePath.canonical(destination.target)
    if let input = inputs.first(where: { Self.same(status, canonical, as: $0.path, $0.status) }) {
      throw UsageError(
        "\(shown) is the same file as \(input.flag) \(input.path): an output must not "
          + "overwrite an input")
    }
    if case .replace = destination {
      for output in outputs {
        guard case .replace = output.destination else { continue }
        let other = FileStatus(path: output.destination.target)
        let sameFile =
          (status != nil && status?.identity == other?.identity)
          || (canonical != nil && canonical == output.canonical)
        if sameFile {
          throw UsageError(
            "\(shown) and \(output.shown) name the same file: each output needs its own")
        }
      }
      if status != nil, !force {
        throw UsageError(
          "\(shown): \(path) exists; pass --force to replace it (nothing is overwritten "
            + "unless asked)")
      }
      let lowered = path.lowercased()
      if !extensions.isEmpty, !extensions.contains(where: { lowered.hasSuffix($0) }) {
        throw UsageError(
          "\(shown): the file name must end in \(extensions.joined(separator: " or ")), the "
            + "format written")
      }
    }
    outputs.append(Output(shown: shown, destination: destination, canonical: canonical))
  }

  /// Whether an output (its status and canonical path) is the input at `path`.
  private static func same(
    _ status: FileStatus?, _ canonical: String?, as path: String, _ input: FileStatus
  ) -> Bool {
    status?.identity == input.identity
      || (canonical != nil && canonical == FilePath.canonical(path))
  }
}
