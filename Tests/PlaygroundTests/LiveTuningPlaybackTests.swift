import SheetEngine
import SheetScreens
import SheetSession
import SheetTuning
import Testing

@testable import PlaygroundSessions

extension SDLSuite {
  /// Live values (issue 24, item 6): a key that applies now (``Tuning/keysAppliedNow``)
  /// reaches a sheet, card or list already on screen in the frame it is set, in the real
  /// engine with the real font; the others wait for the next interaction.
  @MainActor
  @Suite struct LiveTuning {
    private func playground() throws -> Playground {
      let (_, measurer) = try SDLTestEnvironment.start()
      return SessionFactory.makePlayground(
        size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
        textMeasurer: measurer)
    }

    /// Taps the root's button titled `title` and lets what it opens come to rest.
    private func open(_ title: String, in playground: Playground) throws {
      let button = try #require(
        playground.snapshot().engine.controls.first { $0.title == title })
      let center = button.frame.center
      _ = playground.step([
        .input(InputEvent(timestamp: 0, kind: .pointerDown(button: .left, location: center))),
        .input(InputEvent(timestamp: 0, kind: .pointerUp(button: .left, location: center))),
      ])
      for _ in 0..<60 { _ = playground.step([]) }
    }

    private func set(_ key: String, _ value: Double) -> [SessionEvent] {
      [.tuning(.set(key: key, value: value), timestamp: 0)]
    }

    @Test func aTypedDimReachesTheOpenSheetInTheSameFrame() throws {
      let playground = try playground()
      try open("Text sheet", in: playground)
      #expect(playground.inspect().dimAlpha == 0.75)
      let list = playground.step(set("sheet.dimAlpha", 0.4))
      #expect(playground.inspect().dimAlpha == 0.4)
      #expect(playground.snapshot().engine.dimAlpha == 0.4)
      // The frame drawn has the new dim: a black fill over the window at alpha 0.4.
      let dims = list.items.compactMap { item -> RoundedRectFill? in
        guard case .fill(let fill) = item, fill.rect.width == 390, fill.rect.height == 844
        else { return nil }
        return fill
      }
      #expect(dims.contains { $0.color == Color.black.withAlpha(0.4) })
    }

    @Test func cornersShadowAndGrabberChangeOnTheOpenSheet() throws {
      let playground = try playground()
      try open("Text sheet", in: playground)
      let sheet = try #require(
        playground.runtime.presentedViewControllers.last?.presentationController
          as? BottomSheetPresentationController)
      _ = playground.step(
        set("sheet.cornerRadius", 30) + set("sheet.shadowRadius", 20)
          + set("sheet.grabberWidth", 60))
      #expect(sheet.presentedView.cornerRadii == .top(30))
      #expect(sheet.presentedView.shadow?.radius == 20)
      let band = try #require(sheet.presentedView.shadow?.topBand)
      #expect(band == 30 + 2 * 20, "\(band.bitPattern)")
      #expect(sheet.grabber?.frame.width == 60)
      // How the sheet moves is the next interaction's: its dismissal takes the new duration.
      _ = playground.step(set("sheet.duration", 1))
      #expect(sheet.style.duration == 1)
    }

    @Test func theCardTakesTheCardsDim() throws {
      let playground = try playground()
      try open("Navigation", in: playground)
      try open("Present card", in: playground)
      #expect(playground.inspect().dimAlpha == 0.5)
      _ = playground.step(set("card.dimAlpha", 0.2) + set("sheet.dimAlpha", 0.9))
      #expect(playground.inspect().dimAlpha == 0.2)
    }

    @Test func anOpenListTakesItsPhysics() throws {
      let playground = try playground()
      try open("List sheet", in: playground)
      let list = try #require(
        playground.runtime.presentedViewControllers.last as? ListSheetViewController)
      _ = playground.step(
        set("list.decelerationRate", 0.99) + set("list.rubberBand", 0.3)
          + set("springs.bounceResponse", 1))
      #expect(list.listView.decelerationRate == 0.99)
      #expect(list.listView.rubberBandConstant == 0.3)
      #expect(list.listView.bounceSpring == Spring(response: 1, dampingRatio: 1))
    }

    /// Every key said to apply now changes what an open sheet, card or list shows or how
    /// its list moves; a key that does not is never said to.
    @Test func theKeysSaidToApplyNowAreKeysOfWhatIsOnScreen() {
      let onScreen = ["sheet.", "card.dimAlpha", "list.", "springs.bounce", "detents.cardStack"]
      for key in Tuning.keysAppliedNow {
        #expect(Tuning.parameter(forKey: key) != nil, "\(key)")
        #expect(onScreen.contains { key.hasPrefix($0) }, "\(key)")
      }
      #expect(!Tuning.keysAppliedNow.contains("sheet.duration"))
      #expect(!Tuning.keysAppliedNow.contains("dismiss.threshold"))
    }
  }
}
