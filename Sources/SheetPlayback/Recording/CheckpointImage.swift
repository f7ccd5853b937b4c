import SheetFiles

/// A visual checkpoint's digest: FNV-1a 64 of the frame's pixels rendered at 1x, as 8-bit
/// RGB rows, top row first, without padding, written as 16 lowercase hex digits. Exact on
/// purpose: the renderer is the window's own and deterministic, so any changed pixel is a
/// changed frame; the expected PNG beside the recording shows which.
public enum CheckpointImage {
  /// The digest of `rgb`, `width * height * 3` bytes.
  public static func digest(rgb: [UInt8]) -> String {
    var hash = FNV1a64()
    hash.combine(rgb)
    return hash.hexDigest
  }

  /// Whether `text` is a digest: 16 lowercase hex digits.
  public static func isDigest(_ text: String) -> Bool {
    text.utf8.count == 16
      && text.utf8.allSatisfy { byte in
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      }
  }

  /// Whether a checkpoint named `name` can have an expected PNG: its name is a plain file
  /// name (letters, digits, `.`, `-`, `_`, not starting with a dot).
  public static func canHoldImage(_ name: String) -> Bool {
    !name.hasPrefix(".")
      && name.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || "0123456789.-_".unicodeScalars.contains(scalar))
      }
  }

  /// The folder of a recording's expected frames: `NAME.frames` beside `NAME.jsonl`.
  public static func framesFolder(ofRecording path: String) -> String {
    (path.hasSuffix(".jsonl") ? String(path.dropLast(6)) : path) + ".frames"
  }

  /// The expected PNG of checkpoint `name` of the recording at `path`.
  public static func expectedPath(ofRecording path: String, checkpoint name: String) -> String {
    framesFolder(ofRecording: path) + "/" + name + ".png"
  }
}
