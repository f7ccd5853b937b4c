import SheetJSON
import SheetSession

extension StateSnapshotDecoder {
  /// A session state: an object with `"variants"` is a compare session's (each element a
  /// snapshot with a `"label"` first), anything else one playground's snapshot.
  static func session(_ value: JSONValue) throws(FieldError) -> SessionState {
    guard case .object(let members, _) = value, members["variants"] != nil else {
      return .single(try snapshot(value))
    }
    var fields = try JSONFields(value, name: nil)
    let elements = try fields.array("variants")
    try fields.rejectUnknownFields()
    guard RecordingVariant.allowedCount.contains(elements.count) else {
      throw FieldError(
        reason: "field \"variants\" must hold \(RecordingVariant.allowedCount.lowerBound) to "
          + "\(RecordingVariant.allowedCount.upperBound) states (got \(elements.count))")
    }
    var variants: [VariantState] = []
    for (index, element) in elements.enumerated() {
      let place = "variants[\(index)]"
      guard case .object(var sideMembers, let sideKeys) = element else {
        throw FieldError(
          reason: "field \"\(place)\" must be an object (got \(element.typeDescription))")
      }
      guard case .string(let label)? = sideMembers.removeValue(forKey: "label") else {
        throw FieldError(reason: "field \"\(place).label\" must be a string")
      }
      do throws(FieldError) {
        let state = try snapshot(.object(sideMembers, keys: sideKeys.filter { $0 != "label" }))
        variants.append(VariantState(label: label, state: state))
      } catch {
        throw FieldError(reason: "\(place): \(error.reason)")
      }
    }
    let frames = Set(variants.map(\.state.frame))
    guard frames.count == 1 else {
      throw FieldError(reason: "the variants' \"frame\" fields differ (every side steps together)")
    }
    return .variants(variants)
  }
}
