import SheetEngine
import SheetSession

extension RecordingDecoder {
  /// The header's optional session settings: `"hz"` (60 when absent: every recording made
  /// before the rate could change) and a compare recording's `"inputDelay"`.
  static func sessionSettings(
    _ fields: inout JSONFields, variantCount: Int
  ) throws(FieldError) -> (rate: SimulationRate, inputDelay: InputDelay) {
    var rate = SimulationRate.standard
    if fields.contains("hz") {
      let hz = try fields.integer("hz")
      guard let chosen = SimulationRate(framesPerSecond: hz) else {
        throw FieldError(
          reason: "field \"hz\" must be "
            + SimulationRate.supported.map(String.init).joined(separator: ", ")
            + " (got \(hz))")
      }
      rate = chosen
    }
    guard fields.contains("inputDelay") else { return (rate, .none) }
    guard variantCount > 1 else {
      throw FieldError(reason: "field \"inputDelay\" needs a compare recording (\"variants\")")
    }
    var delay = try fields.object("inputDelay")
    let milliseconds = try delay.integer("ms")
    let variant = try delay.integer("variant")
    try delay.rejectUnknownFields()
    guard (0...InputDelay.maximumMilliseconds).contains(milliseconds) else {
      throw FieldError(
        reason: "field \"inputDelay.ms\" must be 0 to \(InputDelay.maximumMilliseconds) "
          + "(got \(milliseconds))")
    }
    guard (0..<variantCount).contains(variant) else {
      throw FieldError(
        reason: "field \"inputDelay.variant\" must name a side, 0 to \(variantCount - 1) "
          + "(got \(variant))")
    }
    return (rate, InputDelay(milliseconds: milliseconds, variant: variant))
  }
}
