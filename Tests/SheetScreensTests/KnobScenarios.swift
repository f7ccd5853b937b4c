import SheetEngine

/// Scripted scenarios through the playground's real screens, each exercising one family of
/// tuning keys (``NoDeadKnobTests`` says which family each key belongs to).
@MainActor
enum KnobScenario: String, CaseIterable {
  /// `sheet.*`, `dismiss.*`, `gesture.*`, `springs.sheet*`, `springs.flick*`,
  /// `springs.stretch*`: the text sheet presented; dragged slowly past half and held
  /// (threshold); presented again and released at a third with medium speed (projection,
  /// flick velocity); a short slow drag that snaps back (slop, drag start, sheet spring);
  /// a one-frame flick (flick damping); dragged up past its top (rubber band, stretch
  /// spring) and closed with Escape; a hard flick short of half (a throw). Each release
  /// waits long enough for a spring's dismissal (the iOS presets') to end.
  case textSheet
  /// `sheetNavigation.*`: the text sheet's Next pushes a page inside the sheet, a
  /// back-swipe pops it, and Back after a second Next.
  case sheetPages
  /// `list.*`, `springs.bounce*`, `springs.sheetBounce*`: the list sheet scrolled past its
  /// end and released (rubber band, bounce-back spring), flung up (deceleration), dragged
  /// down past its top and back (hand-off), then flings down into its top: a soft one
  /// (the sheet's dip) and a hard one (dismissal, `list.handoffDismissFactor`).
  case list
  /// `navigation.*`, `springs.navigation*`, `card.*`, `zoom.*`: a push and a push by
  /// button, back-swipes released at rest past half, fast at a fifth, slowly at a fifth,
  /// moderately at 0.3 (projection or thresholds), one from 25 points off the edge; the card
  /// (tap on the dim), the zoom (Escape; dragged and let go at rest short of the rule,
  /// springing back, and past it; thrown into its button), Back.
  case navigation

  func run(_ session: TracedSession) {
    switch self {
    case .textSheet: Self.textSheet(session)
    case .sheetPages: Self.sheetPages(session)
    case .list: Self.list(session)
    case .navigation: Self.navigation(session)
    }
  }

  private static func textSheet(_ session: TracedSession) {
    session.tap("Text sheet")
    session.idle(30)
    let height = session.topFrame.height
    session.drag(
      from: session.pointInSheet(down: 60), by: Point(x: 0, y: 0.55 * height), frames: 20,
      hold: 4)
    session.idle(80)
    session.tap("Text sheet")
    session.idle(30)
    session.drag(
      from: session.pointInSheet(down: 60), by: Point(x: 0, y: 0.3 * height), frames: 8)
    session.idle(80)
    session.tap("Text sheet")
    session.idle(30)
    session.drag(from: session.pointInSheet(down: 60), by: Point(x: 0, y: 40), frames: 10, hold: 4)
    session.idle(80)
    session.flick(from: session.pointInSheet(down: 60), step: Point(x: 0, y: 24), moves: 3)
    session.idle(80)
    session.tap("Text sheet")
    session.idle(30)
    session.drag(from: session.pointInSheet(down: 60), by: Point(x: 0, y: -120), frames: 10)
    session.idle(50)
    session.frame([(0, .keyDown(Key("escape"))), (1, .keyUp(Key("escape")))])
    session.idle(80)
    // A hard flick short of half (0.36 of the height at about 5 heights a second): a throw,
    // which the projection or the velocity ratio decides, not the threshold.
    session.tap("Text sheet")
    session.idle(30)
    let step = 0.09 * session.topFrame.height
    session.flick(from: session.pointInSheet(down: 60), step: Point(x: 0, y: step), moves: 4)
    session.idle(80)
  }

  private static func sheetPages(_ session: TracedSession) {
    session.tap("Text sheet")
    session.idle(30)
    session.tap("Next")
    session.idle(30)
    session.drag(
      from: session.pointInSheet(down: 120), by: Point(x: 180, y: 0), frames: 12, hold: 4)
    session.idle(30)
    session.tap("Next")
    session.idle(30)
    session.tap("Back")
    session.idle(30)
  }

  private static func list(_ session: TracedSession) {
    session.tap("List sheet")
    session.idle(30)
    // Up to its largest detent where it has several (the presets' medium and large), so
    // what follows scrolls the list rather than expanding the sheet.
    session.drag(from: session.pointInSheet(down: 300), by: Point(x: 0, y: -500), frames: 12)
    session.idle(40)
    // Past the end, slowly, and let go at rest: the rubber band, then the bounce back.
    session.drag(
      from: session.pointInSheet(down: 300), by: Point(x: 0, y: -400), frames: 20, hold: 4)
    session.idle(60)
    // Down past the top (the sheet follows) and back up (the list scrolls).
    session.drag(from: session.pointInSheet(down: 200), by: Point(x: 0, y: 150), frames: 10)
    session.idle(40)
    session.drag(from: session.pointInSheet(down: 300), by: Point(x: 0, y: -60), frames: 6, hold: 4)
    session.idle(10)
    // A flick up (deceleration), then flings down into the top.
    session.flick(from: session.pointInSheet(down: 400), step: Point(x: 0, y: -8), moves: 3)
    session.idle(60)
    session.flick(from: session.pointInSheet(down: 300), step: Point(x: 0, y: 6), moves: 3)
    session.idle(60)
    session.drag(from: session.pointInSheet(down: 400), by: Point(x: 0, y: -80), frames: 8, hold: 4)
    session.flick(from: session.pointInSheet(down: 300), step: Point(x: 0, y: 24), moves: 3)
    session.idle(60)
  }

  private static func navigation(_ session: TracedSession) {
    session.tap("Navigation")
    session.idle(40)
    session.tap("Push next")
    session.idle(40)
    // Past half, held still: the threshold decides.
    session.drag(from: Point(x: 100, y: 600), by: Point(x: 215, y: 0), frames: 16, hold: 4)
    session.idle(40)
    session.tap("Push next")
    session.idle(40)
    // A fifth of the width at about 1,200 pt/s: the velocity threshold.
    session.drag(from: Point(x: 100, y: 600), by: Point(x: 78, y: 0), frames: 4)
    session.idle(40)
    session.tap("Push next")
    session.idle(40)
    // A fifth slowly, about 330 pt/s: the projection time.
    session.drag(from: Point(x: 100, y: 600), by: Point(x: 78, y: 0), frames: 14)
    session.idle(40)
    // 0.3 of the width at about 780 pt/s: the thresholds cancel, a projection pops.
    session.drag(from: Point(x: 100, y: 600), by: Point(x: 117, y: 0), frames: 9)
    session.idle(40)
    // From 25 points off the edge: only an edge strip wider than that begins.
    session.drag(from: Point(x: 25, y: 600), by: Point(x: 250, y: 0), frames: 12)
    session.idle(40)
    // Where the swipes popped back to the playground's root (a preset that projects pops
    // more of them), a page again: the card and the zoom are a page's.
    if !session.has("Present card") {
      session.tap("Navigation")
      session.idle(40)
    }
    session.tap("Present card")
    session.idle(30)
    session.frame([
      (0, .pointerDown(button: .left, location: Point(x: 195, y: 120))),
      (1, .pointerUp(button: .left, location: Point(x: 195, y: 120))),
    ])
    session.idle(30)
    session.tap("Zoom")
    session.idle(30)
    session.frame([(0, .keyDown(Key("escape"))), (1, .keyUp(Key("escape")))])
    session.idle(30)
    // The zoomed screen dragged down short of the rule and let go at rest (the spring
    // back), then 250 pt and let go at rest (past a quarter of the height, not past 0.39
    // of it), then opened again and thrown (into the button, at the throw's speed).
    session.tap("Zoom")
    session.idle(30)
    session.drag(from: Point(x: 195, y: 300), by: Point(x: 0, y: 150), frames: 10, hold: 4)
    session.idle(40)
    session.drag(from: Point(x: 195, y: 300), by: Point(x: 0, y: 250), frames: 10, hold: 4)
    session.idle(40)
    session.tap("Zoom")
    session.idle(30)
    session.drag(from: Point(x: 195, y: 300), by: Point(x: 0, y: 160), frames: 6)
    session.idle(40)
    session.tap("Back")
    session.idle(40)
  }
}
