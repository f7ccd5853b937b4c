import PlaygroundSessions
import SheetEngine
import SheetFiles
import SheetScreens
import SheetSession

/// Parses the playground's arguments (see `--help`); every mistake is a ``UsageError``
/// whose message names the flag and what was wrong with it.
public enum ArgumentParser {
  public static func parse(_ arguments: [String]) throws(UsageError) -> PlaygroundOptions {
    var options = PlaygroundOptions()
    var remaining = arguments[...]
    while let flag = remaining.popFirst() {
      switch flag {
      case "--help", "-h": options.showHelp = true
      case "--headless": options.headless = true
      case "--allow-long", "--allow-long-idle": options.allowsLongIdle = true
      case "--force": options.force = true
      case "--reduce-motion": options.reducesMotion = true
      case "--reduce-transparency": options.reducesTransparency = true
      case "--timing": options.logsTiming = true
      case "--exit-after-first-frame": options.exitsAfterFirstFrame = true
      case "--record": options.recordPath = try value(for: flag, from: &remaining)
      case "--replay": options.replayPath = try value(for: flag, from: &remaining)
      case "--state-out": options.stateOutPath = try value(for: flag, from: &remaining)
      case "--font": options.fontPath = try value(for: flag, from: &remaining)
      case "--tuning": options.tuningPath = try value(for: flag, from: &remaining)
      case "--scene": options.scenePath = try value(for: flag, from: &remaining)
      case "--scene-b": options.sceneBPath = try value(for: flag, from: &remaining)
      case "--trace": options.tracePath = try value(for: flag, from: &remaining)
      case "--video": options.videoPath = try value(for: flag, from: &remaining)
      case "--plot": options.plotPath = try value(for: flag, from: &remaining)
      case "--interaction":
        let text = try value(for: flag, from: &remaining)
        guard let number = Int(text), number >= 1 else {
          throw UsageError(
            "--interaction '\(DiagnosticText.quoted(text))': expected an interaction number ≥ 1")
        }
        options.plotInteraction = number
      case "--save-to": options.saveFolder = try value(for: flag, from: &remaining)
      case "--snapshot":
        options.snapshots.append(try snapshot(try value(for: flag, from: &remaining)))
      case "--seek":
        let text = try value(for: flag, from: &remaining)
        guard let frame = Int(text), frame >= 0 else {
          throw UsageError("--seek '\(DiagnosticText.quoted(text))': expected a frame number ≥ 0")
        }
        options.seekFrame = frame
      case "--compare":
        options.compare = [
          try value(for: flag, from: &remaining), try value(for: flag, from: &remaining),
        ]
      case "--text-size": options.textSize = try textSize(try value(for: flag, from: &remaining))
      case "--size": options.size = try size(try value(for: flag, from: &remaining))
      case "--scale": options.scale = try scale(try value(for: flag, from: &remaining))
      case "--device": options.device = try device(try value(for: flag, from: &remaining))
      case "--appearance":
        options.appearance = try appearance(try value(for: flag, from: &remaining))
      case "--hz", "--input-delay":
        try parseTiming(flag, try value(for: flag, from: &remaining), into: &options)
      default:
        throw unknown(flag, first: remaining.startIndex == arguments.startIndex + 1)
      }
    }
    try validate(options)
    try validateTiming(options)
    return options
  }

  /// Every flag `parse` takes, for "did you mean" (a test checks each is accepted).
  package static let flags = [
    "--help", "--headless", "--allow-long", "--force", "--reduce-motion",
    "--reduce-transparency", "--timing", "--exit-after-first-frame", "--record", "--replay",
    "--state-out", "--font", "--tuning", "--scene", "--scene-b", "--trace", "--video", "--plot",
    "--interaction", "--save-to", "--snapshot", "--seek", "--compare", "--text-size", "--size",
    "--scale", "--device", "--appearance", "--hz", "--input-delay",
  ]

  /// The commands before any flag (`playground test ...`).
  package static let commands = ["test", "shrink", "fuzz", "export", "tuning", "scene-schema"]

  /// An argument no case takes, with the flag or command it is likely a typo of: a bare word
  /// first is a command's name, anything else a flag's.
  private static func unknown(_ argument: String, first: Bool) -> UsageError {
    let quoted = DiagnosticText.quoted(argument)
    if first, !argument.hasPrefix("-"),
      let command = ArgumentSuggestion.closest(to: argument, among: commands)
    {
      return UsageError("unknown command '\(quoted)' (did you mean '\(command)'? see --help)")
    }
    let hint = ArgumentSuggestion.hint(for: argument, among: flags)
    return UsageError("unknown argument '\(quoted)' (\(hint)see --help)")
  }

  private static func value(
    for flag: String, from remaining: inout ArraySlice<String>
  ) throws(UsageError) -> String {
    try ArgumentValue.take(for: flag, from: &remaining)
  }

  private static func snapshot(_ text: String) throws(UsageError)
    -> PlaygroundOptions.SnapshotRequest
  {
    let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
    guard parts.count == 2, let frame = Int(parts[0]), frame >= 1, !parts[1].isEmpty else {
      throw UsageError("--snapshot '\(text)': expected FRAME:FILE.png with FRAME ≥ 1")
    }
    return .init(frame: frame, path: parts[1])
  }

  private static func size(_ text: String) throws(UsageError) -> Size {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (200...4096).contains(width), (200...4096).contains(height)
    else {
      throw UsageError("--size '\(text)': expected WIDTHxHEIGHT in points, each 200 to 4096")
    }
    return Size(width: Double(width), height: Double(height))
  }

  private static func textSize(_ text: String) throws(UsageError) -> ContentSizeCategory {
    guard let category = ContentSizeCategory(rawValue: text) else {
      throw UsageError(
        "--text-size '\(DiagnosticText.quoted(text))': expected one of "
          + ContentSizeCategory.names.joined(separator: ", "))
    }
    return category
  }

  private static func scale(_ text: String) throws(UsageError) -> Double {
    guard let scale = ArgumentValue.decimal(text), scale >= 0.5, scale <= 4 else {
      throw UsageError(
        "--scale '\(DiagnosticText.quoted(text))': expected 1, 2 or 3 pixels per point (with "
          + "--replay --headless: a number from 0.5 to 4)")
    }
    return scale
  }

  private static func device(_ text: String) throws(UsageError) -> DevicePreset {
    guard let device = DevicePreset.named(text) else {
      throw UsageError(
        "--device '\(DiagnosticText.quoted(text))': unknown device (expected "
          + "\(DevicePreset.names))")
    }
    return device
  }

  private static func appearance(_ text: String) throws(UsageError) -> Appearance {
    guard let appearance = Appearance(rawValue: text) else {
      throw UsageError("--appearance '\(DiagnosticText.quoted(text))': expected light or dark")
    }
    return appearance
  }

  private static func validate(_ options: PlaygroundOptions) throws(UsageError) {
    if options.showHelp { return }
    if options.headless, options.replayPath == nil {
      throw UsageError("--headless needs --replay FILE: there is nothing to run without a window")
    }
    try validateHeadlessOutputs(options)
    try validateReplayFixes(options)
    if options.recordPath != nil, options.replayPath != nil {
      throw UsageError("--record and --replay cannot be combined")
    }
    if options.seekFrame != nil, options.replayPath == nil || options.headless {
      throw UsageError("--seek works with --replay FILE in the window")
    }
    if options.compare != nil, options.replayPath != nil {
      throw UsageError(
        "--compare cannot be combined with --replay: a compare recording replays both sides")
    }
    if options.compare != nil, options.tuningPath != nil {
      throw UsageError("--compare names both tunings: it cannot be combined with --tuning")
    }
    if options.saveFolder != nil, options.replayPath != nil {
      throw UsageError("--save-to works in a live session: a replay saves no tuning")
    }
    if options.allowsLongIdle, options.replayPath == nil {
      throw UsageError("--allow-long works with --replay FILE")
    }
    if let scale = options.scale, !options.headless, ![1, 2, 3].contains(scale) {
      let text = scale == scale.rounded() ? String(Int(scale)) : String(scale)
      throw UsageError(
        "--scale \(text): the window draws at 1, 2 or 3 pixels per point (other scales work "
          + "with --replay FILE --headless)")
    }
    try validateDevice(options)
  }

  /// The outputs only a headless replay makes.
  private static func validateHeadlessOutputs(_ options: PlaygroundOptions) throws(UsageError) {
    if options.tracePath != nil, !options.headless {
      throw UsageError("--trace works with --replay FILE --headless")
    }
    if options.videoPath != nil, !options.headless {
      throw UsageError("--video works with --replay FILE --headless")
    }
    if options.plotPath != nil, !options.headless {
      throw UsageError("--plot works with --replay FILE --headless")
    }
    if options.plotInteraction != nil, options.plotPath == nil {
      throw UsageError("--interaction works with --plot FILE.png")
    }
    if !options.snapshots.isEmpty, !options.headless {
      throw UsageError("--snapshot works with --replay FILE --headless")
    }
  }

  /// What a recording fixes, so a replay cannot be given it again.
  private static func validateReplayFixes(_ options: PlaygroundOptions) throws(UsageError) {
    if options.replayPath != nil, options.size != nil {
      throw UsageError("--size cannot be combined with --replay: the recording fixes the size")
    }
    if options.tuningPath != nil, options.replayPath != nil, options.headless {
      throw UsageError(
        "--tuning cannot be combined with --replay --headless: the recording fixes the tuning "
          + "(in the window, --tuning forks the replay: what-if replay)")
    }
    if options.scenePath != nil, options.replayPath != nil {
      throw UsageError("--scene cannot be combined with --replay: the recording names its scene")
    }
    if options.sceneBPath != nil, options.compare == nil {
      throw UsageError("--scene-b works with --compare A B: it is side B's scene")
    }
    if options.reducesMotion, options.replayPath != nil {
      throw UsageError(
        "--reduce-motion cannot be combined with --replay: the recording fixes the tuning")
    }
    if options.reducesTransparency, options.replayPath != nil {
      throw UsageError(
        "--reduce-transparency cannot be combined with --replay: the recording fixes the tuning")
    }
    if options.textSize != nil, options.replayPath != nil {
      throw UsageError(
        "--text-size cannot be combined with --replay: the recording fixes the text size")
    }
  }

  private static func validateDevice(_ options: PlaygroundOptions) throws(UsageError) {
    if options.device != nil, options.size != nil {
      throw UsageError("--device sets the size: it cannot be combined with --size")
    }
    if options.device != nil || options.appearance != nil, options.replayPath != nil {
      throw UsageError(
        "--device and --appearance cannot be combined with --replay: the recording fixes them")
    }
  }

  /// The usage, the options, then every key of the window and where the guide is.
  public static var helpText: String {
    optionsHelp + "\n\nKeys in the window (the guide's \"The studio\" says more):\n"
      + Keymap.playground.lines().joined(separator: "\n") + "\n\n" + guideLine
  }

  /// Where to read on: the guide's catalog and its first page (a built site with
  /// scripts/docs.sh).
  package static let guideLine = """
    Guide: Sources/Playground/Playground.docc, from GettingStarted.md (scripts/docs.sh builds
    it into .build/docs/Playground.doccarchive); README.md has a five-minute tour.
    """

  package static let optionsHelp = """
    Usage: playground [options]
           playground test PATH... [--junit FILE] [--update] [--shard K/N] [--artifacts DIR]
           playground shrink FILE --out MIN.jsonl [--seconds N]
           playground fuzz --seed S --seconds N [--out DIR]
           playground export [TUNING] --as TARGET [--out FILE] [--force]
           playground tuning --keys

    Opens the Sheet Playground window (390 x 844 points, 60 fps) unless told otherwise.

    Options:
      --record FILE          record every input to FILE (JSON Lines); while running it is
                             the journal FILE.partial, flushed every frame, renamed to FILE
                             when the session ends (window close, Ctrl+Q, SIGINT, SIGTERM,
                             SIGHUP, SIGQUIT, a lost display, the window destroyed)
      --replay FILE          play a recording back in the window (FILE.partial: an
                             unfinished journal, played to its last event)
      --allow-long           with --replay: allow a recording longer than the limits
                             (216,000 frames after the last event, 864,000 in all);
                             --allow-long-idle is its old name
      --force                replace outputs that exist (never an input)
      --seek FRAME           with --replay: open paused at FRAME (the state once FRAME
                             frames ran); the timeline under the device scrubs, Left/Right
                             step, Home/End jump, Space plays and pauses
      --headless             with --replay: no window, as fast as possible, then exit
      --state-out FILE       write the final state snapshot (JSON) to FILE when the program
                             ends; SIGUSR1 writes it without stopping
      --snapshot FRAME:PNG   with --replay --headless: save the frame whose snapshot
                             "frame" is FRAME as a PNG (repeatable)
      --trace FILE.csv       with --replay --headless: write the moving element's position,
                             velocity, transition progress and dim alpha, one row a frame
      --video FILE.mp4       with --replay --headless: every frame at 60 fps, encoded with
                             ffmpeg (H.264), written when complete
      --plot FILE.png        with --replay --headless: the motion plot of one interaction
                             (position, velocity, progress; press and release): the
                             longest drag, else the last interaction
      --interaction N        with --plot: the replay's Nth interaction instead (from 1)
      --compare A B          two devices side by side, A left, B right, each a preset name
                             (ios26, ios18, classic; seed and fluid are classic's
                             and ios18's old names) or a tuning file; the mouse and keys drive both
                             (at the same place on each), a click on a label under a device
                             selects the side the tuning panel edits
      --save-to DIR          where Save writes a tuning from no file: a compare side given
                             as a preset (DIR/A-ios26.json, never replacing a file there),
                             a session without --tuning (DIR/tuning.json); default: the
                             folder the playground was started in
      --size WxH             each device's size in points (default 390x844)
      --scale S              pixels per point the window draws at: 1, 2 or 3 (default:
                             the device's, else the display's: GDK_SCALE, Xft.dpi, the
                             display's DPI; lowered when the display cannot fit it);
                             with --replay --headless 0.5 to 4 (default 1)
      --device NAME          a real device's size, safe area, scale, screen corners and
                             home indicator: iphone-se, iphone-16, iphone-16-pro-max,
                             ipad-mini
      --appearance MODE      light (default) or dark: iOS's dark system colours
      --hz N                 simulation steps per second: 60 (default), 90 or 120; recorded
                             in the header (not with --replay: the recording has its rate)
      --input-delay MS       with --compare: side B gets every input MS milliseconds late
                             (0 to 100, whole frames of the rate), to feel a latency budget
      --timing               a line on stderr for the first present and each present that
                             carried input (CLOCK_MONOTONIC ms, input-to-present latency)
      --exit-after-first-frame  end once the first frame is presented (start-up timing)
      --font FILE            TrueType font (default: Inter when installed, else DejaVu Sans;
                             a replay uses the font its recording names)
      --tuning FILE|PRESET   tuning file or preset name (ios26, ios18, classic; seed and
                             fluid too); default: Assets/tuning.json when present, else the
                             ios26 preset; a file without "preset" is over ios26; a file is
                             reloaded live when it changes; with --replay (window): forks
                             the replay
      --scene FILE           a scene file (JSON): your background, sheets and pages instead of
                             the playground's own screens (playground scene-schema: its schema)
      --scene-b FILE         with --compare: side B shows this scene (A shows --scene's, or
                             the playground's own); recorded as side B's scene
      --reduce-motion        Reduce Motion (tuning motion.reduce on, over any tuning file):
                             presentations, pushes and the zoom cross-fade; drags still move
      --reduce-transparency  Reduce Transparency (tuning sheet.glass off, over any tuning
                             file): iOS 26 sheets opaque instead of Liquid Glass
      --text-size STEP       the reader's text size (Dynamic Type): xSmall, small, medium,
                             large (default), xLarge, xxLarge, xxxLarge, AX1 to AX5; every
                             font scales by the step's Body size over 17 pt; Ctrl+= and
                             Ctrl+- change it live (recorded)
      -h, --help             show this help

    Outputs never overwrite inputs or each other (compared as files, symlinks followed), nor
    a file that exists unless --force; each ends in its format's extension;
    a symlink output is written through to its target; /dev/null and other character
    devices are written directly; a FIFO, socket or directory as output is refused.

    Exit codes: 0 success, 2 bad arguments or unreadable input, 1 anything else.
    """
}
