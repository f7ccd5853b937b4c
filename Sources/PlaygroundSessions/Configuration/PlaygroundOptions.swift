import SheetEngine
import SheetSession

/// Everything the command line can ask for, validated.
public struct PlaygroundOptions: Equatable, Sendable {
  public var recordPath: String?
  public var replayPath: String?
  public var headless = false
  public var stateOutPath: String?
  public var snapshots: [SnapshotRequest] = []
  /// `--size`, in points; `nil` means the default (or the recording's size on replay).
  public var size: Size?
  /// `--scale`: pixels per point; in the window 1, 2 or 3 (`nil`: the device preset's, else
  /// the display's), with `--replay --headless` 0.5 to 4 (`nil`: 1).
  public var scale: Double?
  /// `--device NAME`: the device's size, safe area, scale, screen corners and home indicator.
  public var device: DevicePreset?
  /// `--appearance light|dark`: iOS's light or dark system colours (`nil`: light).
  public var appearance: Appearance?
  public var fontPath: String?
  /// `--trace FILE.csv` (headless replay): the moving element's motion, one row per frame.
  public var tracePath: String?
  /// `--video FILE.mp4` (headless replay): every frame at 60 fps, encoded by ffmpeg.
  public var videoPath: String?
  /// `--plot FILE.png` (headless replay): the motion plot of the replay's last interaction.
  public var plotPath: String?
  /// `--interaction N` (with `--plot`): which interaction the plot shows, from 1; by default
  /// the longest drag.
  public var plotInteraction: Int?
  /// `--tuning FILE`; without it `Assets/tuning.json` is used when it exists.
  public var tuningPath: String?
  /// `--scene FILE`: the screens a scene file describes instead of the playground's own.
  public var scenePath: String?
  /// `--scene-b FILE`: with `--compare`, side B's own scene (the other sides show
  /// ``scenePath``'s, or the playground's own).
  public var sceneBPath: String?
  /// `--reduce-motion`: the tuning's `motion.reduce` switched on over whatever the tuning
  /// file says (so it is recorded in the header's overrides like any tuning value).
  public var reducesMotion = false
  /// `--reduce-transparency`: `sheet.glass` off over any tuning file (iOS's Reduce
  /// Transparency: opaque sheets).
  public var reducesTransparency = false
  /// `--text-size STEP`: the reader's Dynamic Type size the session starts at (not tuning:
  /// the recording's header holds it apart); `nil` means the default, large.
  public var textSize: ContentSizeCategory?
  /// `--seek FRAME`: open a replay in the window paused at this frame.
  public var seekFrame: Int?
  /// `--compare A B`: two devices side by side, each a preset name or a tuning file.
  public var compare: [String]?
  /// `--save-to DIR`: where Save writes a tuning that came from no file (a compare side
  /// given as a preset, a session without `--tuning`).
  public var saveFolder: String?
  public var showHelp = false
  /// `--hz N`: the simulation's steps per second (60, 90, 120); nil is 60, or a replay's
  /// recording's rate.
  public var rate: SimulationRate?
  /// `--input-delay MS` (with `--compare`): side B's input arrives MS milliseconds late,
  /// 0 to 100, rounded to whole frames of the rate.
  public var inputDelayMilliseconds: Int?
  /// `--timing`: a line on standard error for the first present and each present that
  /// carried input, with a `CLOCK_MONOTONIC` stamp (the benchmark's start-up and latency).
  public var logsTiming = false
  /// `--exit-after-first-frame`: end the session once its first frame is presented.
  public var exitsAfterFirstFrame = false
  /// `--allow-long` (formerly `--allow-long-idle`): replay a recording past the limits on
  /// work (more than an hour of frames after its last event, or more than
  /// ``RecordingRules/maximumFrames`` in all), refused by default: a typo or a hostile file
  /// would keep a replay busy for hours.
  public var allowsLongIdle = false
  /// `--force`: outputs that exist may be replaced (an input never is).
  public var force = false

  public init() {}

  public static let defaultSize = Size(width: 390, height: 844)
  public static let defaultSafeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

  /// The device's look in a live session: the preset and the appearance asked for.
  public var deviceStyle: DeviceStyle {
    DeviceStyle(device: device, appearance: appearance ?? .light)
  }

  /// The device's safe area in a live session: the preset's, else the default.
  public var safeArea: EdgeInsets { device?.safeArea ?? Self.defaultSafeArea }

  /// Save the frame drawn when the snapshot's `frame` reached `frame` to `path` (PNG).
  public struct SnapshotRequest: Equatable, Sendable {
    public var frame: Int
    public var path: String

    public init(frame: Int, path: String) {
      self.frame = frame
      self.path = path
    }
  }
}
