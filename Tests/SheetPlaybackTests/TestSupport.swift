import Foundation
import SheetEngine
import SheetPlayback
import SheetScreens
import SheetTuning

/// A fresh directory under the system temporary directory, removed by `remove()`.
struct TemporaryDirectory {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("sheet-playback-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> String { path + "/" + name }

  /// Names in the directory, sorted.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}

enum Fixtures {
  static let header = RecordingHeader(
    windowSize: Size(width: 390, height: 844), scale: 1,
    safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), fontName: "DejaVuSans.ttf",
    fontHash: "0123456789abcdef", tuningPreset: "seed")

  /// The header line for `header`, used to build hand-written files.
  static let headerLine =
    #"{"format":"sheet-playground-recording","version":1,"window":[390,844],"scale":1,"#
    + #""safeArea":[47,0,34,0],"font":{"name":"DejaVuSans.ttf","hash":"0123456789abcdef"},"#
    + #""tuning":{"preset":"seed","overrides":{}}}"#

  /// One event of every kind, with awkward doubles, in valid order.
  static let everyKind: [RecordedEvent] = [
    event(0, 0, .pointerDown(button: .left, location: Point(x: 0.1, y: 1.0 / 3))),
    event(0, 0, .pointerMove(location: Point(x: 312.5, y: -0.0))),
    event(1, 16.5, .pointerUp(button: .right, location: Point(x: -40, y: 900.25))),
    event(1, 16.5, .pointerDown(button: .middle, location: Point(x: 1e-7, y: 999_999.5))),
    event(3, 50, .wheel(dx: -0.1, dy: 2.0 / 3, location: Point(x: 5, y: 6))),
    event(4, 66.66666666666667, .keyDown(Key("escape"))),
    event(4, 70, .keyUp(Key("t", modifiers: [.shift, .control, .alt]))),
    event(5, 80, .keyDown(Key("q", modifiers: [.control]))),
    event(7, 100, .resize(Size(width: 640.5, height: 480))),
    event(9, 1e5 + 0.1, .focusLost),
    tuning(10, 1e5 + 1, .set(key: "sheet.duration", value: 0.45)),
    tuning(10, 1e5 + 2, .preset("fluid")),
    // A composed character (e + U+0301), a flag, a quote and a line break, as a paste.
    event(10, 1e5 + 3, .textInput("Cafe\u{301} \u{1F1EB}\u{1F1F7} \"x\"\n\ty")),
  ]

  static func event(_ frame: Int, _ t: Double, _ kind: InputEvent.Kind) -> RecordedEvent {
    RecordedEvent(frame: frame, input: InputEvent(timestamp: t, kind: kind))
  }

  static func tuning(_ frame: Int, _ t: Double, _ change: TuningChange) -> RecordedEvent {
    RecordedEvent(frame: frame, event: .tuning(change, timestamp: t))
  }
}
