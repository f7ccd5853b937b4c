import Foundation
import SheetFiles
import SheetJSON
import SheetSession

/// Reads and validates recording files.
///
/// Every problem becomes a `RecordingError` naming the file and, when it is on one line, the
/// 1-based line; malformed input of any kind never traps. The checks, in order: size (before
/// reading), emptiness, then per line: length, NUL bytes, UTF-8, JSON syntax, fields and
/// value limits, ordering; at the end, the footer, and that its frame count does not run far
/// past the last event (``RecordingRules/maximumIdleFrames``, unless `allowsLongIdle`).
///
/// A journal (a path ending in `.partial`, see ``RecordingWriter``) may lack its end line and
/// end in a line cut off mid-write: the cut line is dropped and the recording ends one frame
/// after its last event, marked ``Recording/isUnfinished``.
public enum RecordingReader {
  /// The suffix of a recording's journal.
  public static let journalSuffix = ".partial"

  /// Reads the recording at `path` (a regular file; a FIFO or device is refused before
  /// anything blocks). Errors name `path` as given.
  public static func read(
    path: String, allowsLongIdle: Bool = false
  ) throws(RecordingError) -> Recording {
    let bytes: [UInt8]
    do throws(FileError) {
      bytes = try RegularFileReader.contents(
        of: path, limit: RecordingRules.maximumFileBytes, tooLarge: tooLargeReason)
    } catch {
      throw RecordingError(file: path, reason: error.reason)
    }
    return try parse(
      bytes, file: path, allowsUnfinished: path.hasSuffix(journalSuffix),
      allowsLongIdle: allowsLongIdle)
  }

  /// Parses recording bytes; `file` is only used to name the source in errors.
  public static func parse(_ data: Data, file: String) throws(RecordingError) -> Recording {
    guard data.count <= RecordingRules.maximumFileBytes else {
      throw RecordingError(file: file, reason: tooLargeReason)
    }
    return try parse([UInt8](data), file: file)
  }

  /// Parses recording bytes; `file` is only used to name the source in errors.
  public static func parse(
    _ bytes: [UInt8], file: String, allowsUnfinished: Bool = false, allowsLongIdle: Bool = false
  ) throws(RecordingError) -> Recording {
    guard bytes.count <= RecordingRules.maximumFileBytes else {
      throw RecordingError(file: file, reason: tooLargeReason)
    }
    guard !bytes.isEmpty else { throw RecordingError(file: file, reason: "recording is empty") }

    var assembly = RecordingAssembly()
    var lineNumber = 0
    var start = 0
    while start < bytes.count {
      lineNumber += 1
      // The search stops one byte past the line limit, so an over-long line (say a file of
      // zeros) is refused without scanning the rest of the file.
      let searchEnd = min(bytes.count, start + RecordingRules.maximumLineBytes + 1)
      let end = bytes[start..<searchEnd].firstIndex(of: UInt8(ascii: "\n")) ?? searchEnd
      let isLast = end == bytes.count
      let range = start..<end
      start = end + 1
      func failure(_ reason: String) -> RecordingError {
        RecordingError(file: file, line: lineNumber, reason: reason)
      }
      guard assembly.frameCount == nil else {
        throw failure("unexpected content after the end line")
      }
      let parsed = parseLine(bytes, range, isLast: isLast, isFirst: lineNumber == 1)
      if allowsUnfinished, isLast, assembly.header != nil, case .cutOff = parsed { break }
      let value = try parsed.get(failure)
      do throws(FieldError) {
        try assembly.accept(value)
      } catch {
        throw failure(error.reason)
      }
    }
    return try finish(
      assembly, file: file, line: lineNumber, allowsUnfinished: allowsUnfinished,
      allowsLongIdle: allowsLongIdle)
  }

  /// The recording read, once its last line was: complete, or an unfinished journal's.
  private static func finish(
    _ assembly: RecordingAssembly, file: String, line: Int, allowsUnfinished: Bool,
    allowsLongIdle: Bool
  ) throws(RecordingError) -> Recording {
    let truncated = "truncated: no end line (the recording was cut off)"
    guard let header = assembly.header else {
      throw RecordingError(file: file, line: line, reason: truncated)
    }
    guard let frameCount = assembly.frameCount else {
      guard allowsUnfinished else {
        throw RecordingError(file: file, line: line, reason: truncated)
      }
      try checkLength(
        assembly.unfinishedFrameCount, file: file, line: line, allowsLong: allowsLongIdle)
      return assembly.unfinished(header: header)
    }
    try checkBounds(
      frameCount, lastEvent: assembly.events.last?.frame, file: file, line: line,
      allowsLong: allowsLongIdle)
    return assembly.finished(header: header, frameCount: frameCount)
  }

  private static let tooLargeReason = "recording is larger than 64 MiB"

  /// The bounds on work: the idle frames after the last event, then the total.
  private static func checkBounds(
    _ frameCount: Int, lastEvent: Int?, file: String, line: Int, allowsLong: Bool
  ) throws(RecordingError) {
    let idle = frameCount - (lastEvent ?? -1) - 1
    if idle > RecordingRules.maximumIdleFrames, !allowsLong {
      throw RecordingError(
        file: file, line: line,
        reason: "the end line claims \(frameCount) frames, \(idle) of them after the last event "
          + "(more than \(RecordingRules.maximumIdleFrames), an hour at 60 Hz); pass "
          + "--allow-long to replay it")
    }
    try checkLength(frameCount, file: file, line: line, allowsLong: allowsLong)
  }

  private static func checkLength(
    _ frames: Int, file: String, line: Int, allowsLong: Bool
  ) throws(RecordingError) {
    do throws(FieldError) {
      try RecordingRules.validateLength(frames, allowsLong: allowsLong)
    } catch {
      throw RecordingError(file: file, line: line, reason: error.reason)
    }
  }

  /// The line's JSON value, or the reason it has none.
  private static func parseLine(
    _ bytes: [UInt8], _ range: Range<Int>, isLast: Bool, isFirst: Bool
  ) -> LineResult {
    if range.count > RecordingRules.maximumLineBytes {
      return .failure("line is longer than \(RecordingRules.maximumLineText)")
    }
    let line = bytes[range]
    if let nul = line.firstIndex(of: 0) {
      return .failure(
        "binary data, not a recording: NUL byte at column \(nul - range.lowerBound + 1)")
    }
    if String(validating: line, as: UTF8.self) == nil {
      return .failure("text is not valid UTF-8")
    }
    let blank = line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == 9 || $0 == 13 }
    if blank {
      return .failure(isFirst ? "header missing: the first line is empty" : "empty line")
    }
    do throws(JSONParseError) {
      return .value(try JSONParser.parse(bytes, in: range))
    } catch {
      // A last line that stops mid-value is a file cut off while writing, not bad JSON.
      if isLast, error.reachedEnd {
        return .cutOff
      }
      return .failure(error.reason)
    }
  }

  private enum LineResult {
    case value(JSONValue)
    case failure(String)
    /// The last line stops mid-value: a file cut off while being written.
    case cutOff

    func get(_ wrap: (String) -> RecordingError) throws(RecordingError) -> JSONValue {
      switch self {
      case .value(let value): return value
      case .failure(let reason): throw wrap(reason)
      case .cutOff:
        throw wrap("truncated: the last line is incomplete (the recording was cut off)")
      }
    }
  }
}
