import Foundation
import PlaygroundSessions
import SheetEngine
import SheetFiles
import SheetPlayback
import SheetSDL

/// `playground test --report DIR`: one static page, `DIR/index.html`, with every image it
/// shows beside it, readable offline in any browser (no network, no framework).
///
/// Nothing is half-written: the report is built in a hidden folder beside DIR
/// (`.DIR.RANDOM.tmp`) and renamed to DIR once complete; an existing DIR (refused unless
/// empty or `--force`, checked with the other outputs before anything runs) is replaced only
/// then. A run that stops early removes the hidden folder.
@MainActor
final class HTMLReport {
  /// The folder as given (messages name it).
  package let folder: String
  /// Where the report goes: the folder, or the final target of a symlink there (outputs
  /// are written through links, never in their place).
  private let target: String
  private let force: Bool
  /// The hidden folder the report is built in.
  package let building: String
  private var sections: [String] = []

  /// A `--jobs` worker's view of the report its parent builds in `building`: it writes each
  /// recording's images there and returns the sections; the parent finishes the page.
  package init(folder: String, building: String) {
    self.folder = folder
    self.building = building
    target = folder
    force = false
  }

  package init(folder: String, force: Bool) throws(UsageError) {
    self.folder = folder
    self.force = force
    target = FileStatus.isSymbolicLink(folder) ? FilePath.canonical(folder) ?? folder : folder
    let parent = FilePath.directory(of: target)
    let base = (target as NSString).lastPathComponent
    var attempt = ""
    for _ in 0..<16 {
      let candidate =
        (parent as NSString).appendingPathComponent(
          ".\(base.prefix(200)).\(String(UInt32.random(in: .min ... .max), radix: 16)).tmp")
      if (try? FileManager.default.createDirectory(
        atPath: candidate, withIntermediateDirectories: false)) != nil
      {
        attempt = candidate
        break
      }
    }
    guard !attempt.isEmpty else {
      throw UsageError("--report \(folder): cannot create a folder beside it to build the report")
    }
    building = attempt
  }

  /// The anchor of a recording's section, from its name.
  package nonisolated static func anchor(_ name: String) -> String {
    "r-"
      + String(
        name.unicodeScalars.map { scalar in
          scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
            ? Character(scalar) : "-"
        })
  }

  /// One recording's section (its images written beside the page): its checkpoints' frames
  /// as a film strip, and for a failure its evidence (``ReportFailure``). `number`, the
  /// recording's place in the run, prefixes its files.
  package func section(
    _ testCase: ReportCase, number: Int, setup: ReplaySetup, font: FontFile
  ) throws(UsageError) -> String {
    let prefix = "r\(number)-"
    var strip: [(name: String, frame: Int, file: String, failed: Bool)] = []
    let failedNames = Set(testCase.verdict.failures.map(\.checkpoint.name))
    for (index, checkpoint) in testCase.recording.expectations.enumerated() {
      guard let image = testCase.replay.images[checkpoint.frame] else { continue }
      let file = prefix + "frame-\(index + 1).png"
      try save(image, file)
      strip.append((checkpoint.name, checkpoint.frame, file, failedNames.contains(checkpoint.name)))
    }
    var evidence: ReportEvidence?
    if !testCase.verdict.passed {
      evidence = try ReportFailure.evidence(
        for: testCase, folder: building, prefix: prefix, setup: setup, font: font)
    }
    return ReportPage.section(testCase, strip: strip, evidence: evidence)
  }

  /// Adds a recording's section to the page, in the order of the run.
  package func append(_ section: String) { sections.append(section) }

  private func save(_ image: RGBImage, _ file: String) throws(UsageError) {
    do throws(SDLError) {
      try image.savePNG(to: (building as NSString).appendingPathComponent(file))
    } catch {
      throw UsageError("--report \(folder): \(error.description)")
    }
  }

  /// Writes the page and moves the finished report to its folder.
  package func finish(passed: Int, failed: Int) throws(UsageError) {
    let page = ReportPage.page(passed: passed, failed: failed, sections: sections)
    do throws(FileError) {
      try AtomicFileWriter.write(
        page, to: (building as NSString).appendingPathComponent("index.html"))
    } catch {
      discard()
      throw UsageError("--report \(folder): \(error.reason)")
    }
    let manager = FileManager.default
    var old: String?
    if FileStatus(path: target) != nil {
      let empty = (try? manager.contentsOfDirectory(atPath: target))?.isEmpty == true
      let aside = building + ".old"
      if empty {
        try? manager.removeItem(atPath: target)
      } else if force,
        (try? manager.moveItem(atPath: target, toPath: aside)) != nil
      {
        old = aside
      }
    }
    do {
      try manager.moveItem(atPath: building, toPath: target)
    } catch {
      if let old { try? manager.moveItem(atPath: old, toPath: target) }
      discard()
      throw UsageError("--report \(folder): cannot move the finished report into place")
    }
    if let old { try? manager.removeItem(atPath: old) }
  }

  /// Removes the half-built report.
  func discard() {
    try? FileManager.default.removeItem(atPath: building)
  }
}
