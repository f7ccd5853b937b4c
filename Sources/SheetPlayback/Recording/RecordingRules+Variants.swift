import SheetJSON
import SheetSession
import SheetTuning

/// The rules a compare recording adds: its sides, the side a tuning change names, and states
/// with one entry per side (and single-device recordings holding none of these).
extension RecordingRules {
  /// A label shows in the window and names a side in messages: short and not empty.
  static let maximumLabelBytes = RecordingVariant.maximumLabelLength

  static func validateVariants(of header: RecordingHeader) throws(FieldError) {
    guard header.isComparison else { return }
    guard header.version >= 2 else {
      throw FieldError(reason: "a version \(header.version) recording holds no \"variants\"")
    }
    guard RecordingVariant.allowedCount.contains(header.variants.count) else {
      throw FieldError(
        reason: "field \"variants\" must hold \(RecordingVariant.allowedCount.lowerBound) to "
          + "\(RecordingVariant.allowedCount.upperBound) sides (got \(header.variants.count))")
    }
    for (index, variant) in header.variants.enumerated() {
      guard !variant.label.isEmpty, variant.label.utf8.count <= maximumLabelBytes else {
        throw FieldError(
          reason: "field \"variants[\(index)].label\" must be 1 to \(maximumLabelBytes) bytes")
      }
      do throws(TuningError) {
        _ = try Tuning(preset: variant.tuningPreset, overrides: variant.tuningOverrides)
      } catch {
        throw FieldError(reason: "field \"variants[\(index)].tuning\": \(error.description)")
      }
    }
  }

  /// A tuning change may name a side only in a compare recording, and only one it has; an
  /// input delay belongs to a compare recording and names one of its sides.
  static func validate(_ event: SessionEvent, in header: RecordingHeader) throws(FieldError) {
    try validateResize(event, in: header)
    if case .inputDelay = event, !header.isComparison {
      throw FieldError(reason: "an \"inputDelay\" event needs a compare recording (\"variants\")")
    }
    let named: Int
    switch event {
    case .tuning(_, _, let variant?), .scene(_, _, let variant?): named = variant
    case .inputDelay(let delay, _): named = delay.variant
    default: return
    }
    let variant = named
    guard header.isComparison else {
      throw FieldError(
        reason: "field \"variant\" names a side, but this is not a compare recording")
    }
    guard variant < header.variants.count else {
      throw FieldError(
        reason: "field \"variant\" is \(variant), but the recording has \(header.variants.count) "
          + "sides (0 to \(header.variants.count - 1))")
    }
  }

  /// A state in a compare recording has every side, labelled as the header says; one in a
  /// single-device recording has none.
  static func validate(
    _ state: SessionState, in header: RecordingHeader, place: String
  ) throws(FieldError) {
    switch state {
    case .single:
      guard !header.isComparison else {
        throw FieldError(
          reason: "\(place) is one device's, but this compare recording needs "
            + "{\"variants\": [...]} with \(header.variants.count) sides")
      }
    case .variants(let sides):
      guard header.isComparison else {
        throw FieldError(reason: "\(place) has \"variants\", but this is not a compare recording")
      }
      let labels = sides.map(\.label)
      let expected = header.variants.map(\.label)
      guard labels == expected else {
        throw FieldError(
          reason: "\(place) has the sides \(labels.map(JSONText.string)) but the header "
            + "\(expected.map(JSONText.string))")
      }
    }
  }
}
