import SheetEngine
import SheetJSON
import SheetSession

/// Turns header, events and footer into the exact line text of the recording format.
///
/// Key order is fixed (header: format, version, window, scale, safeArea, font, textSize, tuning; events:
/// frame, t, kind, then the kind's fields) so equal recordings are byte-identical files and
/// diffs between recordings stay readable. Lines are compact JSON without a trailing newline.
enum RecordingEncoder {
  static func headerLine(_ header: RecordingHeader) -> String {
    let number = JSONText.number
    let string = JSONText.string
    let insets = header.safeArea
    let tuning =
      header.isComparison
      ? "\"variants\":["
        + header.variants.map { variant in
          "{\"label\":\(string(variant.label)),"
            + "\"tuning\":\(tuningObject(variant.tuningPreset, variant.tuningOverrides))"
            + (variant.scene.map { "," + sceneField($0) } ?? "") + "}"
        }.joined(separator: ",") + "]"
      : "\"tuning\":\(tuningObject(header.tuningPreset, header.tuningOverrides))"
    let scene = header.scene.map { sceneField($0) + "," } ?? ""
    return "{\"format\":\(string(RecordingHeader.formatName)),\"version\":\(header.version),"
      + "\"window\":[\(number(header.windowSize.width)),\(number(header.windowSize.height))],"
      + "\"scale\":\(number(header.scale)),"
      + "\"safeArea\":[\(number(insets.top)),\(number(insets.left)),"
      + "\(number(insets.bottom)),\(number(insets.right))],"
      + "\"font\":{\"name\":\(string(header.fontName)),\"hash\":\(string(header.fontHash))"
      + (header.fontBoldHash.map { ",\"boldHash\":\(string($0))" } ?? "")
      + (header.fontSemiboldHash.map { ",\"semiboldHash\":\(string($0))" } ?? "") + "},"
      + textSize(header) + scene + tuning + styleFields(header.style) + sessionSettings(header)
      + "}"
  }

  /// `"scene":{"path":...,"hash":...}`: the header's scene, or a compare side's own.
  private static func sceneField(_ scene: RecordedScene) -> String {
    "\"scene\":{\"path\":\(JSONText.string(scene.path)),\"hash\":\(JSONText.string(scene.hash))}"
  }

  /// `"textSize":"AX5",` for a session started at another text size than the default; none
  /// at the default, so recordings made before Dynamic Type are written as they were.
  private static func textSize(_ header: RecordingHeader) -> String {
    header.textSize == .standard ? "" : "\"textSize\":\(JSONText.string(header.textSize.rawValue)),"
  }

  /// `"device"` and `"appearance"`, each only when it is not the default (no device,
  /// light), so a recording without them is byte for byte what it was before they existed.
  private static func styleFields(_ style: DeviceStyle) -> String {
    (style.device.map { ",\"device\":\(JSONText.string($0.name))" } ?? "")
      + (style.appearance == .light
        ? "" : ",\"appearance\":\(JSONText.string(style.appearance.rawValue))")
  }

  /// `,"hz":120` and `,"inputDelay":{...}` when they are not the defaults, so a 60 Hz
  /// recording without a delay is byte for byte what it was before either existed.
  private static func sessionSettings(_ header: RecordingHeader) -> String {
    var text = ""
    if header.rate != .standard { text += ",\"hz\":\(header.rate.framesPerSecond)" }
    if header.inputDelay.isActive {
      text +=
        ",\"inputDelay\":{\"ms\":\(header.inputDelay.milliseconds),"
        + "\"variant\":\(header.inputDelay.variant)}"
    }
    return text
  }

  /// `{"preset":...,"overrides":{...}}` with the keys sorted by code point.
  private static func tuningObject(_ preset: String, _ overrides: [String: Double]) -> String {
    let members = overrides.keys
      .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      .map { "\(JSONText.string($0)):\(JSONText.number(overrides[$0] ?? 0))" }
      .joined(separator: ",")
    return "{\"preset\":\(JSONText.string(preset)),\"overrides\":{\(members)}}"
  }

  static func eventLine(_ recorded: RecordedEvent) -> String {
    let number = JSONText.number
    let event = recorded.event
    var line = "{\"frame\":\(recorded.frame),\"t\":\(number(event.timestamp)),"
    line += "\"kind\":\"\(RecordedKind(event).rawValue)\""
    switch event {
    case .tuning(let change, _, let variant):
      if let variant { line += ",\"variant\":\(variant)" }
      switch change {
      case .set(let key, let value):
        line += ",\"key\":\(JSONText.string(key)),\"value\":\(number(value))"
      case .preset(let name):
        line += ",\"preset\":\(JSONText.string(name))"
      }
    case .inputDelay(let delay, _):
      line += ",\"ms\":\(delay.milliseconds),\"variant\":\(delay.variant)"
    case .scene(let reload, _, let variant):
      if let variant { line += ",\"variant\":\(variant)" }
      line += SceneReloadRules.fields(reload)
    case .input(let input):
      line += fields(of: input.kind)
      if input.source == .touch { line += ",\"source\":\"touch\"" }
    }
    return line + "}"
  }

  /// The fields after `kind` of an input event line, each starting with a comma.
  private static func fields(of kind: InputEvent.Kind) -> String {
    let number = JSONText.number
    var line = ""
    switch kind {
    case .pointerDown(let button, let location), .pointerUp(let button, let location):
      line += ",\"button\":\"\(button.rawValue)\",\"x\":\(number(location.x))"
      line += ",\"y\":\(number(location.y))"
    case .pointerMove(let location):
      line += ",\"x\":\(number(location.x)),\"y\":\(number(location.y))"
    case .wheel(let dx, let dy, let location):
      line += ",\"dx\":\(number(dx)),\"dy\":\(number(dy))"
      line += ",\"x\":\(number(location.x)),\"y\":\(number(location.y))"
    case .keyDown(let key), .keyUp(let key):
      line += ",\"key\":\(JSONText.string(key.name))"
      let names = modifierNames(key.modifiers)
      if !names.isEmpty {
        line += ",\"mods\":[" + names.map { "\"\($0)\"" }.joined(separator: ",") + "]"
      }
    case .textInput(let text):
      line += ",\"text\":\(JSONText.string(text))"
    case .resize(let size):
      line += ",\"w\":\(number(size.width)),\"h\":\(number(size.height))"
    case .focusLost:
      break
    }
    return line
  }

  /// The end line; version 2 files carry the final state in it (the implicit `end`
  /// checkpoint) when it is known.
  static func footerLine(frameCount: Int, state: SessionState? = nil) -> String {
    guard let state else { return "{\"end\":true,\"frames\":\(frameCount)}" }
    return "{\"end\":true,\"frames\":\(frameCount),\"state\":"
      + StateSnapshotJSON.encodeLine(state) + "}"
  }

  static func checkpointLine(_ checkpoint: RecordingCheckpoint) -> String {
    "{\"frame\":\(checkpoint.frame),\"kind\":\"checkpoint\","
      + "\"name\":\(JSONText.string(checkpoint.name)),"
      + (checkpoint.image.map { "\"image\":\(JSONText.string($0))," } ?? "")
      + "\"state\":\(StateSnapshotJSON.encodeLine(checkpoint.state))}"
  }

  /// A digests line for the states after frames `firstFrame`, `firstFrame + 1`, ...
  static func digestsLine(firstFrame: Int, _ digests: some Collection<UInt32>) -> String {
    "{\"kind\":\"digests\",\"from\":\(firstFrame),\"hashes\":\"\(DigestRuns.encode(digests))\"}"
  }

  /// A release's metrics line (version 3).
  static func releaseLine(_ release: ReleaseMetrics) -> String {
    let number = JSONText.number
    return "{\"kind\":\"release\",\"frame\":\(release.frame),"
      + "\"element\":\(JSONText.string(release.element)),"
      + "\"velocity\":\(number(release.velocity)),"
      + "\"decision\":\(JSONText.string(release.decision)),"
      + "\"travel\":\(number(release.travel)),\"overshoot\":\(number(release.overshoot)),"
      + "\"settles\":\(number(release.settleSeconds)),"
      + "\"velocityJump\":\(number(release.velocityJump))}"
  }

  /// The modifier names in the file, in this fixed order.
  static let modifiers: [(name: String, value: KeyModifiers)] = [
    ("shift", .shift), ("control", .control), ("alt", .alt),
  ]

  private static func modifierNames(_ set: KeyModifiers) -> [String] {
    modifiers.filter { set.contains($0.value) }.map(\.name)
  }
}
