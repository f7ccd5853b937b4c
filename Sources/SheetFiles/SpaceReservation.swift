#if canImport(Glibc)
  import Glibc
#endif

/// Disk space a journal holds beyond its end, so it can still be finished when the disk
/// fills: `fallocate(FALLOC_FL_KEEP_SIZE)` allocates blocks without changing the file's size,
/// and writes into them need no new space.
///
/// The journal renews the reservation as it grows; when renewing fails for lack of space the
/// disk is full, the journal stops taking events, and the end line goes into what is still
/// reserved. `fallocate` is a GNU extension Swift's Glibc module does not export, so it is
/// looked up with `dlsym`; where it or the file system's support is missing (ext2, NFS) the
/// journal simply relies on the write failing, as it would without a reservation.
struct SpaceReservation {
  /// Bytes held ahead of the journal's end: more than a second of the busiest input.
  static let aheadBytes = 64 << 10

  private typealias Allocate = @convention(c) (Int32, Int32, Int64, Int64) -> Int32
  private static let keepSize: Int32 = 1  // FALLOC_FL_KEEP_SIZE
  private static let allocate: Allocate? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "fallocate64") else {
      return nil
    }
    return unsafeBitCast(symbol, to: Allocate.self)
  }()

  /// The journal may grow to this length without new space; nil before the first
  /// reservation or when reserving is not supported here.
  private(set) var reservedEnd: Int?
  /// Set when the file system refused `fallocate` for a reason other than space: not
  /// asked again.
  private var isUnsupported = false

  /// The outcome of making sure `length` bytes fit.
  enum Outcome: Equatable {
    case reserved
    case unsupported
    case diskFull
  }

  /// Makes sure the file can grow to `length` in reserved space, renewing the reservation
  /// when less than half of the margin ahead is left. When the full margin does not fit any
  /// more, `length` alone is tried: the disk is full once even that fails.
  mutating func ensure(_ descriptor: Int32, length: Int) -> Outcome {
    if let reservedEnd, length + Self.aheadBytes / 2 <= reservedEnd { return .reserved }
    guard let allocate = Self.allocate, !isUnsupported else { return .unsupported }
    // From offset 0: blocks already allocated cost nothing, and no gap is left behind.
    for want in [length + Self.aheadBytes, length] {
      if allocate(descriptor, Self.keepSize, 0, Int64(want)) == 0 {
        reservedEnd = max(reservedEnd ?? 0, want)
        return .reserved
      }
      let code = errno
      guard code == ENOSPC || code == EDQUOT || code == EFBIG else {
        reservedEnd = nil
        isUnsupported = true
        return .unsupported
      }
    }
    return reservedEnd == nil ? .unsupported : .diskFull
  }

  /// Whether `length` still fits in what is reserved.
  func fits(_ length: Int) -> Bool {
    reservedEnd.map { length <= $0 } ?? false
  }
}
