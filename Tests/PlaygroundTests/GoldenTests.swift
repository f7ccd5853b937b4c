import Foundation
import SheetEngine
import SheetSDL
import SheetScreens
import SheetTuning
import Testing

@testable import PlaygroundSessions

extension SDLSuite {
  /// Pixel goldens rasterized offscreen by the Cairo renderer with DejaVu Sans, compared by
  /// ``GoldenImage``.
  @MainActor
  @Suite struct Goldens {
    func render(
      _ name: String, scale: Double, tuning: Tuning = .seed,
      size: Size = Size(width: 390, height: 844), prepare: (Playground) -> Void
    ) throws {
      let (font, measurer) = try SDLTestEnvironment.start()
      let runtime = SessionFactory.makePlayground(
        size: size, safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
        textMeasurer: measurer, tuning: tuning)
      _ = runtime.step([])
      prepare(runtime)
      let list = runtime.step([])
      let canvas = try OffscreenCanvas(size: size, scale: scale, font: font)
      canvas.render(list, background: .black)
      try GoldenImage.check(canvas, name: "\(name)@\(Int(scale))x")
    }

    /// A back-swipe held 180 pt from its press at (40, 600), one frame a 20 pt move: the page
    /// is 180 pt across (the slop is caught up).
    private static func swipeBackHalfway(_ runtime: Playground) {
      holdDrag(runtime, from: Point(x: 40, y: 600), by: Point(x: 20, y: 0), moves: 9, at: 1000)
    }

    /// Presses at `start` at `time` (ms) and, still holding, moves `moves` times by `step`,
    /// one move every 16 ms: a drag caught mid-way for a golden.
    static func holdDrag(
      _ runtime: Playground, from start: Point, by step: Point, moves: Int, at time: Double
    ) {
      _ = runtime.step(input: [
        InputEvent(timestamp: time, kind: .pointerDown(button: .left, location: start))
      ])
      for index in 1...moves {
        let point = Point(x: start.x + Double(index) * step.x, y: start.y + Double(index) * step.y)
        _ = runtime.step(input: [
          InputEvent(timestamp: time + Double(index) * 16, kind: .pointerMove(location: point))
        ])
      }
    }

    static func tap(_ runtime: Playground, _ title: String) {
      guard let control = runtime.snapshot().controls.first(where: { $0.title == title }) else {
        Issue.record("no control \(title)")
        return
      }
      let point = control.frame.center
      _ = runtime.step(input: [
        InputEvent(timestamp: 0, kind: .pointerDown(button: .left, location: point)),
        InputEvent(timestamp: 0, kind: .pointerUp(button: .left, location: point)),
      ])
    }

    @Test(arguments: [1.0, 2.0])
    func rootScreen(scale: Double) throws {
      try render("root", scale: scale) { _ in }
    }

    @Test(arguments: [1.0, 2.0])
    func textSheetPresented(scale: Double) throws {
      try render("text-sheet", scale: scale) { runtime in
        Self.tap(runtime, "Text sheet")
        for _ in 0..<30 { _ = runtime.step([]) }
      }
    }

    /// `sheet.continuousCorners`: the sheet's top corners as the iOS squircle.
    @Test(arguments: [1.0, 2.0])
    func textSheetWithContinuousCorners(scale: Double) throws {
      var tuning = Tuning.seed
      tuning.sheet.continuousCorners = true
      try render("text-sheet-continuous", scale: scale, tuning: tuning) { runtime in
        Self.tap(runtime, "Text sheet")
        for _ in 0..<30 { _ = runtime.step([]) }
      }
    }

    @Test(arguments: [1.0, 2.0])
    func backSwipeHalfway(scale: Double) throws {
      try render("back-swipe-mid", scale: scale) { runtime in
        Self.tap(runtime, "Navigation")
        for _ in 0..<40 { _ = runtime.step([]) }
        Self.swipeBackHalfway(runtime)
      }
    }

    @Test(arguments: [1.0, 2.0])
    func cardPresented(scale: Double) throws {
      try render("card", scale: scale) { runtime in
        Self.tap(runtime, "Navigation")
        for _ in 0..<40 { _ = runtime.step([]) }
        Self.tap(runtime, "Present card")
        for _ in 0..<40 { _ = runtime.step([]) }
      }
    }

    @Test(arguments: [1.0, 2.0])
    func listSheetPresented(scale: Double) throws {
      try render("list-sheet", scale: scale) { runtime in
        Self.tap(runtime, "List sheet")
        for _ in 0..<40 { _ = runtime.step([]) }
      }
    }

    /// The fluid preset: the list sheet at its undimmed medium detent, standing off the
    /// screen behind by its shadow (docs/MOTION.md, "Sheet shadow").
    @Test(arguments: [1.0, 2.0])
    func fluidListSheetAtMedium(scale: Double) throws {
      try render("list-sheet-fluid", scale: scale, tuning: .fluid) { runtime in
        Self.tap(runtime, "List sheet")
        for _ in 0..<60 { _ = runtime.step([]) }
      }
    }

    /// The fluid preset's dim (0.4, docs/MOTION.md, "Sheet dim") and the sheet's shadow.
    @Test(arguments: [1.0, 2.0])
    func fluidTextSheet(scale: Double) throws {
      try render("text-sheet-fluid", scale: scale, tuning: .fluid) { runtime in
        Self.tap(runtime, "Text sheet")
        for _ in 0..<60 { _ = runtime.step([]) }
      }
    }

    /// The shared bar halfway through a back-swipe from page 2 to page 1: one chevron where
    /// it rests while "Page 1" slides toward the centre and "Back" fades in, and an opaque
    /// bar with no seam over the two pages' tints.
    @Test(arguments: [1.0, 2.0])
    func navigationBarMidBackSwipe(scale: Double) throws {
      try render("nav-bar-back-swipe-mid", scale: scale) { runtime in
        Self.tap(runtime, "Navigation")
        for _ in 0..<40 { _ = runtime.step([]) }
        Self.tap(runtime, "Push next")
        for _ in 0..<40 { _ = runtime.step([]) }
        Self.swipeBackHalfway(runtime)
      }
    }

    /// The card stack (fluid, docs/MOTION.md, "Card stack"): the list sheet dragged from
    /// medium halfway to large (`-mid`) and settled at large: the screen behind scaled,
    /// rounded and darkened over the black window.
    @Test(arguments: [1.0, 2.0])
    func cardStackMidDrag(scale: Double) throws {
      try render("card-stack-mid", scale: scale, tuning: .fluid) { runtime in
        Self.openListAndDragUp(runtime, by: 187.5, release: false)
      }
    }

    @Test(arguments: [1.0, 2.0])
    func cardStackAtLarge(scale: Double) throws {
      try render("card-stack-large", scale: scale, tuning: .fluid) { runtime in
        Self.openListAndDragUp(runtime, by: 300, release: true)
      }
    }

    /// Opens the list sheet at medium (top at 422) and drags its grabber up `distance`
    /// points in 15 moves, then releases it and lets it settle when `release`.
    private static func openListAndDragUp(_ runtime: Playground, by distance: Double, release: Bool)
    {
      tap(runtime, "List sheet")
      for _ in 0..<60 { _ = runtime.step([]) }
      let start = Point(x: 195, y: 430)
      var time = 2000.0
      _ = runtime.step(input: [
        InputEvent(timestamp: time, kind: .pointerDown(button: .left, location: start))
      ])
      var end = start
      for index in 1...15 {
        time += 16
        end = Point(x: 195, y: start.y - distance * Double(index) / 15)
        _ = runtime.step(input: [InputEvent(timestamp: time, kind: .pointerMove(location: end))])
      }
      guard release else { return }
      time += 200
      _ = runtime.step(input: [InputEvent(timestamp: time, kind: .pointerMove(location: end))])
      _ = runtime.step(input: [
        InputEvent(timestamp: time + 16, kind: .pointerUp(button: .left, location: end))
      ])
      for _ in 0..<90 { _ = runtime.step([]) }
    }

    /// A back-swipe inside the text sheet, a third of the way: the navigation stack's dim
    /// over the first page and the shadow on the second page's edge (issue 23, item 5).
    @Test(arguments: [1.0, 2.0])
    func sheetBackSwipeMid(scale: Double) throws {
      try render("sheet-back-swipe-mid", scale: scale) { runtime in
        Self.tap(runtime, "Text sheet")
        for _ in 0..<40 { _ = runtime.step([]) }
        Self.tap(runtime, "Next")
        for _ in 0..<40 { _ = runtime.step([]) }
        Self.holdDrag(
          runtime, from: Point(x: 40, y: 700), by: Point(x: 17, y: 0), moves: 8, at: 1000)
      }
    }

    /// The list scrolled by a held drag: the header's hairline over the rows under it and
    /// the indicator, which ends above the bottom safe area (issue 23, item 6).
    @Test(arguments: [1.0, 2.0])
    func listSheetScrolled(scale: Double) throws {
      try render("list-sheet-scrolled", scale: scale) { runtime in
        Self.tap(runtime, "List sheet")
        for _ in 0..<40 { _ = runtime.step([]) }
        Self.holdDrag(
          runtime, from: Point(x: 200, y: 700), by: Point(x: 0, y: -20), moves: 12, at: 3000)
      }
    }

    /// An iPhone SE (320 x 568): the list sheet's stepper narrows so "20 rows" stays on one
    /// line, and the root's bold title wraps at a word (issue 23, item 7).
    @Test(arguments: [1.0, 2.0])
    func listSheetOnAnIPhoneSE(scale: Double) throws {
      try render("list-sheet-320x568", scale: scale, size: Size(width: 320, height: 568)) {
        runtime in
        Self.tap(runtime, "List sheet")
        for _ in 0..<40 { _ = runtime.step([]) }
      }
    }

    /// Tab focuses the first button: the ring outside it in #002A62, which contrasts 3:1
    /// with the blue button and the grey screen (docs/MOTION.md, "Focus ring").
    @Test(arguments: [1.0, 2.0])
    func focusRingOnABlueButton(scale: Double) throws {
      try render("focus-ring", scale: scale) { runtime in
        _ = runtime.step(input: [
          InputEvent(timestamp: 500, kind: .keyDown(Key("tab"))),
          InputEvent(timestamp: 520, kind: .keyUp(Key("tab"))),
        ])
      }
    }
  }
}
