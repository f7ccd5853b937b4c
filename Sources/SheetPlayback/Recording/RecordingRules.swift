import SheetEngine
import SheetJSON
import SheetSession
import SheetTuning

/// The limits a recording must respect, checked identically when reading and when writing,
/// so the writer can never produce a file the reader refuses.
///
/// Messages name fields by their spelling in the file ("x", "window", "font.hash").
public enum RecordingRules {
  /// Files above this are refused before reading: recordings are ~100 bytes per event, so
  /// this is hours of input, and anything larger is almost surely the wrong file.
  static let maximumFileBytes = 64 << 20
  /// The longest line: 16 MiB. What a session applies must fit, so the bound follows from
  /// the largest payloads: a scene reload holds its file's text (at most 1 MiB,
  /// `SceneParser.maximumBytes`; at most 6 MiB once escaped), and a checkpoint holds the
  /// state with every text field's text, which pasted text makes as long as a person pastes.
  /// An event that would still not fit is not applied by the live session.
  static let maximumLineBytes = 16 << 20
  /// The line limit as messages say it.
  static let maximumLineText = "16 MiB"
  /// Largest window side, in points, that SDL and the software renderer handle sanely.
  static let maximumWindowSide = 16384.0
  /// Smallest window side, in points, that still draws: below it a canvas of a pixel or less
  /// cannot be made, and the sheets' margins leave no room. The live session never records
  /// a smaller window (it clamps resizes to this).
  public static let minimumWindowSide = 50.0
  /// Frames an end line may claim after the last event without `--allow-long-idle`: an hour at
  /// 60 Hz, seconds of headless replay. The format allows `Int32.max` (a year), which a typo or
  /// a hostile file would turn into hours of busy replay.
  public static let maximumIdleFrames = 216_000
  static let maximumScale = 8.0
  /// Positions and wheel deltas may leave the window (drags do) but stay within this.
  static let maximumCoordinate = 1e6
  /// Frames fit in Int32 (over a year at 60 Hz), so a typo cannot start an endless replay.
  static let maximumFrame = Int(Int32.max)

  static func validate(_ header: RecordingHeader) throws(FieldError) {
    guard RecordingHeader.readableVersions.contains(header.version) else {
      throw FieldError(
        reason: "unsupported version \(header.version), \(RecordingHeader.readableVersionsText)")
    }
    for side in [header.windowSize.width, header.windowSize.height] {
      guard side >= minimumWindowSide, side <= maximumWindowSide else {
        throw FieldError(
          reason: "field \"window\" must be \(Int(minimumWindowSide)) to "
            + "\(Int(maximumWindowSide)) points (got \(JSONText.number(side)))")
      }
    }
    guard header.scale > 0, header.scale <= maximumScale else {
      throw FieldError(
        reason: "field \"scale\" must be in (0, \(Int(maximumScale))] "
          + "(got \(JSONText.number(header.scale)))")
    }
    let insets = header.safeArea
    for inset in [insets.top, insets.left, insets.bottom, insets.right] {
      guard inset >= 0, inset <= maximumWindowSide else {
        throw FieldError(
          reason: "field \"safeArea\" must hold insets from 0 to \(Int(maximumWindowSide)) "
            + "(got \(JSONText.number(inset)))")
      }
    }
    guard !header.fontName.isEmpty else {
      throw FieldError(reason: "field \"font.name\" must not be empty")
    }
    if let scene = header.scene { try validate(scene) }
    guard isFontHash(header.fontHash) else {
      throw FieldError(reason: "field \"font.hash\" must be 16 hex digits")
    }
    if let bold = header.fontBoldHash, !isFontHash(bold) {
      throw FieldError(reason: "field \"font.boldHash\" must be 16 hex digits")
    }
    if let semibold = header.fontSemiboldHash, !isFontHash(semibold) {
      throw FieldError(reason: "field \"font.semiboldHash\" must be 16 hex digits")
    }
    guard !header.tuningPreset.isEmpty else {
      throw FieldError(reason: "field \"tuning.preset\" must not be empty")
    }
    for (name, value) in header.tuningOverrides {
      guard !name.isEmpty else {
        throw FieldError(reason: "field \"tuning.overrides\" has an empty parameter name")
      }
      guard value.isFinite else {
        throw FieldError(reason: "field \"tuning.overrides.\(name)\" must be a finite number")
      }
    }
    do throws(TuningError) {
      _ = try Tuning(preset: header.tuningPreset, overrides: header.tuningOverrides)
    } catch {
      throw FieldError(reason: "field \"tuning\": \(error.description)")
    }
    try validateVariants(of: header)
    try validatePixels(
      header.windowSize, scale: header.scale, sides: max(header.variants.count, 1),
      field: "window")
  }

  /// A recorded tuning change must name a real parameter with a valid value, or a preset.
  /// A header's scene: a path without control characters and a hash like the font's.
  private static func validate(_ scene: RecordedScene) throws(FieldError) {
    guard isFontHash(scene.hash) else {
      throw FieldError(reason: "field \"scene.hash\" must be 16 hex digits")
    }
    guard !scene.path.isEmpty, !scene.path.unicodeScalars.contains(where: { $0.value < 0x20 })
    else { throw FieldError(reason: "field \"scene.path\" must be a file's path") }
  }

  /// Whether `hash` is a font hash: 16 hexadecimal digits.
  private static func isFontHash(_ hash: String) -> Bool {
    let isHex = hash.utf8.allSatisfy { byte in
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
    return hash.utf8.count == 16 && isHex
  }

  static func validate(_ change: TuningChange) throws(FieldError) {
    switch change {
    case .set(let key, let value):
      guard let parameter = Tuning.parameter(forKey: key) else {
        throw FieldError(reason: "unknown tuning key \(JSONText.string(String(key.prefix(60))))")
      }
      do throws(TuningError) {
        try parameter.validate(value)
      } catch {
        throw FieldError(reason: "tuning: \(error.description)")
      }
    case .preset(let name):
      guard Tuning.preset(named: name) != nil else {
        throw FieldError(
          reason: "unknown tuning preset \(JSONText.string(String(name.prefix(60))))")
      }
    }
  }

  static func validate(_ event: SessionEvent) throws(FieldError) {
    guard event.timestamp.isFinite, event.timestamp >= 0 else {
      throw FieldError(
        reason: "field \"t\" must be a finite, non-negative number of milliseconds "
          + "(got \(JSONText.number(event.timestamp)))")
    }
    switch event {
    case .tuning(let change, _, _): try validate(change)
    case .input(let input): try validate(input.kind)
    case .inputDelay(let delay, _): try validate(delay)
    case .scene(let reload, _, _): try SceneReloadRules.validate(reload)
    }
  }

  /// An input delay event's milliseconds, as `--input-delay` and the header allow them.
  private static func validate(_ delay: InputDelay) throws(FieldError) {
    guard (0...InputDelay.maximumMilliseconds).contains(delay.milliseconds) else {
      throw FieldError(
        reason: "field \"ms\" must be 0 to \(InputDelay.maximumMilliseconds) (got "
          + "\(delay.milliseconds))")
    }
    guard delay.variant >= 0 else {
      throw FieldError(reason: "field \"variant\" must not be negative (got \(delay.variant))")
    }
  }

  private static func validate(_ kind: InputEvent.Kind) throws(FieldError) {
    switch kind {
    case .pointerDown(_, let location), .pointerUp(_, let location), .pointerMove(let location):
      try coordinate(location.x, "x")
      try coordinate(location.y, "y")
    case .wheel(let dx, let dy, let location):
      try coordinate(dx, "dx")
      try coordinate(dy, "dy")
      try coordinate(location.x, "x")
      try coordinate(location.y, "y")
    case .keyDown(let key), .keyUp(let key):
      guard !key.name.isEmpty else { throw FieldError(reason: "field \"key\" must not be empty") }
      // Bits beyond shift, control and alt have no name in the file and would be lost.
      guard key.modifiers.isSubset(of: [.shift, .control, .alt]) else {
        throw FieldError(reason: "field \"mods\" has modifiers without a name in the format")
      }
    case .textInput(let text):
      try validateText(text)
    case .resize(let size):
      try windowSide(size.width, "w")
      try windowSide(size.height, "h")
    case .focusLost:
      break
    }
  }

  /// The most text one event may carry: a paste of a few pages. SDL sends typing in pieces
  /// of at most 31 bytes; only a paste is longer.
  public static let maximumTextBytes = 16_384

  /// Text input is what a keyboard or a paste could produce: not empty, at most
  /// ``maximumTextBytes`` of UTF-8, no control character but a line break or a tab (the
  /// keys that edit, Backspace and the arrows, are key events, never text).
  private static func validateText(_ text: String) throws(FieldError) {
    guard !text.isEmpty else { throw FieldError(reason: "field \"text\" must not be empty") }
    guard text.utf8.count <= maximumTextBytes else {
      throw FieldError(
        reason: "field \"text\" holds \(text.utf8.count) bytes, at most \(maximumTextBytes)")
    }
    if let control = text.unicodeScalars.first(where: { !isTypable($0) }) {
      throw FieldError(
        reason: "field \"text\" holds the control character U+"
          + String(control.value, radix: 16, uppercase: true).leftPadded(to: 4)
          + " (only line breaks and tabs may be typed)")
    }
  }

  /// Whether text input may hold `scalar`: anything but a control character, except the
  /// line break and the tab.
  public static func isTypable(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\t"
      || !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
  }

  /// A frame number for an event or the footer's frame count.
  static func validateFrame(_ frame: Int, field: String) throws(FieldError) {
    guard frame >= 0 else {
      throw FieldError(reason: "field \"\(field)\" must not be negative (got \(frame))")
    }
    guard frame <= maximumFrame else {
      throw FieldError(
        reason: "field \"\(field)\" is out of range (got \(frame), at most \(maximumFrame))")
    }
  }

  private static func coordinate(_ value: Double, _ field: String) throws(FieldError) {
    guard value.isFinite, abs(value) <= maximumCoordinate else {
      throw FieldError(
        reason: "field \"\(field)\" is out of range (got \(JSONText.number(value)), "
          + "at most 1000000 in magnitude)")
    }
  }

  private static func windowSide(_ value: Double, _ field: String) throws(FieldError) {
    guard value >= minimumWindowSide, value <= maximumWindowSide else {
      throw FieldError(
        reason: "field \"\(field)\" must be \(Int(minimumWindowSide)) to "
          + "\(Int(maximumWindowSide)) points, a window that can be drawn "
          + "(got \(JSONText.number(value)))")
    }
  }
}

extension String {
  /// The string with zeros before it up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(width - count, 0)) + self
  }
}
