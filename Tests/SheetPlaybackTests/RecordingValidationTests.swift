import SheetEngine
import SheetPlayback
import SheetTuning
import Testing

/// One malformed recording and what the reader must say about it.
struct BadRecording: Sendable, CustomTestStringConvertible {
  let name: String
  let bytes: [UInt8]
  /// `file:line: ` or `file: ` — the start of the error's description.
  let prefix: String
  /// A word the reason must contain.
  let keyword: String

  var testDescription: String { name }

  init(_ name: String, _ bytes: [UInt8], _ prefix: String, _ keyword: String) {
    self.name = name
    self.bytes = bytes
    self.prefix = prefix
    self.keyword = keyword
  }

  /// A file from lines, each terminated by "\n".
  init(_ name: String, lines: [String], _ prefix: String, _ keyword: String) {
    self.init(name, Array(lines.map { $0 + "\n" }.joined().utf8), prefix, keyword)
  }
}

private let file = "bad.jsonl"
private let header = Fixtures.headerLine
private let end = #"{"end":true,"frames":10}"#

private func move(_ frame: String = "0", t: String = "0", x: String = "1") -> String {
  #"{"frame":\#(frame),"t":\#(t),"kind":"move","x":\#(x),"y":2}"#
}

private func header(replacing old: String, with new: String) -> String {
  header.replacingOccurrences(old, new)
}

extension String {
  /// Foundation-free replacement, so the fixture stays obviously literal.
  fileprivate func replacingOccurrences(_ old: String, _ new: String) -> String {
    split(separator: old, omittingEmptySubsequences: false).joined(separator: new)
  }
}

private let badRecordings: [BadRecording] = [
  BadRecording("empty file", [], "bad.jsonl: ", "empty"),
  BadRecording(
    "binary garbage", [0x89, 0x50, 0x4E, 0x47, 0x00, 0x01, 0x0A], "bad.jsonl:1: ", "NUL"),
  BadRecording(
    "not UTF-8", Array((header + "\n").utf8) + [0x7B, 0xFF, 0xFE, 0x7D, 0x0A], "bad.jsonl:2: ",
    "UTF-8"),
  BadRecording(
    "line over 16 MiB",
    lines: [
      header,
      #"{"frame":0,"t":0,"kind":"keyDown","key":""#
        + String(repeating: "k", count: 16 << 20) + #""}"#, end,
    ],
    "bad.jsonl:2: ", "16 MiB"),
  BadRecording(
    "invalid JSON", lines: [header, #"{"frame":0,"t":0,,}"#, end], "bad.jsonl:2: ", "invalid JSON"),
  BadRecording("not an object", lines: ["[1, 2]", end], "bad.jsonl:1: ", "object"),
  BadRecording("header missing", lines: [move(), end], "bad.jsonl:1: ", "header missing"),
  BadRecording("blank first line", lines: ["", header, end], "bad.jsonl:1: ", "header missing"),
  BadRecording("header repeated", lines: [header, header, end], "bad.jsonl:2: ", "first line"),
  BadRecording(
    "wrong format name",
    lines: [header(replacing: "sheet-playground-recording", with: "other"), end],
    "bad.jsonl:1: ", "format"),
  BadRecording(
    "version 4", lines: [header(replacing: #""version":1"#, with: #""version":4"#), end],
    "bad.jsonl:1: ", "unsupported version 4, this build reads versions 1 to 3"),
  BadRecording(
    "version a string", lines: [header(replacing: #""version":1"#, with: #""version":"1""#), end],
    "bad.jsonl:1: ", #"field "version" must be an integer"#),
  BadRecording(
    "header field missing", lines: [header(replacing: #""scale":1,"#, with: ""), end],
    "bad.jsonl:1: ", #"missing field "scale""#),
  BadRecording(
    "font hash wrong", lines: [header(replacing: "0123456789abcdef", with: "xyz"), end],
    "bad.jsonl:1: ", "font.hash"),
  BadRecording(
    "font name wrong type",
    lines: [header(replacing: #""DejaVuSans.ttf""#, with: "7"), end],
    "bad.jsonl:1: ", #"field "font.name" must be a string"#),
  BadRecording(
    "window zero", lines: [header(replacing: "[390,844]", with: "[0,844]"), end],
    "bad.jsonl:1: ", "window"),
  BadRecording(
    "window too large", lines: [header(replacing: "[390,844]", with: "[390,16385]"), end],
    "bad.jsonl:1: ", "window"),
  BadRecording(
    "window one number", lines: [header(replacing: "[390,844]", with: "[390]"), end],
    "bad.jsonl:1: ", "[width, height]"),
  BadRecording(
    "scale zero", lines: [header(replacing: #""scale":1"#, with: #""scale":0"#), end],
    "bad.jsonl:1: ", "scale"),
  BadRecording(
    "scale above 8", lines: [header(replacing: #""scale":1"#, with: #""scale":8.5"#), end],
    "bad.jsonl:1: ", "scale"),
  BadRecording(
    "tuning override not a number",
    lines: [header(replacing: #""overrides":{}"#, with: #""overrides":{"k":"1"}"#), end],
    "bad.jsonl:1: ", "tuning.overrides.k"),
  BadRecording(
    "unknown header field",
    lines: [header(replacing: #""scale":1"#, with: #""scale":1,"dpi":2"#), end],
    "bad.jsonl:1: ", #"unknown field "dpi""#),
  BadRecording(
    "event field missing", lines: [header, #"{"frame":0,"t":0,"kind":"move","y":2}"#, end],
    "bad.jsonl:2: ", #"missing field "x""#),
  BadRecording(
    "coordinate a string", lines: [header, move(x: #""12""#), end],
    "bad.jsonl:2: ", #"field "x" must be a number"#),
  BadRecording(
    "unknown event field", lines: [header, #"{"frame":0,"t":0,"kind":"focusLost","x":1}"#, end],
    "bad.jsonl:2: ", #"unknown field "x""#),
  BadRecording(
    "unknown kind", lines: [header, #"{"frame":0,"t":0,"kind":"jump"}"#, end],
    "bad.jsonl:2: ", #"unknown event kind "jump""#),
  BadRecording(
    "unknown button",
    lines: [header, #"{"frame":0,"t":0,"kind":"down","button":"thumb","x":1,"y":2}"#, end],
    "bad.jsonl:2: ", #"unknown button "thumb""#),
  BadRecording(
    "unknown modifier",
    lines: [header, #"{"frame":0,"t":0,"kind":"keyUp","key":"a","mods":["meta"]}"#, end],
    "bad.jsonl:2: ", "mods"),
  BadRecording("NaN coordinate", lines: [header, move(x: "NaN"), end], "bad.jsonl:2: ", "NaN"),
  BadRecording(
    "Infinity timestamp", lines: [header, move(t: "Infinity"), end], "bad.jsonl:2: ", "Infinity"),
  BadRecording(
    "minus Infinity", lines: [header, move(x: "-Infinity"), end], "bad.jsonl:2: ", "Infinity"),
  BadRecording(
    "overflowing number", lines: [header, move(x: "1e999"), end], "bad.jsonl:2: ", "out of range"),
  BadRecording(
    "coordinate beyond 1e6", lines: [header, move(x: "1000000.5"), end],
    "bad.jsonl:2: ", #"field "x" is out of range"#),
  BadRecording(
    "negative timestamp", lines: [header, move(t: "-1"), end], "bad.jsonl:2: ", #"field "t""#),
  BadRecording(
    "negative frame", lines: [header, move("-1"), end], "bad.jsonl:2: ", "must not be negative"),
  BadRecording(
    "fractional frame", lines: [header, move("1.5"), end], "bad.jsonl:2: ", "integer"),
  BadRecording(
    "frames decrease", lines: [header, move("3"), move("2", t: "5"), end],
    "bad.jsonl:3: ", "frames must not decrease"),
  BadRecording(
    "timestamps decrease", lines: [header, move("1", t: "5"), move("2", t: "4.5"), end],
    "bad.jsonl:3: ", "timestamps must not decrease"),
  BadRecording(
    "resize to zero", lines: [header, #"{"frame":0,"t":0,"kind":"resize","w":0,"h":5}"#, end],
    "bad.jsonl:2: ", #"field "w""#),
  BadRecording(
    "event at the end frame", lines: [header, move("10"), end], "bad.jsonl:3: ", "end frame"),
  BadRecording(
    "footer end false", lines: [header, #"{"end":false,"frames":1}"#], "bad.jsonl:2: ",
    #"field "end" must be true"#),
  BadRecording(
    "footer frames negative", lines: [header, #"{"end":true,"frames":-2}"#], "bad.jsonl:2: ",
    "negative"),
  BadRecording(
    "missing footer", lines: [header, move(), move("1")], "bad.jsonl:3: ",
    "truncated: no end line (the recording was cut off)"),
  BadRecording(
    "cut mid-line", Array((header + "\n" + move() + "\n" + #"{"frame":1,"t":1"#).utf8),
    "bad.jsonl:3: ", "truncated"),
  BadRecording(
    "content after footer", lines: [header, end, move()], "bad.jsonl:3: ", "after the end line"),
  BadRecording(
    "blank line after footer", lines: [header, end, ""], "bad.jsonl:3: ", "after the end line"),
  BadRecording("blank line", lines: [header, "", end], "bad.jsonl:2: ", "empty line"),
  BadRecording(
    "deep nesting", lines: [header, String(repeating: "[", count: 5000), end], "bad.jsonl:2: ",
    "nesting"),
  BadRecording(
    "duplicate key", lines: [header, #"{"frame":0,"frame":0,"t":0,"kind":"focusLost"}"#, end],
    "bad.jsonl:2: ", "duplicate key"),
  BadRecording(
    "empty text", lines: [header, #"{"frame":0,"t":0,"kind":"text","text":""}"#, end],
    "bad.jsonl:2: ", "empty"),
  BadRecording(
    "text with a control character",
    lines: [header, #"{"frame":0,"t":0,"kind":"text","text":"a\u0008"}"#, end], "bad.jsonl:2: ",
    "U+0008"),
  BadRecording(
    "text that is not a string",
    lines: [header, #"{"frame":0,"t":0,"kind":"text","text":5}"#, end],
    "bad.jsonl:2: ", "string"),
  BadRecording(
    "text without its field", lines: [header, #"{"frame":0,"t":0,"kind":"text"}"#, end],
    "bad.jsonl:2: ", "missing"),
  BadRecording(
    "text with a stray field",
    lines: [header, #"{"frame":0,"t":0,"kind":"text","text":"a","key":"a"}"#, end],
    "bad.jsonl:2: ", "unknown field"),
  BadRecording(
    "text over the limit",
    lines: [
      header,
      #"{"frame":0,"t":0,"kind":"text","text":""# + String(repeating: "a", count: 16_385) + #""}"#,
      end,
    ], "bad.jsonl:2: ", "16384"),
  BadRecording(
    "lone surrogate", lines: [header, #"{"frame":0,"t":0,"kind":"keyUp","key":"\ud800"}"#, end],
    "bad.jsonl:2: ", "surrogate"),
]

@Suite struct RecordingValidationTests {
  @Test(arguments: badRecordings)
  func badRecordingIsRefusedWithLineAndReason(_ bad: BadRecording) {
    #expect(throws: RecordingError.self) { try RecordingReader.parse(bad.bytes, file: file) }
    do {
      _ = try RecordingReader.parse(bad.bytes, file: file)
    } catch {
      let message = error.description
      #expect(message.hasPrefix(bad.prefix), "\(message)")
      #expect(error.reason.contains(bad.keyword), "\(message)")
      #expect(!message.contains("\n"))
      #expect(error.file == file)
    }
  }

  @Test func acceptsFinalLineWithoutNewlineEqualTimestampsAndPositionsOutsideTheWindow() throws {
    let text =
      header + "\n" + move("0", t: "5", x: "-50") + "\r\n" + move("0", t: "5", x: "1000000")
      + "\n" + #"{"frame":2,"t":5,"kind":"keyDown","key":"a","mods":[]}"# + "\n" + end
    let recording = try RecordingReader.parse(Array(text.utf8), file: file)
    #expect(recording.events.count == 3)
    #expect(recording.frameCount == 10)
    #expect(recording.events[0].event.input?.kind == .pointerMove(location: Point(x: -50, y: 2)))
    #expect(recording.events[2].event.input?.kind == .keyDown(Key("a")))
  }

  @Test func errorDescriptionIsOneLine() {
    let error = RecordingError(file: "a\nb.jsonl", line: 3, reason: "bad\u{2028}thing")
    #expect(error.description == "a?b.jsonl:3: bad?thing")
    #expect(RecordingError(file: "x", reason: "gone").description == "x: gone")
  }
}

@Suite struct RecordingTuningValidationTests {
  private let header =
    #"{"format":"sheet-playground-recording","version":1,"window":[390,844],"scale":1,"#
    + #""safeArea":[47,0,34,0],"font":{"name":"DejaVuSans.ttf","hash":"adadfef763426946"},"#

  private func read(_ tuning: String, _ event: String? = nil) -> String? {
    var text = header + #""tuning":"# + tuning + "}\n"
    if let event { text += event + "\n" }
    text += #"{"end":true,"frames":5}"# + "\n"
    do {
      _ = try RecordingReader.parse(Array(text.utf8), file: "t.jsonl")
      return nil
    } catch {
      return error.description
    }
  }

  @Test func headerTuningMustBeReal() {
    #expect(read(#"{"preset":"seed","overrides":{}}"#) == nil)
    #expect(read(#"{"preset":"bogus","overrides":{}}"#)?.hasPrefix("t.jsonl:1: ") == true)
    #expect(
      read(#"{"preset":"seed","overrides":{"sheet.nope":1}}"#)?.contains("sheet.nope") == true)
    #expect(
      read(#"{"preset":"seed","overrides":{"sheet.duration":-1}}"#)?.hasPrefix("t.jsonl:1:") == true
    )
  }

  @Test func tuningEventsMustBeReal() {
    let good = #"{"frame":1,"t":5,"kind":"tuning","key":"sheet.duration","value":0.5}"#
    #expect(read(#"{"preset":"seed","overrides":{}}"#, good) == nil)
    let unknown = #"{"frame":1,"t":5,"kind":"tuning","key":"sheet.nope","value":0.5}"#
    #expect(
      read(#"{"preset":"seed","overrides":{}}"#, unknown)?.hasPrefix(
        "t.jsonl:2: unknown tuning key") == true)
    let range = #"{"frame":1,"t":5,"kind":"tuning","key":"sheet.duration","value":99}"#
    #expect(
      read(#"{"preset":"seed","overrides":{}}"#, range)?.hasPrefix("t.jsonl:2: tuning:") == true)
    let preset = #"{"frame":1,"t":5,"kind":"tuning","preset":"zzz"}"#
    #expect(
      read(#"{"preset":"seed","overrides":{}}"#, preset)?.hasPrefix(
        "t.jsonl:2: unknown tuning preset") == true)
  }
}
