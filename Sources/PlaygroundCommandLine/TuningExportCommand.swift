import PlaygroundSessions
import SheetExport
import SheetFiles
import SheetPlayback
import SheetTuning

/// `playground export [TUNING] --as TARGET [--out FILE] [--force]`: a tuning as code for
/// another platform, each spring and curve with its measured error (``ExportDocument``).
///
/// TUNING is a preset name, a tuning file or a state snapshot; without it, the tuning the
/// window would use (`Assets/tuning.json` when present, else the default preset, ios26). The text goes
/// to stdout, or atomically to `--out FILE`, which must not exist (unless `--force`) and must
/// not be the input; the measured errors are summarised on stderr either way.
@MainActor
enum TuningExportCommand {
  package static let helpText = """
    Usage: playground export [TUNING] --as TARGET [--out FILE] [--force]

    Writes the tuning as code for TARGET, every spring, curve and constant, each spring and
    curve with the worst position error (points over a full-height sheet) between the
    platform's own model of it and the playground's engine; a summary goes to stderr.

      TUNING        a preset (ios26, ios18, classic; a file of that name wins), a tuning
                    file or a state snapshot (--state-out); default: Assets/tuning.json
                    when present, else the ios26 preset
      --as TARGET   \(ExportTarget.names)
      --out FILE    write FILE (atomically) instead of stdout; refuses an existing file
                    unless --force, and never writes onto TUNING
    """

  struct Options {
    package var source: String?
    package var target: ExportTarget?
    var outPath: String?
    package var force = false
  }

  package static func run(_ arguments: ArraySlice<String>) throws -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(helpText)
      return 0
    }
    let options = try parse(arguments)
    guard let target = options.target else {
      throw UsageError("export needs --as TARGET (\(ExportTarget.names))")
    }
    let (tuning, label, inputPath) = try loadTuning(options.source)
    if let outPath = options.outPath {
      try checkOutput(outPath, input: inputPath, target: target, force: options.force)
    }
    let document = ExportDocument(tuning: tuning, target: target)
    if let outPath = options.outPath {
      do throws(FileError) {
        try AtomicFileWriter.write(document.text, to: outPath)
      } catch {
        // Checked writable up front: a write that fails now is the disk, not the argument.
        throw SessionFailure("export --out \(outPath): \(error.reason)")
      }
    } else {
      print(document.text, terminator: "")
    }
    summarize(document, label: label, outPath: options.outPath)
    return 0
  }

  private static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Options {
    var options = Options()
    var remaining = arguments
    while let argument = remaining.popFirst() {
      switch argument {
      case "--as", "--out":
        let value = try ArgumentValue.take(for: argument, from: &remaining, command: "export")
        if argument == "--out" {
          options.outPath = value
        } else {
          guard let target = ExportTarget(rawValue: value) else {
            throw UsageError(
              "export: unknown target '\(DiagnosticText.quoted(value))' "
                + "(expected one of \(ExportTarget.names))")
          }
          options.target = target
        }
      case "--force": options.force = true
      default:
        guard options.source == nil, !argument.hasPrefix("-") else {
          let hint =
            argument.hasPrefix("-")
            ? ArgumentSuggestion.hint(for: argument, among: ["--as", "--out", "--force", "--help"])
            : ""
          throw UsageError(
            "export: unexpected argument '\(DiagnosticText.quoted(argument))' "
              + "(\(hint)see playground export --help)")
        }
        options.source = argument
      }
    }
    return options
  }

  /// The tuning `source` names, how to call it, and the file it came from (if any).
  private static func loadTuning(_ source: String?) throws(UsageError) -> (
    Tuning, String, String?
  ) {
    if let source, let preset = Tuning.preset(named: source), FileStatus(path: source) == nil {
      return (preset, "preset \(source)", nil)
    }
    let path = source ?? TuningSource.path(for: PlaygroundOptions())
    guard let path else {
      return (.standard, "preset \(TuningPreset.standard.name) (no Assets/tuning.json)", nil)
    }
    do throws(TuningFileError) {
      return (try TuningInput.load(path: path), path, path)
    } catch {
      throw UsageError(error.description)
    }
  }

  /// The rules every command's outputs follow (``SessionFiles``): not the input, not an
  /// existing file without `force`, writable now, and named with the target's extension.
  private static func checkOutput(
    _ path: String, input: String?, target: ExportTarget, force: Bool
  ) throws(UsageError) {
    var files = SessionFiles(force: force)
    if let input { try files.addInput("TUNING", input) }
    try files.addOutput("export --out", path, extensions: target.fileExtensions)
  }

  private static func summarize(_ document: ExportDocument, label: String, outPath: String?) {
    let place = outPath.map { " to \($0)" } ?? ""
    StandardError.writeLine("export: \(label) as \(document.target.rawValue)\(place)")
    if document.fidelity.isEmpty {
      StandardError.writeLine("export: no motion models to measure (the tuning itself)")
    }
    for line in document.summaryLines { StandardError.writeLine("export: \(line)") }
  }
}
