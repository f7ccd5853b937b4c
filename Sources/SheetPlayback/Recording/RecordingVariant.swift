/// One side of a compare recording (`--compare A B`): the label the window showed for it and
/// the tuning it ran with. The header lists every side; the input is recorded once and every
/// side replays it.
public struct RecordingVariant: Hashable, Sendable {
  public var label: String
  /// The built-in preset the side started from and the values changed from it.
  public var tuningPreset: String
  public var tuningOverrides: [String: Double]
  /// The side's own scene (`--scene-b`), when it differs from the header's `"scene"`, which
  /// the other sides show: `"scene": {"path": ..., "hash": ...}` in the side's object.
  public var scene: RecordedScene?

  public init(label: String, tuningPreset: String, tuningOverrides: [String: Double] = [:]) {
    self.label = label
    self.tuningPreset = tuningPreset
    self.tuningOverrides = tuningOverrides
  }

  /// How many sides a compare recording may have.
  public static let allowedCount = 2...4
  /// The longest label the format takes, in bytes (a longer file name is cut).
  public static let maximumLabelLength = 100
}
