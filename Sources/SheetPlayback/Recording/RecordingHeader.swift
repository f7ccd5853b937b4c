import SheetEngine
import SheetSession

/// The first line of a recording: everything a replay must reproduce before the first event,
/// so a replay on another machine either matches the live session or says why it cannot.
public struct RecordingHeader: Hashable, Sendable {
  /// The `"format"` value identifying a recording file.
  public static let formatName = "sheet-playground-recording"
  /// The version this build writes: 2 adds checkpoints, the end state and per-frame digests;
  /// 3 adds each release's motion metrics and checkpoints' frame images.
  public static let currentVersion = 3
  /// The versions this build reads; version 1 is version 2 without expected states, and
  /// version 2 is version 3 without release metrics and frame images.
  public static let readableVersions = 1...3
  /// "this build reads versions 1 to 3", for messages refusing another version.
  static var readableVersionsText: String {
    "this build reads versions \(readableVersions.lowerBound) to \(readableVersions.upperBound)"
  }

  public var version: Int
  /// The window's size in points when recording started (positive, at most 16384).
  public var windowSize: Size
  /// Pixels per point, in (0, 8].
  public var scale: Double
  public var safeArea: EdgeInsets
  /// The font's file name, e.g. "DejaVuSans.ttf".
  public var fontName: String
  /// A hash of the font file's content, 16 hex digits; text layout depends on the exact font.
  public var fontHash: String
  /// The same hash of the bold face's file (`"font": {"boldHash": ...}`), when the session
  /// had one: bold labels (the root's large title) are measured with it. Absent from
  /// recordings made before the bold face and from sessions whose font has no bold file
  /// (then bold is the regular file emboldened, which `fontHash` already covers).
  public var fontBoldHash: String?
  /// The same hash of the semibold face's file (`"font": {"semiboldHash": ...}`), when the
  /// session had one (Inter's): navigation titles are measured with it. Absent when the font
  /// has none (DejaVu Sans: semibold is then the regular face, which `fontHash` covers).
  public var fontSemiboldHash: String?
  /// The reader's text size (Dynamic Type) the session started at: not tuning but an
  /// environment setting, set before the first frame; a change during the session is the
  /// key that made it (`"textSize"`, written only when not the default "large").
  public var textSize = ContentSizeCategory.standard
  /// The built-in tuning preset the session started from, e.g. "seed".
  public var tuningPreset: String
  /// Values changed from the preset, by parameter name; written with keys sorted by code
  /// point so equal headers give byte-identical files.
  public var tuningOverrides: [String: Double]
  /// The sides of a compare recording, in window order (version 2 only); empty for a
  /// recording of one device. A compare header's file has `"variants"` instead of
  /// `"tuning"`, and ``tuningPreset`` and ``tuningOverrides`` then repeat the first side's.
  public var variants: [RecordingVariant] = []
  /// The device preset (`"device"`, its corners and home indicator drawn over every frame)
  /// and the appearance (`"appearance": "dark"`) the session was drawn with; both optional,
  /// absent in recordings made before them and in sessions without `--device` in light.
  /// The state does not depend on them; a replay draws with them.
  public var style = DeviceStyle.standard
  /// The simulation's steps per second (`"hz"`, 60, 90 or 120); absent from every recording
  /// made at 60 Hz, and so from all made before `--hz`.
  public var rate: SimulationRate = .standard
  /// A compare recording's input delay on one side (`"inputDelay": {"ms": 40, "variant":
  /// 1}`); absent when no side lagged.
  public var inputDelay: InputDelay = .none
  /// The scene file the session showed (`"scene": {"path": ..., "hash": ...}`), absent for
  /// the playground's own screens: its path relative to the recording's folder, and one
  /// hash of the scene and every image file it names, as ``fontHash`` is of the font.
  public var scene: RecordedScene?

  /// Whether this is a compare recording (every state in it then has one entry per side).
  public var isComparison: Bool { !variants.isEmpty }

  public init(
    version: Int = RecordingHeader.currentVersion, windowSize: Size, scale: Double,
    safeArea: EdgeInsets, fontName: String, fontHash: String, tuningPreset: String,
    tuningOverrides: [String: Double] = [:]
  ) {
    self.version = version
    self.windowSize = windowSize
    self.scale = scale
    self.safeArea = safeArea
    self.fontName = fontName
    self.fontHash = fontHash
    self.tuningPreset = tuningPreset
    self.tuningOverrides = tuningOverrides
  }

  /// The header of a compare recording of `variants` (at least one).
  public init(
    windowSize: Size, scale: Double, safeArea: EdgeInsets, fontName: String, fontHash: String,
    variants: [RecordingVariant]
  ) {
    self.init(
      windowSize: windowSize, scale: scale, safeArea: safeArea, fontName: fontName,
      fontHash: fontHash, tuningPreset: variants.first?.tuningPreset ?? "",
      tuningOverrides: variants.first?.tuningOverrides ?? [:])
    self.variants = variants
  }
}
