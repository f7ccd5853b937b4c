#if canImport(Glibc)
  import Glibc
#endif

/// Writes to a non-blocking pipe, waiting with `poll` while it is full, and gives up when the
/// reader made no progress for a while: a reader that stops reading cannot hang the writer.
enum PipeWriter {
  /// Why a write stopped.
  package enum Failure {
    /// The reader took nothing for this many seconds.
    case stalled(seconds: Double)
    /// The reader is gone (or another write error).
    case closed(errno: Int32)

    /// The message, with the reader's own words when it is gone.
    package func describe(_ readerMessage: String) -> String {
      switch self {
      case .stalled(let seconds):
        "ffmpeg read nothing for \(Int(seconds)) s (stalled); the export was stopped and "
          + "nothing was written"
      case .closed:
        "ffmpeg stopped reading: \(readerMessage)"
      }
    }
  }

  /// Writes all of `bytes` to `descriptor`; nil on success.
  package static func write(_ bytes: [UInt8], to descriptor: Int32, stallSeconds: Double)
    -> Failure?
  {
    var offset = 0
    var waited = 0.0
    let slice = 50  // milliseconds per poll, so the clock is never read
    while offset < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if result > 0 {
        offset += result
        waited = 0
        continue
      }
      let code = errno
      guard result < 0, code == EAGAIN || code == EINTR else { return .closed(errno: code) }
      if code == EINTR { continue }
      var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
      let ready = poll(&entry, 1, Int32(slice))
      if ready == 0 {
        waited += Double(slice) / 1000
        if waited >= stallSeconds { return .stalled(seconds: stallSeconds) }
      }
    }
    return nil
  }
}
