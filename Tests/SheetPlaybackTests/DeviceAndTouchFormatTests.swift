import Foundation
import SheetEngine
import SheetSession
import Testing

@testable import SheetPlayback

/// The header's optional `device` and `appearance` and the pointer events' optional
/// `"source":"touch"`: written only when they say something, read back exactly, refused when
/// unknown, and absent from (so not needed in) every older recording.
@Suite struct DeviceAndTouchFormatTests {
  private func parse(_ text: String) throws -> Recording {
    try RecordingReader.parse(Data(text.utf8), file: "r.jsonl")
  }

  private let header =
    #"{"format":"sheet-playground-recording","version":2,"window":[393,852],"scale":3,"#
    + #""safeArea":[59,0,34,0],"font":{"name":"DejaVuSans.ttf","hash":"0123456789abcdef"},"#
    + #""tuning":{"preset":"seed","overrides":{}}"#

  @Test func deviceAppearanceAndTouchAreWrittenAndReadBack() throws {
    var fixture = Fixtures.header
    fixture.style = DeviceStyle(device: DevicePreset.named("iphone-16"), appearance: .dark)
    #expect(
      RecordingEncoder.headerLine(fixture).hasSuffix(
        #""overrides":{}},"device":"iphone-16","appearance":"dark"}"#))
    let touch = RecordedEvent(
      frame: 3,
      input: InputEvent(
        timestamp: 50, kind: .pointerMove(location: Point(x: 10, y: 20.5)), source: .touch))
    #expect(
      RecordingEncoder.eventLine(touch)
        == #"{"frame":3,"t":50,"kind":"move","x":10,"y":20.5,"source":"touch"}"#)
    let text =
      header + #","device":"iphone-16","appearance":"dark"}"# + "\n"
      + RecordingEncoder.eventLine(touch) + "\n"
      + #"{"frame":4,"t":60,"kind":"up","button":"left","x":1,"y":2,"source":"mouse"}"# + "\n"
      + #"{"end":true,"frames":10}"# + "\n"
    let recording = try parse(text)
    #expect(recording.header.style == fixture.style)
    #expect(recording.events.map { $0.event.input?.source } == [.touch, .mouse])
    #expect(recording.events[0] == touch)
  }

  @Test func withoutThemARecordingIsLightWithoutADeviceAndAllMouse() throws {
    #expect(!RecordingEncoder.headerLine(Fixtures.header).contains("device"))
    #expect(!RecordingEncoder.headerLine(Fixtures.header).contains("appearance"))
    let recording = try parse(
      header + "}\n" + #"{"frame":1,"t":5,"kind":"down","button":"left","x":1,"y":2}"# + "\n"
        + #"{"end":true,"frames":3}"# + "\n")
    #expect(recording.header.style == .standard)
    #expect(recording.events.first?.event.input?.source == .mouse)
  }

  @Test(
    arguments: [
      (#","device":"pixel-9"}"#, "r.jsonl:1: unknown device \"pixel-9\" (expected iphone-se, "),
      (
        #","appearance":"blue"}"#, "r.jsonl:1: unknown appearance \"blue\" (expected light or dark)"
      ),
    ])
  func unknownDevicesAndAppearancesAreRefused(tail: String, message: String) {
    #expect {
      try parse(header + tail + "\n" + #"{"end":true,"frames":3}"# + "\n")
    } throws: { error in
      "\(error)".hasPrefix(message)
    }
  }

  @Test func aSourceOnlyGoesOnPointerEvents() {
    #expect {
      try parse(
        header + "}\n" + #"{"frame":1,"t":5,"kind":"keyDown","key":"q","source":"touch"}"# + "\n"
          + #"{"end":true,"frames":3}"# + "\n")
    } throws: { error in
      "\(error)".contains(#"r.jsonl:2: field "source" "touch": expected "mouse" or "touch""#)
    }
  }
}
