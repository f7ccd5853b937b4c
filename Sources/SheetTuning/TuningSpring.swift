/// One spring of the tuning, named by the parameters that hold its response and damping
/// ratio: what the spring editor lists, reads and writes (the flick spring shares the sheet
/// spring's response).
public struct TuningSpring: Hashable, Sendable {
  /// What the editor calls it.
  public let title: String
  /// The parameter holding the spring's response (s).
  public let response: TuningParameter
  /// The parameter holding the spring's damping ratio.
  public let damping: TuningParameter

  /// The spring whose response and damping live at `response` and `damping`.
  public init(
    title: String, response: PartialKeyPath<Tuning>, damping: PartialKeyPath<Tuning>
  ) {
    self.title = title
    self.response = Tuning.parameter(response)
    self.damping = Tuning.parameter(damping)
  }

  /// The response's key, as files and recordings spell it.
  public var responseKey: String { response.key }
  /// The damping ratio's key, as files and recordings spell it.
  public var dampingKey: String { damping.key }
}

extension Tuning {
  /// Every spring in the tuning, in panel order (the `springs` section holds their values).
  public static let editableSprings: [TuningSpring] = [
    TuningSpring(
      title: "Sheet", response: \.springs.sheetResponse, damping: \.springs.sheetDamping),
    TuningSpring(
      title: "Sheet flick", response: \.springs.sheetResponse,
      damping: \.springs.flickDamping),
    TuningSpring(
      title: "Navigation", response: \.springs.navigationResponse,
      damping: \.springs.navigationDamping),
    TuningSpring(
      title: "List bounce", response: \.springs.bounceResponse,
      damping: \.springs.bounceDamping),
    TuningSpring(
      title: "Sheet stretch", response: \.springs.stretchResponse,
      damping: \.springs.stretchDamping),
    TuningSpring(
      title: "Sheet bounce", response: \.springs.sheetBounceResponse,
      damping: \.springs.sheetBounceDamping),
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
