import Foundation
import SheetEngine
import SheetPlayback
import Testing

@Suite struct RecordingRoundTripTests {
  @Test func everyEventKindRoundTripsThroughAFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("session.jsonl")
    let writer = try RecordingWriter(path: path, header: Fixtures.header)
    for event in Fixtures.everyKind { try writer.append(event) }
    try writer.finish(frameCount: 12)

    let recording = try RecordingReader.read(path: path)
    #expect(recording.header == Fixtures.header)
    #expect(recording.events == Fixtures.everyKind)
    #expect(recording.frameCount == 12)
    #expect(writer.eventCount == Fixtures.everyKind.count)
  }

  @Test(arguments: [
    0.1, 1.0 / 3, 312.5, -0.0, 0.0, 2.0 / 3, 1e-7, 123_456.789, -999_999.999_999_9,
    .leastNonzeroMagnitude, 0.30000000000000004, 844, .greatestFiniteMagnitude / 1e303,
  ])
  func doublesRoundTripBitExact(value: Double) throws {
    let events = [
      Fixtures.event(0, abs(value), .wheel(dx: value, dy: -value, location: Point(x: value, y: 0)))
    ]
    let recording = Recording(header: Fixtures.header, events: events, frameCount: 1)
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("doubles.jsonl")
    try RecordingWriter.write(recording, to: path)
    let read = try RecordingReader.read(path: path)
    guard case .wheel(let dx, let dy, let location) = read.events[0].event.input?.kind else {
      Issue.record("expected a wheel event, got \(read.events[0])")
      return
    }
    #expect(dx.bitPattern == value.bitPattern)
    #expect(dy.bitPattern == (-value).bitPattern)
    #expect(location.x.bitPattern == value.bitPattern)
    #expect(read.events[0].event.timestamp.bitPattern == abs(value).bitPattern)
  }

  @Test func headerRoundTripsWithOverridesAndFractionalValues() throws {
    let header = RecordingHeader(
      windowSize: Size(width: 1024.5, height: 16384), scale: 2.5,
      safeArea: EdgeInsets(top: 0.1, left: 1.0 / 3, bottom: 34, right: 8),
      fontName: "Font \"Quoted\" \\ ü.ttf", fontHash: "FFFFFFFFFFFFFFFF", tuningPreset: "fluid",
      tuningOverrides: [
        "dismiss.threshold": 0.35, "sheet.cornerRadius": -0.0, "list.rowCount": 1e4,
      ])
    let recording = Recording(header: header, events: [], frameCount: 0)
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try RecordingWriter.write(recording, to: directory.file("h.jsonl"))
    let read = try RecordingReader.read(path: directory.file("h.jsonl"))
    #expect(read == recording)
    #expect(read.header.tuningOverrides["sheet.cornerRadius"]?.sign == .minus)
  }

  /// The bold face's hash is in the header's font object when the session had one, and
  /// absent (as in every recording made before it) when not; a malformed one is refused.
  @Test func theBoldFacesHashRoundTripsAndIsChecked() throws {
    var header = Fixtures.header
    header.fontBoldHash = "00112233445566aa"
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try RecordingWriter.write(
      Recording(header: header, events: [], frameCount: 0), to: directory.file("b.jsonl"))
    let text = try String(contentsOfFile: directory.file("b.jsonl"), encoding: .utf8)
    #expect(text.contains("\"hash\":\"0123456789abcdef\",\"boldHash\":\"00112233445566aa\"}"))
    #expect(try RecordingReader.read(path: directory.file("b.jsonl")).header == header)
    #expect(try RecordingReader.read(path: directory.file("b.jsonl")).header.fontBoldHash != nil)
    try RecordingWriter.write(
      Recording(header: Fixtures.header, events: [], frameCount: 0), to: directory.file("r.jsonl"))
    #expect(try RecordingReader.read(path: directory.file("r.jsonl")).header.fontBoldHash == nil)
    let bad = text.replacingOccurrences(of: "00112233445566aa", with: "bold")
    try bad.write(toFile: directory.file("bad.jsonl"), atomically: true, encoding: .utf8)
    #expect(throws: (any Error).self) {
      try RecordingReader.read(path: directory.file("bad.jsonl"))
    }
  }

  /// The semibold face's hash follows the bold one's in the font object, and is checked
  /// the same way.
  @Test func theSemiboldFacesHashRoundTripsAndIsChecked() throws {
    var header = Fixtures.header
    header.fontBoldHash = "00112233445566aa"
    header.fontSemiboldHash = "0011223344556677"
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try RecordingWriter.write(
      Recording(header: header, events: [], frameCount: 0), to: directory.file("s.jsonl"))
    let text = try String(contentsOfFile: directory.file("s.jsonl"), encoding: .utf8)
    #expect(
      text.contains("\"boldHash\":\"00112233445566aa\",\"semiboldHash\":\"0011223344556677\"}"))
    #expect(try RecordingReader.read(path: directory.file("s.jsonl")).header == header)
    let bad = text.replacingOccurrences(of: "0011223344556677", with: "semi")
    try bad.write(toFile: directory.file("bad.jsonl"), atomically: true, encoding: .utf8)
    #expect(throws: (any Error).self) {
      try RecordingReader.read(path: directory.file("bad.jsonl"))
    }
  }

  @Test func eventsInFrameGroupsEventsInOrder() {
    let recording = Recording(header: Fixtures.header, events: Fixtures.everyKind, frameCount: 12)
    #expect(Array(recording.events(inFrame: 0)) == Array(Fixtures.everyKind[0..<2]))
    #expect(Array(recording.events(inFrame: 1)) == Array(Fixtures.everyKind[2..<4]))
    #expect(recording.events(inFrame: 2).isEmpty)
    #expect(Array(recording.events(inFrame: 4)) == Array(Fixtures.everyKind[5..<7]))
    #expect(Array(recording.events(inFrame: 9)) == [Fixtures.everyKind[9]])
    #expect(recording.events(inFrame: 11).isEmpty)
    #expect(recording.events(inFrame: -1).isEmpty)
    let total = (0..<12).reduce(0) { $0 + recording.events(inFrame: $1).count }
    #expect(total == Fixtures.everyKind.count)
  }

  @Test func eventsInFrameFollowsMutation() {
    var recording = Recording(header: Fixtures.header, events: Fixtures.everyKind, frameCount: 12)
    recording.events.append(Fixtures.event(11, 2e5, .focusLost))
    #expect(recording.events(inFrame: 11).count == 1)
    recording.events.removeAll()
    #expect(recording.events(inFrame: 0).isEmpty)
  }
}
