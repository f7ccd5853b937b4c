import SheetEngine
import Testing

extension SDLSuite {
  /// The shared navigation bar during a back-swipe recorded in the real window (xdotool):
  /// the bar stays put while its titles and back buttons follow the finger, every frame.
  @MainActor
  @Suite struct NavigationBarPlayback {
    private let width = 390.0

    @Test func theTitlesFollowTheFingerEveryFrameUnderABarThatStaysPut() throws {
      let playback = try Playback("nav-bar-back-swipe")
      let downs = playback.frames(of: "down")
      let ups = playback.frames(of: "up")
      let navigation = playback.playground.runtime.navigationController
      let rest = playback.play(until: downs[2])
      #expect(rest.navigationStack == ["root", "page-1", "page-2"])
      #expect(rest.controls.last?.title == "Page 1", "the back button names the page below")
      let top = navigation.viewControllers[2]
      let bar = try #require(navigation.navigationBar(for: top))
      let barFrame = bar.frameInWindow
      let chevronFrame = bar.topItemView.chevron.frameInWindow
      var reveals: [Double] = []
      for frame in (downs[2] + 1)...ups[2] {
        _ = playback.play(until: frame)
        guard navigation.transitionState?.interactive == true else { continue }
        let reveal = top.view.frameInWindow.minX / width
        reveals.append(reveal)
        let travel = bar.backTravel
        #expect(bar.frameInWindow == barFrame && bar.superview === navigation.view)
        #expect(bar.topItemView.item.title == "Page 2" && bar.lowerItemView.item.title == "Page 1")
        let topTitle = bar.topItemView.titleLabel
        let lowerTitle = bar.lowerItemView.titleLabel
        let here = playback.here
        #expect(abs(topTitle.transform.translationX - reveal * width / 2) < 1e-9, here)
        #expect(abs(topTitle.alpha - (1 - reveal)) < 1e-9, here)
        #expect(abs(bar.topItemView.backButton.transform.translationX - reveal * travel) < 1e-9)
        #expect(abs(lowerTitle.transform.translationX + (1 - reveal) * travel) < 1e-9, here)
        #expect(abs(lowerTitle.alpha - reveal) < 1e-9, here)
        // One chevron, where it rests, while the labels morph.
        let chevrons = [bar.topItemView.chevron, bar.lowerItemView.chevron].filter {
          !$0.isHidden && $0.alpha > 0
        }
        #expect(chevrons.count == 1 && chevrons.first?.frameInWindow == chevronFrame, here)
        #expect(chevrons.first?.alpha == 1, here)
      }
      // The finger went right, back left and right again: so did the titles.
      let turn = try #require(reveals.firstIndex(of: reveals.max() ?? 0))
      #expect(reveals.count >= 20 && reveals.contains { $0 > 0.5 })
      #expect(reveals[..<turn].contains { $0 > 0.3 } && reveals.last! > reveals.min()! + 0.4)
      #expect(zip(reveals, reveals.dropFirst()).contains { $1 < $0 - 0.01 }, "moved back left")
      let popped = playback.play(until: ups[2] + 40)
      #expect(popped.navigationStack == ["root", "page-1"])
      #expect(bar.title == "Page 1" && bar.backButton.title == "Back" && bar.lowerItemView.isHidden)
      // Pushed again, a swipe short of half cancels: the titles slide back.
      let end = playback.playToEnd()
      #expect(end.navigationStack == ["root", "page-1", "page-2"])
      #expect(bar.title == "Page 2" && bar.backButton.title == "Page 1")
      #expect(
        bar.topItemView.titleLabel.transform == .identity && bar.topItemView.titleLabel.alpha == 1)
    }
  }
}
