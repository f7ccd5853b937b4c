/// One spring of the tuning, named by the keys that hold its response and damping ratio:
/// what the spring editor lists, reads and writes (the flick spring shares the sheet
/// spring's response).
public struct TuningSpring: Hashable, Sendable {
  /// What the editor calls it.
  public let title: String
  public let responseKey: String
  public let dampingKey: String

  public init(title: String, responseKey: String, dampingKey: String) {
    self.title = title
    self.responseKey = responseKey
    self.dampingKey = dampingKey
  }
}

extension Tuning {
  /// Every spring in the tuning, in panel order (the `springs` section holds their values).
  public static let editableSprings: [TuningSpring] = [
    TuningSpring(
      title: "Sheet", responseKey: "springs.sheetResponse", dampingKey: "springs.sheetDamping"),
    TuningSpring(
      title: "Sheet flick", responseKey: "springs.sheetResponse",
      dampingKey: "springs.flickDamping"),
    TuningSpring(
      title: "Navigation", responseKey: "springs.navigationResponse",
      dampingKey: "springs.navigationDamping"),
    TuningSpring(
      title: "List bounce", responseKey: "springs.bounceResponse",
      dampingKey: "springs.bounceDamping"),
    TuningSpring(
      title: "Sheet stretch", responseKey: "springs.stretchResponse",
      dampingKey: "springs.stretchDamping"),
    TuningSpring(
      title: "Sheet bounce", responseKey: "springs.sheetBounceResponse",
      dampingKey: "springs.sheetBounceDamping"),
  ]

  /// The parameters `spring` has in this tuning.
  public func parameters(of spring: TuningSpring) -> SpringParameters {
    SpringParameters(
      response: value(forKey: spring.responseKey) ?? 0,
      dampingRatio: value(forKey: spring.dampingKey) ?? 0)
  }

  /// A copy with `spring` set to `parameters`, each value validated against its key's range
  /// (an editor clamps first; a duration and bounce outside them are refused here).
  public func setting(
    _ parameters: SpringParameters, of spring: TuningSpring
  ) throws(TuningError) -> Tuning {
    try setting(parameters.response, forKey: spring.responseKey)
      .setting(parameters.dampingRatio, forKey: spring.dampingKey)
  }
}
