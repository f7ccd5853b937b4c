#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Path arithmetic the writers need: the folder and name of a path, and where a write
/// to a path really lands once symbolic links are followed.
public enum FilePath {
  /// Longest file name (one path component) Linux file systems accept, in bytes.
  public static let maximumNameBytes = 255

  /// The folder part of `path` ("." when there is none).
  public static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = path[..<slash]
    return folder.isEmpty ? "/" : String(folder)
  }

  /// The last component of `path`.
  public static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// The path a write to `path` should replace: `path` itself, or for a symbolic link
  /// (chains included, dangling ones too) the file the link finally points at, so the link
  /// stays a link and its target gets the new content.
  public static func writeTarget(of path: String) -> String {
    var current = path
    for _ in 0..<40 {  // Linux's own limit on symlink chains.
      guard FileStatus.isSymbolicLink(current), let target = readLink(current) else {
        return current
      }
      current = target.hasPrefix("/") ? target : directory(of: current) + "/" + target
    }
    return current
  }

  /// The canonical absolute form of `path` with every symlink resolved, also when the last
  /// component does not exist yet (its folder is resolved instead); nil when the folder is
  /// missing. Two outputs whose canonical paths are equal are the same future file.
  public static func canonical(_ path: String) -> String? {
    if let resolved = realPath(path) { return resolved }
    let target = writeTarget(of: path)
    guard let folder = realPath(directory(of: target)) else { return nil }
    return (folder == "/" ? "" : folder) + "/" + name(of: target)
  }

  /// `name` shortened (on a UTF-8 scalar boundary) so that `name + suffix` fits the file
  /// system's name limit.
  public static func fitting(_ name: String, suffix: String) -> String {
    let budget = maximumNameBytes - suffix.utf8.count
    guard name.utf8.count > budget else { return name + suffix }
    var result = ""
    var used = 0
    for scalar in name.unicodeScalars {
      let length = String(scalar).utf8.count
      if used + length > budget { break }
      result.unicodeScalars.append(scalar)
      used += length
    }
    return result + suffix
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func readLink(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
