/// The text form of a run of per-frame state digests in a recording's `digests` lines.
///
/// Space-separated tokens: a digest is 8 lowercase hex digits, and `DIGEST*N` stands for N
/// equal digests in a row. A frame where nothing changed repeats the digest before it, so a
/// resting minute costs a dozen bytes and a minute of constant motion 3600 x 9 (about 32
/// KiB): small next to its input events, and readable enough to spot where two recordings
/// part.
public enum DigestRuns {
  /// Digests per `digests` line: ten seconds at 60 Hz, at most 36 KiB of text, well inside
  /// the line limit, and a journal loses at most this many to a crash.
  public static let framesPerLine = 600

  public static func encode(_ digests: some Collection<UInt32>) -> String {
    var tokens: [String] = []
    var index = digests.startIndex
    while index != digests.endIndex {
      let digest = digests[index]
      var count = 0
      while index != digests.endIndex, digests[index] == digest {
        count += 1
        index = digests.index(after: index)
      }
      tokens.append(count > 1 ? "\(hex(digest))*\(count)" : hex(digest))
    }
    return tokens.joined(separator: " ")
  }

  /// The digests `text` stands for, or the reason it is malformed; at most `limit` of them,
  /// so a hostile `~999999999` cannot allocate without bound.
  static func decode(_ text: String, limit: Int) throws(FieldError) -> [UInt32] {
    var digests: [UInt32] = []
    for token in text.split(separator: " ", omittingEmptySubsequences: false) {
      let parts = token.split(separator: "*", maxSplits: 1, omittingEmptySubsequences: false)
      let digits = parts[0]
      guard digits.utf8.count == 8, digits.utf8.allSatisfy(isLowerHex),
        let digest = UInt32(digits, radix: 16)
      else {
        throw FieldError(
          reason: "field \"hashes\" must hold space-separated 8-digit lowercase hex digests, "
            + "each optionally followed by *COUNT")
      }
      var count = 1
      if parts.count == 2 {
        guard let parsed = Int(parts[1]), parsed >= 2 else {
          throw FieldError(reason: "field \"hashes\": * must be followed by a count of 2 or more")
        }
        count = parsed
      }
      guard count <= limit - digests.count else {
        throw FieldError(reason: "field \"hashes\" holds more digests than a recording has frames")
      }
      digests.append(contentsOf: repeatElement(digest, count: count))
    }
    return digests
  }

  static func hex(_ digest: UInt32) -> String {
    let digits = String(digest, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }

  private static func isLowerHex(_ byte: UInt8) -> Bool {
    (48...57).contains(byte) || (97...102).contains(byte)
  }
}
