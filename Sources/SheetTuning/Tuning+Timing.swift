extension Tuning {
  /// The keys a change of which reaches what is on screen in the frame it is made: how an
  /// open sheet or card looks at rest (its dim, corners, shadow, grabber, the card stack
  /// behind it) and an open list's physics (from its next scroll or fling). Every other key applies from the next thing
  /// that reads it: the next presentation, push, pop, drag or release. The playground's
  /// `Playground` applies these to the open screens; the tuning panel says which is which.
  public static let keysAppliedNow: Set<String> = Set(
    keys(
      \.sheet.dimAlpha, \.sheet.cornerRadius, \.sheet.continuousCorners, \.sheet.shadowOpacity,
      \.sheet.shadowRadius, \.sheet.grabberWidth, \.sheet.grabberHeight, \.card.dimAlpha,
      \.list.decelerationRate, \.list.rubberBand, \.springs.bounceResponse,
      \.springs.bounceDamping, \.detents.cardStack, \.detents.cardStackInset,
      \.detents.cardStackGap, \.detents.cardStackCornerRadius, \.detents.cardStackDarkening,
      \.sheet.floatingInset, \.sheet.floatsBelow, \.sheet.glass))

  /// The springs whose editors read and write `key` (the response the sheet spring and the
  /// flick spring share), in panel order; empty for a key no spring uses.
  public static func springs(using key: String) -> [TuningSpring] {
    editableSprings.filter { $0.responseKey == key || $0.dampingKey == key }
  }
}

extension TuningParameter {
  /// Whether a change applies to what is on screen at once (``Tuning/keysAppliedNow``),
  /// rather than from the next interaction.
  public var appliesNow: Bool { Tuning.keysAppliedNow.contains(key) }
}
