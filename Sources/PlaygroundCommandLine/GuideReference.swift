import PlaygroundReplay
import SheetExport
import SheetScreens

/// The guide's two generated references (Sources/Playground/Playground.docc): every command
/// and flag as its help prints them, and every tuning key as `playground tuning --keys`
/// prints it. Each article carries its text between two marker comments; a test
/// (`GuideReferenceTests`) fails when the article differs from what the code makes now, and
/// rewrites it when run with `PLAYGROUND_UPDATE_GUIDE=1`.
@MainActor
package enum GuideReference {
  /// One generated part of an article: where it lives and what it must hold.
  package struct Part: Sendable {
    /// The article, relative to the repository's root.
    package let path: String
    package let begin: String
    package let end: String
    /// What the markers enclose, newline-terminated.
    package let text: String
  }

  /// Every command's help, then the window's keys, each in a plain code block.
  package static var commands: Part {
    let helps: [(String, String)] = [
      ("playground", ArgumentParser.optionsHelp),
      ("playground test", RecordingTestOptions.helpText),
      ("playground shrink", RecordingShrinkCommand.helpText),
      ("playground fuzz", FuzzCommand.helpText),
      ("playground export", TuningExportCommand.helpText),
      ("playground tuning", TuningKeysCommand.helpText),
      ("playground scene-schema", "Usage: playground scene-schema\n\n" + sceneSchemaHelp),
    ]
    var text = ""
    for (command, help) in helps {
      text += "### \(command)\n\n```text\n\(help)\n```\n\n"
    }
    text += "### Keys in the window\n\n```text\n"
    text += Keymap.playground.lines(indent: 0).joined(separator: "\n") + "\n```\n"
    return Part(
      path: "Sources/Playground/Playground.docc/Commands.md",
      begin: "<!-- commands:begin (generated: PLAYGROUND_UPDATE_GUIDE=1 swift test"
        + " --skip-build --filter GuideReferenceTests) -->\n",
      end: "<!-- commands:end -->", text: text)
  }

  /// What `playground scene-schema` does (it takes no arguments, so it has no --help).
  package static let sceneSchemaHelp =
    "Prints the JSON Schema (draft 2020-12) of scene files, as Assets/scene.schema.json."

  /// The table of `playground tuning --keys`.
  package static var tuningKeys: Part {
    Part(
      path: "Sources/Playground/Playground.docc/TuningKeys.md",
      begin: "<!-- tuning-keys:begin (playground tuning --keys) -->\n",
      end: "<!-- tuning-keys:end -->", text: TuningKeyReference.markdown)
  }

  package static var parts: [Part] { [commands, tuningKeys] }
}
