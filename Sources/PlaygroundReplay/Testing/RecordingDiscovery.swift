import Foundation
import PlaygroundSessions

/// The recordings `playground test` runs: each file argument as given, and every `*.jsonl`
/// below each folder argument (sorted, so runs and shards are stable); a path that does not
/// exist is bad input.
package enum RecordingDiscovery {
  package static func find(_ paths: [String]) throws(UsageError) -> [String] {
    var found: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw UsageError("\(path): no such file or folder")
      }
      guard isFolder.boolValue else {
        found.append(path)
        continue
      }
      let enumerator = FileManager.default.enumerator(atPath: path)
      var inFolder: [String] = []
      while let relative = enumerator?.nextObject() as? String {
        if relative.hasSuffix(".jsonl") {
          inFolder.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
        }
      }
      guard !inFolder.isEmpty else { throw UsageError("\(path): no *.jsonl recordings in it") }
      found += inFolder.sorted()
    }
    var seen: Set<String> = []
    return found.filter { seen.insert($0).inserted }
  }
}
