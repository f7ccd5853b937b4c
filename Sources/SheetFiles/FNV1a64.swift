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
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
  }

  /// The hash as exactly 16 lowercase hex digits, zero-padded.
  public var hexDigest: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
