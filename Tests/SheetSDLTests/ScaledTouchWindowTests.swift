import SheetEngine
import SheetSDL
import Testing

/// A window drawn at 3 pixels per point reports every position in points, and a finger
/// drives the pointer once: SDL's mouse events made from it and a second finger are ignored.
extension SDLBackendTests {
  @Test func aWindowAtThreePixelsPerPointDrawsAndReportsInPoints() throws {
    let window = try SDLWindow(
      title: "3x", size: Size(width: 120, height: 90), font: font, scale: 3,
      allowsOffscreenDriver: true)
    _ = window.pollEvents(sessionStartTicks: 0)
    #expect(window.pixelsPerPoint == 3 && window.scale == 3 && window.scaleNote == nil)
    #expect(window.sizeInPoints == Size(width: 120, height: 90))
    window.present(
      DisplayList(items: [
        .fill(RoundedRectFill(rect: Rect(x: 10, y: 10, width: 20, height: 20), color: .white))
      ]),
      background: .black)
    let shown = try #require(window.readPixels())
    #expect(shown.width == 360 && shown.height == 270)
    SyntheticSDLEvent.mouseMotion(x: 30, y: 45).push()
    SyntheticSDLEvent.mouseButton(.left, down: true, x: 100, y: 200).push()
    SyntheticSDLEvent.windowSizeChanged(width: 601, height: 300).push()
    let kinds = inputKinds(window.pollEvents(sessionStartTicks: 0))
    let expected: [InputEvent.Kind?] = [
      .pointerMove(location: Point(x: 10, y: 15)),
      .pointerDown(button: .left, location: Point(x: 100.0 / 3, y: 200.0 / 3)),
      .resize(Size(width: 200, height: 100)),
    ]
    #expect(kinds == expected)
    #expect(window.sizeInPoints == Size(width: 120, height: 90))
  }

  @Test func oneFingerDrivesThePointerOnceAndOtherFingersAreIgnored() throws {
    let window = try SDLWindow(
      title: "touch", size: Size(width: 200, height: 100), font: font, scale: 2,
      allowsOffscreenDriver: true)
    _ = window.pollEvents(sessionStartTicks: 0)
    SyntheticSDLEvent.finger(.down, id: 7, x: 0.5, y: 0.25).push()
    // What SDL makes of the same touch for mouse-only programs: ignored.
    SyntheticSDLEvent.mouseButton(.left, down: true, x: 200, y: 50, fromTouch: true).push()
    SyntheticSDLEvent.finger(.down, id: 8, x: 0.1, y: 0.1).push()
    SyntheticSDLEvent.finger(.motion, id: 7, x: 0.5, y: 0.75).push()
    SyntheticSDLEvent.mouseMotion(x: 200, y: 150, fromTouch: true).push()
    SyntheticSDLEvent.finger(.motion, id: 8, x: 0.2, y: 0.2).push()
    // A touch SDL made up from the mouse (SDL_MOUSE_TOUCHID): ignored.
    SyntheticSDLEvent.finger(.motion, id: 7, x: 0.9, y: 0.9, touchID: -1).push()
    SyntheticSDLEvent.finger(.up, id: 7, x: 0.75, y: 0.75).push()
    SyntheticSDLEvent.mouseButton(.left, down: false, x: 300, y: 150, fromTouch: true).push()
    // The second finger, still down when the first lifted, does not take over.
    SyntheticSDLEvent.finger(.motion, id: 8, x: 0.3, y: 0.3).push()
    SyntheticSDLEvent.finger(.up, id: 8, x: 0.3, y: 0.3).push()
    SyntheticSDLEvent.mouseMotion(x: 20, y: 40).push()
    let events = window.pollEvents(sessionStartTicks: 0).compactMap { event -> InputEvent? in
      guard case .input(let input) = event else { return nil }
      return input
    }
    #expect(
      events.map(\.kind) == [
        .pointerDown(button: .left, location: Point(x: 100, y: 25)),
        .pointerMove(location: Point(x: 100, y: 75)),
        .pointerUp(button: .left, location: Point(x: 150, y: 75)),
        .pointerMove(location: Point(x: 10, y: 20)),
      ])
    #expect(events.map(\.source) == [.touch, .touch, .touch, .mouse])
  }
}
