import PlaygroundStudio
import SheetEngine
import SheetScreens

/// The side of a comparison the tuning panel edits and the HUD and motion plot show.
///
/// The host keeps it, not the comparison: a replay's time travel swaps the comparison it
/// shows on a seek back, and the selection must survive that. B selects the next side; a
/// click on a side's label selects it (live, ``ComparisonInput`` sees that click; in a
/// replay, where input reaches no device, ``takeLabelClicks(from:layout:)`` does).
@MainActor
final class SideSelection {
  package let sideCount: Int
  package private(set) var index = 0

  package init(sideCount: Int) {
    self.sideCount = max(sideCount, 1)
  }

  package func select(_ side: Int) {
    index = min(max(side, 0), sideCount - 1)
  }

  /// B selects the next side; with one device B is not registered, an ordinary key.
  package func registerKeys(with router: KeyRouter) {
    guard sideCount > 1 else { return }
    router.register(.selectNextSide) { [unowned self] in
      index = (index + 1) % sideCount
    }
  }

  /// Takes presses on the label strip out of `input` (with their releases) and selects the
  /// side whose label was pressed.
  func takeLabelClicks(from input: inout [InputEvent], layout: ComparisonLayout) {
    input.removeAll { event in
      switch event.kind {
      case .pointerDown(.left, let location) where Self.isOnLabel(location, layout):
        select(layout.device(at: location))
        return true
      case .pointerUp(.left, let location) where Self.isOnLabel(location, layout):
        return true
      default:
        return false
      }
    }
  }

  /// Whether `point` is on the label strip (not on the inspector beside it).
  private static func isOnLabel(_ point: Point, _ layout: ComparisonLayout) -> Bool {
    layout.isInLabelStrip(point) && point.x >= 0 && point.x < layout.size.width
  }

  /// Marks the selection on `session` when it is a comparison.
  package func apply(to session: any SessionSimulation) {
    guard let comparison = session as? PlaygroundComparison else { return }
    comparison.showsSelection = true
    comparison.selectedVariant = index
  }
}
