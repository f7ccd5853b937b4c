/// The device a motion is measured on: the export states every position error in points over
/// a full-height sheet's travel on it, as the issue asks ("a full-height sheet on the
/// session's device").
public struct ExportDevice: Hashable, Sendable {
  /// Points.
  public var width: Double
  public var height: Double
  /// The top safe-area inset, points: a full-height sheet stops below it.
  public var topInset: Double

  public init(width: Double, height: Double, topInset: Double) {
    self.width = width
    self.height = height
    self.topInset = topInset
  }

  /// How far a full-height sheet travels when it is presented or dismissed: the height below
  /// the top inset (the large detent).
  public var sheetTravel: Double { height - topInset }
}
