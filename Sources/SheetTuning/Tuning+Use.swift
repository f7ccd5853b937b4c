/// Which parameters a tuning does not use, and why: a switch of the same tuning turns the
/// motion they shape off (classic finishes a released sheet along its curve, so the sheet
/// spring's response changes nothing). The studio shows such a row as unused with the
/// reason, so no knob looks live that is not; `NoDeadKnobTests` holds every preset to it
/// (each row shown live moves a scripted scenario when changed alone, each row shown unused
/// moves nothing).
extension Tuning {
  /// One rule: while `applies`, `keys` are not used, for the reason `because` says.
  struct Disuse: Sendable {
    let keys: Set<String>
    /// The switch (or value) that decides, as the reason names it.
    let decidingKey: String

    init(
      keys: Set<String>, deciding: PartialKeyPath<Tuning>,
      applies: @escaping @Sendable (Tuning) -> Bool, instead: String, unused: String
    ) {
      self.keys = keys
      self.decidingKey = Tuning.parameter(deciding).key
      self.applies = applies
      self.instead = instead
      self.unused = unused
    }
    let applies: @Sendable (Tuning) -> Bool
    /// What the deciding value does instead, after "<who> ", e.g. "finishes a released
    /// sheet along its curve".
    let instead: String
    /// What that leaves unused, e.g. "the sheet springs are not used".
    let unused: String
  }

  /// The keys of the parameters at `paths`.
  private static func keys(_ paths: PartialKeyPath<Tuning>...) -> Set<String> {
    Set(paths.map { parameter($0).key })
  }

  static let disuses: [Disuse] = [
    Disuse(
      keys: keys(
        \.springs.sheetResponse, \.springs.sheetDamping, \.springs.flickDamping,
        \.springs.flickVelocity),
      deciding: \.dismiss.useSpring, applies: { !$0.dismiss.useSpring },
      instead: "moves the sheet along its curve after a release",
      unused: "the sheet springs are not used"),
    Disuse(
      keys: keys(\.springs.navigationResponse, \.springs.navigationDamping),
      deciding: \.navigation.useSpring, applies: { !$0.navigation.useSpring },
      instead: "pushes and pops along curves", unused: "the navigation spring is not used"),
    Disuse(
      keys: keys(\.navigation.pushDuration), deciding: \.navigation.useSpring,
      applies: { $0.navigation.useSpring },
      instead: "pushes and pops by button with the navigation spring, which sets its own pace",
      unused: "the push duration is not used"),
    Disuse(
      keys: keys(\.springs.stretchResponse, \.springs.stretchDamping),
      deciding: \.dismiss.rubberBand, applies: { !$0.dismiss.rubberBand },
      instead: "stops a sheet at its full height", unused: "nothing stretches to spring back"),
    Disuse(
      keys: keys(\.navigation.velocityThreshold), deciding: \.navigation.projection,
      applies: { $0.navigation.projection },
      instead: "projects a released back-swipe",
      unused: "the velocity threshold is not used"),
    Disuse(
      keys: keys(\.navigation.projectionTime), deciding: \.navigation.projection,
      applies: { !$0.navigation.projection },
      instead: "decides a back-swipe by thresholds", unused: "nothing is projected"),
    Disuse(
      keys: keys(\.navigation.edgeWidth), deciding: \.navigation.edgeOnly,
      applies: { !$0.navigation.edgeOnly },
      instead: "begins a back-swipe anywhere", unused: "there is no edge strip"),
    Disuse(
      keys: keys(\.motion.crossFadeDuration), deciding: \.motion.reduce,
      applies: { !$0.motion.reduce },
      instead: "slides and grows (Reduce Motion off)", unused: "nothing cross-fades"),
    Disuse(
      keys: keys(
        \.detents.cardStackInset, \.detents.cardStackGap, \.detents.cardStackCornerRadius,
        \.detents.cardStackDarkening),
      deciding: \.detents.cardStack, applies: { !$0.detents.cardStack },
      instead: "leaves the screen behind a sheet as it is",
      unused: "there is no card stack"),
    Disuse(
      keys: keys(\.detents.systemSizing, \.detents.listFitsContent, \.detents.scrollingExpands),
      deciding: \.detents.listMedium,
      applies: { !$0.detents.listMedium && !$0.detents.listLarge && $0.detents.listFraction == 0 },
      instead: "fits the list sheet to its rows, its one detent",
      unused: "no medium or large to size, nothing to fit or expand to"),
    Disuse(
      keys: keys(\.sheet.floatsBelow, \.sheet.glass), deciding: \.sheet.floatingInset,
      applies: { $0.sheet.floatingInset == 0 },
      instead: "attaches the sheet at every height (floating inset 0)",
      unused: "nothing floats"),
  ]

  /// Why this tuning does not use `key`, or nil when it does (or there is no such key):
  /// "classic moves the sheet along its curve after a release (dismiss.useSpring off): the
  /// sheet springs are not used". The tuning is named by its preset where the deciding
  /// value is the preset's, else "this tuning".
  public func unusedReason(forKey key: String) -> String? {
    guard let rule = Self.disuses.first(where: { $0.keys.contains(key) && $0.applies(self) })
    else { return nil }
    let deciding = Self.parameter(forKey: rule.decidingKey)
    let isPresets =
      deciding.map {
        value(forKey: rule.decidingKey)?.bitPattern == presetValue(of: $0).bitPattern
      } ?? false
    let who = isPresets ? presetName : "this tuning"
    return "\(who) \(rule.instead) (\(Self.describe(rule.decidingKey, in: self))): \(rule.unused)"
  }

  /// Whether this tuning uses `key` (``unusedReason(forKey:)`` is nil).
  public func uses(_ key: String) -> Bool {
    unusedReason(forKey: key) == nil
  }

  /// "dismiss.useSpring off", "sheet.floatingInset 0".
  private static func describe(_ key: String, in tuning: Tuning) -> String {
    guard let parameter = parameter(forKey: key), let value = tuning.value(forKey: key) else {
      return key
    }
    if parameter.kind == .bool { return "\(key) \(value != 0 ? "on" : "off")" }
    let number = value == value.rounded() ? String(Int(value)) : String(value)
    return "\(key) \(number)"
  }
}
