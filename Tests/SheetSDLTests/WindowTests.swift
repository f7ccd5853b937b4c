import Foundation
import SheetEngine
import SheetSDL
import Testing

/// The window on the dummy video driver, with events pushed onto SDL's real queue.
extension SDLBackendTests {
  @Test func windowRefusesTheDummyDriverUnlessAllowed() {
    #expect {
      try SDLWindow(title: "t", size: Size(width: 100, height: 100), font: font)
    } throws: { error in
      (error as? SDLError)?.message
        == "no display: set DISPLAY (e.g. run under Xvfb) or use --headless"
    }
  }

  func makeWindow() throws -> SDLWindow {
    let window = try SDLWindow(
      title: "test", size: Size(width: 120, height: 90), font: font, allowsOffscreenDriver: true)
    _ = window.pollEvents(sessionStartTicks: 0)
    return window
  }

  @Test func offscreenWindowPresentsAtItsSize() throws {
    let window = try makeWindow()
    #expect(window.sizeInPoints == Size(width: 120, height: 90))
    #expect(window.scale == 1)
    window.present(
      DisplayList(items: [
        .text(TextRun(text: "Hello", origin: .zero, fontSize: 14, color: .black))
      ]),
      background: .white)
    #expect(window.cachedTextureCount == 1)
    window.captureMouse(true)
    window.captureMouse(false)
  }

  /// A frame the window shows (read back from the SDL renderer after presenting) is,
  /// pixel for pixel, the frame headless rendering produces for the same display list.
  @Test func aFrameInTheWindowIsTheFrameRenderedHeadless() throws {
    let window = try makeWindow()
    let list = DisplayList(items: [
      fill(Rect(x: 0, y: 0, width: 120, height: 90), Color(hex: 0xF2F2F7)),
      .shadow(
        Shadow(
          rect: Rect(x: 10, y: 30, width: 100, height: 50), radii: .top(12),
          color: .black.withAlpha(0.3), blur: 10, offset: Point(x: 0, y: -2))),
      .layer(
        DisplayLayer(
          transform: AffineTransform(translationX: 10.4, y: 30.6), opacity: 0.8,
          background: RoundedRectFill(
            rect: Rect(x: 0, y: 0, width: 100, height: 50), radii: .top(12), curve: .continuous,
            color: .white),
          content: DisplayList(items: [
            .text(TextRun(text: "Sheet", origin: Point(x: 8, y: 6), fontSize: 15, color: .black)),
            fill(Rect(x: 8, y: 30, width: 84, height: 14), Self.red, radii: CornerRadii(all: 7)),
          ]))),
      fill(Rect(x: 0, y: 0, width: 120, height: 90), .black.withAlpha(0.25)),
    ])
    window.present(list, background: .black)
    let shown = try #require(window.readPixels())
    let canvas = try OffscreenCanvas(
      size: window.sizeInPoints, scale: window.scale, font: font)
    canvas.render(list, background: .black)
    #expect(shown.width == canvas.pixelWidth && shown.height == canvas.pixelHeight)
    #expect(shown == canvas.rgbImage())
  }

  /// A frame that only changes its top items (the HUD's text) uploads only their rect, and
  /// the window still shows exactly the headless frame.
  @Test func aPartlyRedrawnFrameInTheWindowIsTheFrameRenderedHeadless() throws {
    let window = try makeWindow()
    func frame(_ text: String) -> DisplayList {
      DisplayList(items: [
        fill(Rect(x: 0, y: 0, width: 120, height: 90), Color(hex: 0xF2F2F7)),
        fill(Rect(x: 10, y: 40, width: 100, height: 40), Self.red, radii: CornerRadii(all: 8)),
        fill(Rect(x: 4, y: 4, width: 70, height: 24), .black.withAlpha(0.6)),
        .text(TextRun(text: text, origin: Point(x: 8, y: 8), fontSize: 12, color: .white)),
      ])
    }
    window.present(frame("59.8 fps"), background: .black)
    window.present(frame("60.1 fps"), background: .black)
    let shown = try #require(window.readPixels())
    let canvas = try OffscreenCanvas(size: window.sizeInPoints, scale: window.scale, font: font)
    canvas.render(frame("60.1 fps"), background: .black)
    #expect(shown == canvas.rgbImage())
  }

  /// Idle means idle: an unchanged frame is neither drawn nor presented; a window event
  /// (exposure, resize) makes the next one present again.
  @Test func anUnchangedFrameIsNeitherDrawnNorPresented() throws {
    let window = try makeWindow()
    let list = DisplayList(items: [fill(Rect(x: 10, y: 10, width: 20, height: 20), Self.red)])
    window.present(list, background: .white)
    window.present(list, background: .white)
    window.present(list, background: .white)
    #expect(window.presentedFrameCount == 1)
    var moved = list
    moved.items.append(fill(Rect(x: 40, y: 10, width: 20, height: 20), .black))
    window.present(moved, background: .white)
    #expect(window.presentedFrameCount == 2)
    SyntheticSDLEvent.windowSizeChanged(width: 120, height: 90).push()
    _ = window.pollEvents(sessionStartTicks: 0)
    window.present(moved, background: .white)
    #expect(window.presentedFrameCount == 3)
    window.present(moved, background: .white)
    #expect(window.presentedFrameCount == 3)
  }

  func inputKinds(_ events: [HostEvent]) -> [InputEvent.Kind?] {
    events.map { event in
      if case .input(let input) = event { return input.kind }
      return nil
    }
  }

  @Test func mouseAndWindowEventsTranslate() throws {
    let window = try makeWindow()
    SyntheticSDLEvent.mouseMotion(x: 30, y: 40).push()
    SyntheticSDLEvent.mouseButton(.left, down: true, x: 31, y: 41).push()
    SyntheticSDLEvent.mouseButton(.right, down: false, x: 32, y: 42).push()
    SyntheticSDLEvent.wheel(x: 0, y: 1.5).push()
    SyntheticSDLEvent.wheel(x: -0.5, y: -1).push()
    SyntheticSDLEvent.windowSizeChanged(width: 300, height: 500).push()
    SyntheticSDLEvent.focusLost.push()
    let kinds = inputKinds(window.pollEvents(sessionStartTicks: 0))
    let expected: [InputEvent.Kind?] = [
      .pointerMove(location: Point(x: 30, y: 40)),
      .pointerDown(button: .left, location: Point(x: 31, y: 41)),
      .pointerUp(button: .right, location: Point(x: 32, y: 42)),
      .wheel(dx: 0, dy: 60, location: Point(x: 32, y: 42)),
      .wheel(dx: -20, dy: -40, location: Point(x: 32, y: 42)),
      .resize(Size(width: 300, height: 500)),
      .focusLost,
    ]
    #expect(kinds == expected)
  }

  /// Keys stay keys (Ctrl+Q too: the host's key router makes it quit); only the window
  /// system's quit is a quit.
  @Test func keysTranslateAndOnlyTheWindowSystemQuits() throws {
    let window = try makeWindow()
    let q = Int32(UInt8(ascii: "q"))
    SyntheticSDLEvent.key(code: Int32(UInt8(ascii: "t")), down: true).push()
    SyntheticSDLEvent.key(code: Int32(UInt8(ascii: "t")), down: true, isRepeat: true).push()
    SyntheticSDLEvent.key(code: Int32(UInt8(ascii: "t")), down: false, modifiers: .shift).push()
    SyntheticSDLEvent.key(code: 27, down: true).push()
    SyntheticSDLEvent.key(code: 46, down: true, modifiers: [.alt, .control]).push()
    SyntheticSDLEvent.key(code: Int32(UInt8(ascii: "7")), down: true).push()
    SyntheticSDLEvent.key(code: 0x4000_003A, down: true).push()
    SyntheticSDLEvent.key(code: 0x4000_0050, down: true).push()
    SyntheticSDLEvent.key(code: q, down: true).push()
    SyntheticSDLEvent.key(code: q, down: true, modifiers: .control).push()
    SyntheticSDLEvent.quit.push()
    let events = window.pollEvents(sessionStartTicks: 0)
    let expected: [HostEvent] = [
      .input(InputEvent(timestamp: 0, kind: .keyDown(Key("t")))),
      .input(InputEvent(timestamp: 0, kind: .keyUp(Key("t", modifiers: .shift)))),
      .input(InputEvent(timestamp: 0, kind: .keyDown(Key("escape")))),
      .input(InputEvent(timestamp: 0, kind: .keyDown(Key("period", modifiers: [.alt, .control])))),
      .input(InputEvent(timestamp: 0, kind: .keyDown(Key("7")))),
      .input(InputEvent(timestamp: 0, kind: .keyDown(Key("unknown-1073741882")))),
      .input(InputEvent(timestamp: 0, kind: .keyDown(Key("left")))),
      .input(InputEvent(timestamp: 0, kind: .keyDown(Key("q")))),
      .input(InputEvent(timestamp: 0, kind: .keyDown(Key("q", modifiers: .control)))),
      .quit,
    ]
    #expect(events.map(Self.withoutTimestamp) == expected)
  }

  @Test func eventTimestampsAreRelativeToTheSessionStart() throws {
    let window = try makeWindow()
    let start = SDLWindow.ticks()
    sleepMilliseconds(30)
    let before = SDLWindow.ticks()
    SyntheticSDLEvent.mouseMotion(x: 1, y: 1).push()
    sleepMilliseconds(30)
    let events = window.pollEvents(sessionStartTicks: start)
    guard case .input(let input) = events.first else {
      Issue.record("no event")
      return
    }
    // Stamped when pushed (SDL ticks), not when polled 30 ms later.
    #expect(input.timestamp >= Double(before - start))
    #expect(input.timestamp <= Double(before - start) + 10)
  }

  static func withoutTimestamp(_ event: HostEvent) -> HostEvent {
    guard case .input(var input) = event else { return event }
    input.timestamp = 0
    return .input(input)
  }
}

/// Sleeps without SDL, which the tests do not import.
@MainActor
func sleepMilliseconds(_ milliseconds: UInt32) {
  usleep(milliseconds * 1000)
}
