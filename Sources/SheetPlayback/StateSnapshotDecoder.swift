import SheetEngine
import SheetJSON
import SheetSession

/// Field-by-field decoding of snapshot JSON; unknown and missing fields are errors so a test
/// comparing snapshots cannot pass on a misspelt key.
enum StateSnapshotDecoder {
  static func snapshot(_ value: JSONValue) throws(FieldError) -> PlaygroundState {
    var fields = try JSONFields(value, name: nil)
    let frame = try fields.integer("frame")
    let navigationStack = try strings(&fields, "navigationStack")
    let presented = try presentedScreens(&fields)
    let dimAlpha = try fields.number("dimAlpha")
    let transition = try self.transition(&fields)
    let controls = try self.controls(&fields)
    let activationCount = try fields.integer("activationCount")
    var lastActivated: String?
    if try fields.value("lastActivated") != .null {
      lastActivated = try fields.string("lastActivated")
    }
    // Files written before the keyboard focus have no "focused": read as nothing focused.
    var focused: String?
    if let value = fields.optional("focused"), value != .null {
      focused = try fields.string("focused")
    }
    let textFields = try self.textFields(&fields)
    var keyboard: (inset: Double, hardware: Bool) = (0, false)
    if let value = fields.optional("keyboard") {
      var members = try JSONFields(value, name: "keyboard")
      keyboard = (try members.number("inset"), try members.bool("hardware"))
      try members.rejectUnknownFields()
    }
    // Files written before Dynamic Type, and states at the default size, have none.
    var textSize = ContentSizeCategory.standard.rawValue
    if fields.optional("textSize") != nil {
      textSize = try fields.string("textSize")
      guard ContentSizeCategory(rawValue: textSize) != nil else {
        throw FieldError(reason: "field \"textSize\" is not one of \(ContentSizeCategory.names)")
      }
    }
    let (rate, paused) = try simulation(&fields)
    let (preset, overrides) = try tuning(&fields)
    try fields.rejectUnknownFields()
    guard frame >= 0 else { throw FieldError(reason: "field \"frame\" must not be negative") }
    guard activationCount >= 0 else {
      throw FieldError(reason: "field \"activationCount\" must not be negative")
    }
    var engine = StateSnapshot(
      frame: frame, navigationStack: navigationStack, presented: presented, dimAlpha: dimAlpha,
      transition: transition, controls: controls, activationCount: activationCount,
      lastActivated: lastActivated, simulationRate: rate, isPaused: paused, focused: focused)
    engine.textFields = textFields
    engine.keyboardInset = keyboard.inset
    engine.hardwareKeyboard = keyboard.hardware
    engine.textSize = textSize
    return PlaygroundState(engine: engine, tuningPreset: preset, tuningOverrides: overrides)
  }

  private static func presentedScreens(
    _ fields: inout JSONFields
  ) throws(FieldError) -> [StateSnapshot.PresentedScreen] {
    var presented: [StateSnapshot.PresentedScreen] = []
    for (index, element) in try fields.array("presented").enumerated() {
      var screen = try JSONFields(element, name: "presented[\(index)]")
      var contentOffset: Double?
      if try screen.value("contentOffset") != .null {
        contentOffset = try screen.number("contentOffset")
      }
      // Files written before sheets had detents have no "detent": read as none.
      var detent: String?
      if let value = screen.optional("detent"), value != .null {
        detent = try screen.string("detent")
      }
      presented.append(
        StateSnapshot.PresentedScreen(
          screen: try screen.string("screen"), frame: try rect(&screen, "frame"),
          navigationStack: try strings(&screen, "navigationStack"), contentOffset: contentOffset,
          detent: detent))
      try screen.rejectUnknownFields()
    }
    return presented
  }

  private static func transition(
    _ fields: inout JSONFields
  ) throws(FieldError) -> StateSnapshot.TransitionState? {
    let value = try fields.value("transition")
    guard value != .null else { return nil }
    var object = try JSONFields(value, name: "transition")
    let transition = StateSnapshot.TransitionState(
      kind: try object.string("kind"), interactive: try object.bool("interactive"),
      progress: try object.number("progress"))
    try object.rejectUnknownFields()
    return transition
  }

  private static func controls(
    _ fields: inout JSONFields
  ) throws(FieldError) -> [StateSnapshot.Control] {
    var controls: [StateSnapshot.Control] = []
    for (index, element) in try fields.array("controls").enumerated() {
      var control = try JSONFields(element, name: "controls[\(index)]")
      controls.append(
        StateSnapshot.Control(
          title: try control.string("title"), frame: try rect(&control, "frame"),
          highlighted: try control.bool("highlighted")))
      try control.rejectUnknownFields()
    }
    return controls
  }

  /// The fields on screen; files written before fields existed have none.
  private static func textFields(
    _ fields: inout JSONFields
  ) throws(FieldError) -> [StateSnapshot.TextFieldState] {
    guard fields.contains("textFields") else { return [] }
    var found: [StateSnapshot.TextFieldState] = []
    for (index, element) in try fields.array("textFields").enumerated() {
      let name = "textFields[\(index)]"
      var field = try JSONFields(element, name: name)
      var selection: [Int]?
      if try field.value("selection") != .null {
        let numbers = try field.numbers("selection", count: 2, shape: "[start, end]")
        var offsets: [Int] = []
        for number in numbers {
          offsets.append(try JSONFields.integer(number, name: "\(name).selection"))
        }
        guard offsets[0] >= 0, offsets[0] <= offsets[1] else {
          throw FieldError(
            reason: "field \"\(name).selection\" must be [start, end], 0 <= start <= end")
        }
        selection = offsets
      }
      found.append(
        .init(name: try field.string("name"), text: try field.string("text"), selection: selection))
      try field.rejectUnknownFields()
    }
    return found
  }

  private static func simulation(
    _ fields: inout JSONFields
  ) throws(FieldError) -> (rate: Double, paused: Bool) {
    var simulation = try JSONFields(try fields.value("simulation"), name: "simulation")
    let rate = try simulation.number("rate")
    let paused = try simulation.bool("paused")
    try simulation.rejectUnknownFields()
    return (rate, paused)
  }

  private static func tuning(
    _ fields: inout JSONFields
  ) throws(FieldError) -> (preset: String, overrides: [String: Double]) {
    var tuning = try JSONFields(try fields.value("tuning"), name: "tuning")
    let preset = try tuning.string("preset")
    var overrides: [String: Double] = [:]
    var overrideFields = try JSONFields(try tuning.value("overrides"), name: "tuning.overrides")
    for key in overrideFields.keys { overrides[key] = try overrideFields.number(key) }
    try overrideFields.rejectUnknownFields()
    try tuning.rejectUnknownFields()
    return (preset, overrides)
  }

  private static func strings(
    _ fields: inout JSONFields, _ key: String
  ) throws(FieldError) -> [String] {
    var result: [String] = []
    for element in try fields.array(key) {
      guard case .string(let string) = element else {
        throw FieldError(reason: "field \"\(fields.name(key))\" must be an array of strings")
      }
      result.append(string)
    }
    return result
  }

  private static func rect(_ fields: inout JSONFields, _ key: String) throws(FieldError) -> Rect {
    let values = try fields.numbers(key, count: 4, shape: "[x, y, width, height]")
    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
  }
}
