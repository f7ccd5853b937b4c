/// The 64-bit FNV-1a hash (offset basis 0xcbf29ce484222325, prime 0x100000001b3).
///
/// Not cryptographic: it only has to tell two files apart (a font a recording was made with,
/// a tuning file edited or merely touched), cheaply and identically on every machine.
public struct FNV1a64: Sendable, Equatable {
  public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  public init() {}

  /// The hash of `bytes` in one call.
  public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hasher = FNV1a64()
    hasher.combine(bytes)
    return hasher.value
  }

  public mutating func combine(_ bytes: some Sequence<UInt8>) {
    // Contiguous bytes (an array, a file's contents) take the loop over a raw buffer: the
    // generic one is not specialised across modules and cost a font file's hash 40 ms of a
    // 200 ms start-up.
    let hashed: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      combine(UnsafeRawBufferPointer(buffer))
    }
    guard hashed == nil else { return }
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
  }

  /// ``combine(_:)`` over raw bytes.
  public mutating func combine(_ buffer: UnsafeRawBufferPointer) {
    var hash = value
    for byte in buffer {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    value = hash
  }

  /// The hash as exactly 16 lowercase hex digits, zero-padded.
  public var hexDigest: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
