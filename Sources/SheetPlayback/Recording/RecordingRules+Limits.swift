import SheetEngine
import SheetJSON
import SheetSession

/// Bounds on the work a valid recording can ask for, so a typo or a hostile file cannot keep
/// a replay busy for a day or ask for gigabytes of pixels.
extension RecordingRules {
  /// Frames a recording may run in all without `--allow-long`: four hours at 60 Hz, a few
  /// minutes of headless replay. (The format allows `Int32.max`, over a year.)
  public static let maximumFrames = 864_000
  /// Pixels a device may need: what a 4096-point square at 3x needs (151 million pixels,
  /// 604 MB as ARGB). A 16384-point square at scale 1 would ask for 1 GB per buffer.
  public static let maximumPixels = 4096 * 3 * 4096 * 3

  /// Refuses a device of `size` points at `scale` (times `sides` devices side by side) whose
  /// pixels exceed ``maximumPixels``.
  static func validatePixels(
    _ size: Size, scale: Double, sides: Int = 1, field: String
  ) throws(FieldError) {
    let pixels =
      (size.width * scale).rounded(.up) * (size.height * scale).rounded(.up) * Double(sides)
    guard pixels <= Double(maximumPixels) else {
      throw FieldError(
        reason: "field \"\(field)\" asks for \(Int(pixels)) pixels at scale "
          + "\(JSONText.number(scale)), more than the \(maximumPixels) a 4096-point square at "
          + "3x needs")
    }
  }

  /// Why rendering a device of `size` points at `scale` is refused (``maximumPixels``), or
  /// nil: for renderers whose scale is not the recording's (`--scale`).
  public static func pixelRefusal(_ size: Size, scale: Double) -> String? {
    do throws(FieldError) {
      try validatePixels(size, scale: scale, field: "window")
      return nil
    } catch {
      return error.reason
    }
  }

  /// A resize must fit ``maximumPixels`` at the header's scale.
  static func validateResize(_ event: SessionEvent, in header: RecordingHeader) throws(FieldError) {
    guard case .input(let input) = event, case .resize(let size) = input.kind else { return }
    try validatePixels(
      size, scale: header.scale, sides: max(header.variants.count, 1), field: "w")
  }

  /// A recording's total frame count must stay within ``maximumFrames`` unless long runs
  /// are allowed.
  static func validateLength(_ frames: Int, allowsLong: Bool) throws(FieldError) {
    guard frames > maximumFrames, !allowsLong else { return }
    throw FieldError(
      reason: "the recording runs \(frames) frames, more than \(maximumFrames) (four hours at "
        + "60 Hz); pass --allow-long to replay it")
  }
}
