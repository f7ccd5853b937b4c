import SheetEngine
import SheetJSON
import SheetSession
import SheetTuning

/// Turns the parsed JSON of one recording line into a header, an event or the footer,
/// checking types and field names; value limits and ordering are `RecordingRules` and
/// `EventOrderChecker`'s business.
enum RecordingDecoder {
  /// What a line after the first holds.
  enum Line {
    case event(RecordedEvent)
    case checkpoint(RecordingCheckpoint)
    /// The digests of the states after frames `firstFrame`, `firstFrame + 1`, ...
    case digests(firstFrame: Int, [UInt32])
    case end(frameCount: Int, state: SessionState?)
    /// One release's motion metrics (version 3).
    case release(ReleaseMetrics)
  }

  static func header(_ value: JSONValue) throws(FieldError) -> RecordingHeader {
    var fields = try JSONFields(value, name: nil)
    let version = try formatVersion(&fields)
    let window = try fields.numbers("window", count: 2, shape: "[width, height]")
    let scale = try fields.number("scale")
    let insets = try fields.numbers("safeArea", count: 4, shape: "[top, left, bottom, right]")
    var font = try fields.object("font")
    let fontName = try font.string("name")
    let fontHash = try font.string("hash")
    let fontBoldHash = font.contains("boldHash") ? try font.string("boldHash") : nil
    let fontSemiboldHash =
      font.contains("semiboldHash") ? try font.string("semiboldHash") : nil
    try font.rejectUnknownFields()
    let textSize = try self.textSize(&fields)
    let scene = try self.scene(&fields)
    // A compare recording names every side's tuning instead of one.
    var variants: [RecordingVariant] = []
    let tuning: (preset: String, overrides: [String: Double])
    if fields.contains("variants") {
      variants = try self.variants(&fields, version: version)
      tuning = (variants.first?.tuningPreset ?? "", variants.first?.tuningOverrides ?? [:])
    } else {
      var tuningObject = try fields.object("tuning")
      tuning = try tuningFields(&tuningObject)
    }
    let style = try deviceStyle(&fields)
    let settings = try sessionSettings(&fields, variantCount: variants.count)
    try fields.rejectUnknownFields()
    var header = RecordingHeader(
      version: version, windowSize: Size(width: window[0], height: window[1]), scale: scale,
      safeArea: EdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]),
      fontName: fontName, fontHash: fontHash, tuningPreset: tuning.preset,
      tuningOverrides: tuning.overrides)
    header.variants = variants
    header.fontBoldHash = fontBoldHash
    header.fontSemiboldHash = fontSemiboldHash
    header.style = style
    header.rate = settings.rate
    header.inputDelay = settings.inputDelay
    header.textSize = textSize
    header.scene = scene
    try RecordingRules.validate(header)
    return header
  }

  /// The Dynamic Type size the session started at (`"textSize"`); the default when absent.
  private static func textSize(
    _ fields: inout JSONFields
  ) throws(FieldError) -> ContentSizeCategory {
    guard fields.contains("textSize") else { return .standard }
    let name = try fields.string("textSize")
    guard let category = ContentSizeCategory(rawValue: name) else {
      throw FieldError(
        reason: "\"textSize\" is \(JSONText.string(String(name.prefix(60)))), expected one of "
          + ContentSizeCategory.names.joined(separator: ", "))
    }
    return category
  }

  /// The format's name and version, checked before any other field: a newer file may differ
  /// in all of them.
  private static func formatVersion(_ fields: inout JSONFields) throws(FieldError) -> Int {
    guard fields.contains("format") else {
      throw FieldError(
        reason: "header missing: the first line must be the recording header with \"format\": "
          + "\"\(RecordingHeader.formatName)\"")
    }
    let format = try fields.string("format")
    guard format == RecordingHeader.formatName else {
      throw FieldError(
        reason: "not a recording: \"format\" is \(JSONText.string(String(format.prefix(60)))), "
          + "expected \"\(RecordingHeader.formatName)\"")
    }
    let version = try fields.integer("version")
    guard RecordingHeader.readableVersions.contains(version) else {
      throw FieldError(
        reason: "unsupported version \(version), \(RecordingHeader.readableVersionsText)")
    }
    return version
  }

  /// A compare header's sides, each a label and a tuning.
  private static func variants(
    _ fields: inout JSONFields, version: Int
  ) throws(FieldError) -> [RecordingVariant] {
    guard version >= 2 else {
      throw FieldError(
        reason: "a version \(version) recording holds no \"variants\" (compare recordings "
          + "came in version 2)")
    }
    guard !fields.contains("tuning") else {
      throw FieldError(
        reason: "a compare header has \"variants\" instead of \"tuning\", not both")
    }
    var variants: [RecordingVariant] = []
    for (index, element) in try fields.array("variants").enumerated() {
      var side = try JSONFields(element, name: "variants[\(index)]")
      let label = try side.string("label")
      var sideTuning = try side.object("tuning")
      let parsed = try tuningFields(&sideTuning)
      let scene = try self.scene(&side)
      try side.rejectUnknownFields()
      var variant = RecordingVariant(
        label: label, tuningPreset: parsed.preset, tuningOverrides: parsed.overrides)
      variant.scene = scene
      variants.append(variant)
    }
    return variants
  }

  /// `"scene": {"path": ..., "hash": ...}`, the header's or a side's, when given.
  private static func scene(_ fields: inout JSONFields) throws(FieldError) -> RecordedScene? {
    guard fields.contains("scene") else { return nil }
    var object = try fields.object("scene")
    let scene = RecordedScene(path: try object.string("path"), hash: try object.string("hash"))
    try object.rejectUnknownFields()
    return scene
  }

  /// A `tuning` object: its preset and overrides.
  private static func tuningFields(
    _ tuning: inout JSONFields
  ) throws(FieldError) -> (preset: String, overrides: [String: Double]) {
    let preset = try tuning.string("preset")
    var overridesFields = try tuning.object("overrides")
    var overrides: [String: Double] = [:]
    for key in overridesFields.keys {
      overrides[key] = try overridesFields.number(key)
    }
    try overridesFields.rejectUnknownFields()
    try tuning.rejectUnknownFields()
    return (preset, overrides)
  }

  /// A line after the header of a file of `version`: expected states and digests are only
  /// read from version 2 on.
  static func line(_ value: JSONValue, version: Int) throws(FieldError) -> Line {
    var fields = try JSONFields(value, name: nil)
    if fields.contains("format") {
      throw FieldError(reason: "a header must be the first line and appear only once")
    }
    if fields.contains("end") {
      guard try fields.bool("end") else { throw FieldError(reason: "field \"end\" must be true") }
      let frames = try fields.integer("frames")
      var state: SessionState?
      if version >= 2, let value = fields.optional("state") {
        state = try snapshot(value, in: "the end state")
      }
      try fields.rejectUnknownFields()
      return .end(frameCount: frames, state: state)
    }
    if fields.optional("kind") == .string("release") {
      guard version >= 3 else {
        throw FieldError(
          reason: "a version \(version) recording holds no release metrics (they came in "
            + "version 3)")
      }
      return .release(try release(&fields))
    }
    fields = try JSONFields(value, name: nil)
    if let kind = fields.optional("kind"),
      kind == .string("checkpoint") || kind == .string("digests")
    {
      guard version >= 2 else {
        throw FieldError(
          reason: "a version \(version) recording holds no checkpoints or digests (they came "
            + "in version 2)")
      }
      if kind == .string("checkpoint") {
        return .checkpoint(try checkpoint(&fields, version: version))
      }
      let first = try fields.integer("from")
      try RecordingRules.validateFrame(first, field: "from")
      let text = try fields.string("hashes")
      try fields.rejectUnknownFields()
      let digests = try DigestRuns.decode(text, limit: RecordingRules.maximumFrame - first + 1)
      return .digests(firstFrame: first, digests)
    }
    // Reading "kind" above marked it read; events read it again.
    fields = try JSONFields(value, name: nil)
    return .event(try event(&fields))
  }

  private static func checkpoint(
    _ fields: inout JSONFields, version: Int
  ) throws(FieldError) -> RecordingCheckpoint {
    let frame = try fields.integer("frame")
    try RecordingRules.validateFrame(frame, field: "frame")
    let name = try fields.string("name")
    guard !name.isEmpty, name.utf8.count <= 100 else {
      throw FieldError(reason: "field \"name\" must be 1 to 100 bytes")
    }
    guard name != RecordingCheckpoint.endName else {
      throw FieldError(
        reason: "checkpoint name \"end\" is reserved for the end line's state")
    }
    let image = try checkpointImage(&fields, version: version)
    let state = try snapshot(try fields.value("state"), in: "checkpoint \(JSONText.string(name))")
    try fields.rejectUnknownFields()
    guard state.frame == frame else {
      throw FieldError(
        reason: "checkpoint \(JSONText.string(name)) is at frame \(frame) but its state's "
          + "\"frame\" is \(state.frame)")
    }
    return RecordingCheckpoint(frame: frame, name: name, state: state, image: image)
  }

  private static func snapshot(
    _ value: JSONValue, in place: String
  ) throws(FieldError) -> SessionState {
    do throws(FieldError) {
      return try StateSnapshotDecoder.session(value)
    } catch {
      throw FieldError(reason: "\(place): \(error.reason)")
    }
  }

  private static func event(_ fields: inout JSONFields) throws(FieldError) -> RecordedEvent {
    let frame = try fields.integer("frame")
    let timestamp = try fields.number("t")
    let kindName = try fields.string("kind")
    guard let kind = RecordedKind(rawValue: kindName) else {
      throw FieldError(
        reason: "unknown event kind \(JSONText.string(String(kindName.prefix(60)))) (expected "
          + RecordedKind.allCases.map(\.rawValue).joined(separator: ", ") + ")")
    }
    let eventKind: InputEvent.Kind
    switch kind {
    case .down:
      eventKind = .pointerDown(button: try button(&fields), location: try point(&fields))
    case .up:
      eventKind = .pointerUp(button: try button(&fields), location: try point(&fields))
    case .move:
      eventKind = .pointerMove(location: try point(&fields))
    case .wheel:
      let dx = try fields.number("dx")
      let dy = try fields.number("dy")
      eventKind = .wheel(dx: dx, dy: dy, location: try point(&fields))
    case .keyDown:
      eventKind = .keyDown(try key(&fields))
    case .keyUp:
      eventKind = .keyUp(try key(&fields))
    case .text:
      eventKind = .textInput(try fields.string("text"))
    case .resize:
      let width = try fields.number("w")
      let height = try fields.number("h")
      eventKind = .resize(Size(width: width, height: height))
    case .focusLost:
      eventKind = .focusLost
    case .scene:
      let variant = try optionalVariant(&fields)
      let reload = try SceneReloadRules.decode(&fields)
      return RecordedEvent(
        frame: frame, event: .scene(reload, timestamp: timestamp, variant: variant))
    case .tuning:
      return RecordedEvent(frame: frame, event: try tuning(&fields, timestamp: timestamp))
    case .inputDelay:
      let delay = InputDelay(
        milliseconds: try fields.integer("ms"), variant: try fields.integer("variant"))
      try fields.rejectUnknownFields()
      return RecordedEvent(frame: frame, event: .inputDelay(delay, timestamp: timestamp))
    }
    let source = try pointerSource(&fields, kind: kind)
    try fields.rejectUnknownFields()
    return RecordedEvent(
      frame: frame, input: InputEvent(timestamp: timestamp, kind: eventKind, source: source))
  }

  /// A tuning line: a preset switch or one key's value, for every side or the one its
  /// `"variant"` names.
  private static func tuning(
    _ fields: inout JSONFields, timestamp: Double
  ) throws(FieldError) -> SessionEvent {
    let change: TuningChange =
      fields.contains("preset")
      ? .preset(try fields.string("preset"))
      : .set(key: try fields.string("key"), value: try fields.number("value"))
    let variant = try optionalVariant(&fields)
    try fields.rejectUnknownFields()
    return .tuning(change, timestamp: timestamp, variant: variant)
  }

  /// A tuning change's or scene reload's optional `"variant"`: the compare side it is for.
  private static func optionalVariant(_ fields: inout JSONFields) throws(FieldError) -> Int? {
    guard fields.contains("variant") else { return nil }
    let index = try fields.integer("variant")
    guard index >= 0 else {
      throw FieldError(reason: "field \"variant\" must not be negative (got \(index))")
    }
    return index
  }

  /// A pointer event's optional `"source"`: `"touch"` for a finger on a touch screen,
  /// `"mouse"` (what its absence means, as in every recording made before touch).
  private static func pointerSource(
    _ fields: inout JSONFields, kind: RecordedKind
  ) throws(FieldError) -> InputEvent.Source {
    guard fields.contains("source") else { return .mouse }
    let name = try fields.string("source")
    guard [.down, .up, .move].contains(kind), let source = InputEvent.Source(rawValue: name) else {
      throw FieldError(
        reason: "field \"source\" \(JSONText.string(String(name.prefix(60)))): expected "
          + "\"mouse\" or \"touch\" on a down, move or up event")
    }
    return source
  }

  /// The header's optional `"device"` (a preset name) and `"appearance"` (`light`, `dark`).
  private static func deviceStyle(_ fields: inout JSONFields) throws(FieldError) -> DeviceStyle {
    var style = DeviceStyle.standard
    if fields.contains("device") {
      let name = try fields.string("device")
      guard let device = DevicePreset.named(name) else {
        throw FieldError(
          reason: "unknown device \(JSONText.string(String(name.prefix(60)))) (expected "
            + DevicePreset.names + ")")
      }
      style.device = device
    }
    if fields.contains("appearance") {
      let name = try fields.string("appearance")
      guard let appearance = Appearance(rawValue: name) else {
        throw FieldError(
          reason: "unknown appearance \(JSONText.string(String(name.prefix(60)))) (expected "
            + "light or dark)")
      }
      style.appearance = appearance
    }
    return style
  }

  private static func button(_ fields: inout JSONFields) throws(FieldError) -> PointerButton {
    let name = try fields.string("button")
    guard let button = PointerButton(rawValue: name) else {
      throw FieldError(
        reason: "unknown button \(JSONText.string(String(name.prefix(60)))) (expected "
          + PointerButton.allCases.map(\.rawValue).joined(separator: ", ") + ")")
    }
    return button
  }

  private static func point(_ fields: inout JSONFields) throws(FieldError) -> Point {
    let x = try fields.number("x")
    let y = try fields.number("y")
    return Point(x: x, y: y)
  }

  private static func key(_ fields: inout JSONFields) throws(FieldError) -> Key {
    let name = try fields.string("key")
    var modifiers: KeyModifiers = []
    if let list = fields.optional("mods") {
      guard case .array(let elements) = list else {
        throw FieldError(reason: "field \"mods\" must be an array of modifier names")
      }
      for element in elements {
        let known = RecordingEncoder.modifiers.first { .string($0.name) == element }
        guard let known else {
          throw FieldError(
            reason: "field \"mods\" may only hold \"shift\", \"control\" and \"alt\"")
        }
        guard !modifiers.contains(known.value) else {
          throw FieldError(reason: "field \"mods\" names \"\(known.name)\" twice")
        }
        modifiers.insert(known.value)
      }
    }
    return Key(name, modifiers: modifiers)
  }
}
