import Foundation
import PlaygroundCommandLine
import PlaygroundSessions
import PlaygroundWindow
import SheetTuning
import Testing

/// The command line behaves the same everywhere (issue 42, item 5): preset names wherever a
/// tuning is, "did you mean" for flags and commands, a headless replay that says what it
/// did, and no message that claims a save that was not asked for.
@MainActor
@Suite struct CommandLineConsistencyTests {
  private func options(tuning: String) -> PlaygroundOptions {
    var options = PlaygroundOptions()
    options.tuningPath = tuning
    return options
  }

  @Test(arguments: ["ios18", "fluid", "classic", "seed", "ios26"])
  func tuningTakesAPresetName(_ name: String) throws {
    let options = options(tuning: name)
    #expect(TuningSource.path(for: options) == nil, "--tuning \(name) is not a file")
    #expect(try TuningSource.preset(for: options) == Tuning.preset(named: name))
  }

  @Test func tuningStillTakesAFile() throws {
    let options = options(tuning: "Assets/tuning.json")
    #expect(TuningSource.path(for: options) == "Assets/tuning.json")
    #expect(try TuningSource.preset(for: options) == nil)
  }

  @Test func aTypoOfAFlagIsAnsweredWithTheFlag() throws {
    let result = try PlaygroundProcess.run(["--recrod", "x.jsonl"])
    #expect(result.status == 2)
    #expect(result.lines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("did you mean '--record'"), "\(result.stderr)")
  }

  @Test func aTypoOfACommandIsAnsweredWithTheCommand() throws {
    let result = try PlaygroundProcess.run(["tset", "x.jsonl"])
    #expect(result.status == 2)
    #expect(
      result.stderr == "playground: unknown command 'tset' (did you mean 'test'? see --help)\n")
    let option = try PlaygroundProcess.run(["test", "--updat", "x.jsonl"])
    #expect(option.status == 2)
    #expect(option.stderr.contains("did you mean '--update'"), "\(option.stderr)")
  }

  @Test func everyFlagOfTheSuggestionListIsAFlag() {
    for flag in ArgumentParser.flags {
      do {
        _ = try ArgumentParser.parse([flag, "1"])
      } catch {
        #expect(
          !error.message.hasPrefix("unknown argument '\(flag)'"), "\(flag): \(error.message)")
      }
    }
  }

  @Test func helpListsTheKeysAndNamesTheGuide() {
    let help = ArgumentParser.helpText
    #expect(help.contains("\n  T  "), "T opens the studio")
    #expect(help.contains("\n  Ctrl+Z  "))
    #expect(help.contains("Guide: Sources/Playground/Playground.docc"))
  }

  @Test func aHeadlessReplayThatSucceedsSaysSoInOneLine() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "x.jsonl")
    let output = folder.file("stdout.txt")
    _ = FileManager.default.createFile(atPath: output, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
    let result = try PlaygroundProcess.run(
      ["--replay", "x.jsonl", "--headless", "--state-out", "s.json"], in: folder.path,
      standardOutput: handle)
    try handle.close()
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let line = try String(contentsOfFile: output, encoding: .utf8)
    #expect(line.hasPrefix("replayed x.jsonl: "), "\(line)")
    #expect(line.contains("the end state matches the recording; wrote s.json\n"), "\(line)")
    #expect(line.split(separator: "\n").count == 1)
  }

  @Test func aWindowClosedFromOutsideClaimsOnlyTheSavesAskedFor() {
    let nothing = SessionEnding.outcome(
      (false, nil), windowDestroyed: true, kept: .init(recording: false, state: false))
    #expect(nothing.exitCode == 1)
    #expect(nothing.message == "the window was destroyed from outside (another X client closed it)")
    let recording = SessionEnding.outcome(
      (false, nil), windowDestroyed: true, kept: .init(recording: true, state: false))
    #expect(recording.message?.hasSuffix("; the recording was saved") == true)
    let both = SessionEnding.outcome(
      (false, nil), windowDestroyed: true, kept: .init(recording: true, state: true))
    #expect(both.message?.hasSuffix("; the recording and state were saved") == true)
  }
}
