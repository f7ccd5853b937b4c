import Foundation
import SheetEngine
import SheetJSON
import Testing

@testable import SheetPlayback

/// Pins the bytes of the format: other tools read these files.
@Suite struct RecordingFormatTests {
  @Test func fileTextIsExact() throws {
    var header = Fixtures.header
    header.tuningOverrides = ["sheet.duration": 0.5, "list.rowCount": 2, "dismiss.threshold": 0.25]
    let events = [
      Fixtures.event(12, 203.5, .pointerDown(button: .left, location: Point(x: 195, y: 400))),
      Fixtures.event(13, 210, .keyDown(Key("q", modifiers: [.control, .shift]))),
      Fixtures.event(14, 220.25, .wheel(dx: 0.1, dy: -3, location: Point(x: -0.0, y: 1e-5))),
      Fixtures.event(15, 230, .resize(Size(width: 800, height: 600.5))),
      Fixtures.event(15, 230, .focusLost),
      Fixtures.tuning(15, 231, .set(key: "dismiss.threshold", value: 0.4)),
      Fixtures.tuning(15, 232, .preset("fluid")),
    ]
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("pinned.jsonl")
    try RecordingWriter.write(
      Recording(header: header, events: events, frameCount: 412), to: path)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let expected = """
      {"format":"sheet-playground-recording","version":3,"window":[390,844],"scale":1,\
      "safeArea":[47,0,34,0],"font":{"name":"DejaVuSans.ttf","hash":"0123456789abcdef"},\
      "tuning":{"preset":"seed","overrides":{"dismiss.threshold":0.25,"list.rowCount":2,"sheet.duration":0.5}}}
      {"frame":12,"t":203.5,"kind":"down","button":"left","x":195,"y":400}
      {"frame":13,"t":210,"kind":"keyDown","key":"q","mods":["shift","control"]}
      {"frame":14,"t":220.25,"kind":"wheel","dx":0.1,"dy":-3,"x":-0,"y":1e-05}
      {"frame":15,"t":230,"kind":"resize","w":800,"h":600.5}
      {"frame":15,"t":230,"kind":"focusLost"}
      {"frame":15,"t":231,"kind":"tuning","key":"dismiss.threshold","value":0.4}
      {"frame":15,"t":232,"kind":"tuning","preset":"fluid"}
      {"end":true,"frames":412}

      """
    #expect(text == expected)
  }

  @Test func eventLinesForRemainingKinds() {
    let up = Fixtures.event(1, 2, .pointerUp(button: .middle, location: Point(x: 0.5, y: -7)))
    #expect(
      RecordingEncoder.eventLine(up)
        == #"{"frame":1,"t":2,"kind":"up","button":"middle","x":0.5,"y":-7}"#)
    let move = Fixtures.event(0, 1.0 / 3, .pointerMove(location: Point(x: 1, y: 2)))
    #expect(
      RecordingEncoder.eventLine(move)
        == #"{"frame":0,"t":0.3333333333333333,"kind":"move","x":1,"y":2}"#)
    let keyUp = Fixtures.event(2, 3, .keyUp(Key("a\"b")))
    #expect(RecordingEncoder.eventLine(keyUp) == #"{"frame":2,"t":3,"kind":"keyUp","key":"a\"b"}"#)
  }

  @Test(arguments: [
    (0.1, "0.1"), (1.0 / 3, "0.3333333333333333"), (312.5, "312.5"), (-0.0, "-0"), (390, "390"),
    (1e16, "1e+16"), (1e-5, "1e-05"), (-2.5e-300, "-2.5e-300"), (.infinity, "null"),
  ])
  func numberText(value: Double, text: String) {
    #expect(JSONText.number(value) == text)
  }

  @Test func stringEscapes() {
    #expect(JSONText.string("a\"b\\c\n\t\u{1}é") == #""a\"b\\c\n\t\u0001é""#)
  }

  @Test func parserReadsEscapesAndSurrogatePairs() throws {
    let value = try JSONParser.parse(Array(#"["\u00e9\ud83d\ude00\/\b", -0, 1E2]"#.utf8))
    #expect(value == .array([.string("é😀/\u{8}"), .number(-0.0), .number(100)]))
  }

  @Test func parserBoundsNesting() {
    let deep = Array(repeating: UInt8(ascii: "["), count: 10_000)
    #expect(throws: JSONParseError.self) { try JSONParser.parse(deep) }
    #expect(throws: Never.self) {
      try JSONParser.parse(
        Array(String(repeating: "[", count: 64).utf8)
          + Array(String(repeating: "]", count: 64).utf8))
    }
  }
}
