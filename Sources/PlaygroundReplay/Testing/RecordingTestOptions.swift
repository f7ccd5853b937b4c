import PlaygroundSessions
import SheetFiles

/// `playground test PATH... [--junit FILE] [--update [--images]] [--shard K/N] [--jobs N]
/// [--only NAME] [--artifacts DIR] [--report DIR] [--font FILE]`, validated.
public struct RecordingTestOptions: Equatable, Sendable {
  public var paths: [String] = []
  public var junitPath: String?
  public var updates = false
  public var shard = RecordingShard.all
  public var artifactsPath: String?
  /// `--images` (with `--update`): every checkpoint becomes a visual one.
  public var addsImages = false
  /// `--report DIR`: the HTML report's folder.
  public var reportPath: String?
  public var fontPath: String?
  /// `--force`: a `--junit` report or artifact that exists may be replaced.
  public var force = false
  /// `--allow-long`: replay recordings past the limits on frames.
  public var allowsLong = false
  /// `--jobs N`: how many recordings replay at once, each in a worker process running this
  /// executable; nil is the machine's cores. Output, JUnit and report keep the order of one
  /// job. Only an executable whose entry is `PlaygroundMain.run` can run workers; elsewhere
  /// (``PlaygroundHost/test(_:root:)`` inside another program) recordings run one at a time.
  public var jobs: Int?
  /// `--only NAME` (repeatable): run only the recordings of these names (as the summary
  /// prints them).
  public var only: [String] = []
  /// Set in a `--jobs` worker (hidden `--worker`): it reads recordings on stdin and answers
  /// each with one JSON line on stdout.
  package var worker = false
  /// A worker's hidden `--worker-report DIR`: the folder its parent builds the report in.
  package var workerReportFolder: String?
  /// A worker's hidden `--worker-program NAME`: the program the failures' commands name.
  package var workerProgram: String?

  /// The options a `--jobs` worker runs with: what changes how one recording is replayed,
  /// judged, updated and kept (the parent writes the JUnit file and the page).
  package func workerArguments(program: String, reportFolder: String?) -> [String] {
    var arguments = ["test", "--worker", "--worker-program", program]
    if updates { arguments.append("--update") }
    if addsImages { arguments.append("--images") }
    if let artifactsPath { arguments += ["--artifacts", artifactsPath] }
    if let reportFolder {
      arguments += ["--worker-report", reportFolder]
      if let reportPath { arguments += ["--report", reportPath] }
    }
    if let fontPath { arguments += ["--font", fontPath] }
    if force { arguments.append("--force") }
    if allowsLong { arguments.append("--allow-long") }
    return arguments
  }

  /// Options for `paths` (recordings, or folders of them), every other setting at
  /// `playground test`'s default.
  public init(paths: [String] = []) {
    self.paths = paths
  }

  /// Refuses settings that contradict each other, with the one line `playground test` prints.
  public func validate() throws(UsageError) {
    guard !paths.isEmpty || worker else {
      throw UsageError("test needs at least one recording or folder (see playground test --help)")
    }
    if updates, artifactsPath != nil || reportPath != nil {
      throw UsageError(
        "test: --update rewrites the expectations, so nothing fails to leave "
          + (artifactsPath != nil ? "--artifacts" : "a --report") + " of")
    }
    if addsImages, !updates {
      throw UsageError(
        "test: --images adds frame images to the checkpoints, which only --update rewrites")
    }
  }

  /// Every flag `parse` takes, for "did you mean".
  package static let flags = [
    "--junit", "--update", "--shard", "--artifacts", "--images", "--report", "--font", "--force",
    "--allow-long", "--help",
  ]

  package static func parse(_ arguments: some Collection<String>) throws(UsageError) -> Self {
    var options = Self()
    var remaining = ArraySlice(arguments)
    func value(_ flag: String) throws(UsageError) -> String {
      try ArgumentValue.take(for: flag, from: &remaining, command: "test")
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--junit": options.junitPath = try value(argument)
      case "--update": options.updates = true
      case "--shard": options.shard = try RecordingShard(parsing: try value(argument))
      case "--artifacts": options.artifactsPath = try value(argument)
      case "--images": options.addsImages = true
      case "--report": options.reportPath = try value(argument)
      case "--font": options.fontPath = try value(argument)
      case "--force": options.force = true
      case "--allow-long", "--allow-long-idle": options.allowsLong = true
      case "--jobs":
        let text = try value(argument)
        guard let jobs = Int(text), (1...1024).contains(jobs) else {
          throw UsageError(
            "test: --jobs '\(DiagnosticText.quoted(text))': expected a number from 1 to 1024")
        }
        options.jobs = jobs
      case "--only": options.only.append(try value(argument))
      case "--worker": options.worker = true
      case "--worker-report": options.workerReportFolder = try value(argument)
      case "--worker-program": options.workerProgram = try value(argument)
      default:
        guard !argument.hasPrefix("-") else {
          throw UsageError(
            "test: unknown option '\(DiagnosticText.quoted(argument))' ("
              + ArgumentSuggestion.hint(for: argument, among: flags)
              + "see playground test --help)"
          )
        }
        options.paths.append(argument)
      }
    }
    try options.validate()
    return options
  }

  package static let helpText = """
    Usage: playground test PATH... [options]

    Replays each recording (PATH is a .jsonl file, or a folder searched for *.jsonl) headless
    and compares every checkpoint's state and every frame's state digest with the recording.
    Prints PASS or FAIL per recording, then "N passed, N failed".

    Options:
      --junit FILE.xml    also write a JUnit report, one testcase per recording
      --update            rewrite each recording's checkpoints, end state, digests and release
                          metrics from its replay (atomically) and list what changed; never
                          implied; a visual checkpoint's image is drawn again
      --images            with --update: make every checkpoint a visual one (its frame at 1x,
                          digest in the recording, PNG in NAME.frames/ beside it)
      --shard K/N         run only the K-th of N stable parts (split by path), for CI matrices
      --jobs N            replay N recordings at once, each job a process of its own holding
                          one recording (default: the machine's cores); the output, JUnit
                          and report keep the order and content of --jobs 1
      --only NAME         run only the recording named NAME as the summary prints it
                          (repeatable)
      --artifacts DIR     for each failure: DIR/NAME/first-difference.png, checkpoint.png and
                          state-diff.json; per visual checkpoint that differs
                          CHECKPOINT-expected.png, -actual.png and -difference.png
      --report DIR        a static HTML report, DIR/index.html (no network): totals, each
                          recording's checkpoints; per failure its frames, a graded
                          difference, a film strip and an animation (ffmpeg) around the
                          first difference, metrics, motion, and the command that accepts
                          the run for that recording alone
      --font FILE         TrueType font (default: DejaVu Sans found with fontconfig)
      --force             replace a --junit report or artifacts that exist
      --allow-long        replay recordings longer than the limits (see playground --help)

    No output may be an input (a recording or the font, however spelled), and none that
    exists is replaced without --force. Long runs print progress on stderr.

    Exit codes: 0 all passed (or updated), 1 any failed, 2 bad arguments or unreadable input.
    """
}
