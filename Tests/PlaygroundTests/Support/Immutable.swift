import Foundation

/// `chattr +i`, where the file system and the user allow it (root on ext4, say): an input
/// no program may replace, as a test of refusals that must leave everything as it was.
enum Immutable {
  @discardableResult
  static func set(_ on: Bool, _ path: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
    process.arguments = [on ? "+i" : "-i", path]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  /// Whether a file in the temporary directory can be made immutable here.
  static let isSupported: Bool = {
    let probe = NSTemporaryDirectory() + "immutable-probe-\(UUID().uuidString)"
    guard FileManager.default.createFile(atPath: probe, contents: Data()) else { return false }
    defer { try? FileManager.default.removeItem(atPath: probe) }
    guard set(true, probe) else { return false }
    set(false, probe)
    return true
  }()
}
