import PlaygroundSessions
import SheetExport

/// `playground tuning --keys`: every tuning key with its unit, range, each preset's value and
/// what it changes, as the Markdown table the guide carries (TuningKeys.md); `--schema`: the JSON Schema
/// checked in as `Assets/tuning.schema.json`.
enum TuningKeysCommand {
  package static let helpText = """
    Usage: playground tuning --keys
           playground tuning --schema

    --keys prints every key a tuning file may set (a Markdown table: unit, range, the
    ios26, ios18 and classic values, what it changes); --schema prints the JSON Schema
    (draft 2020-12) of tuning files, as Assets/tuning.schema.json. Both come from the table the parser validates against.
    """

  package static func run(_ arguments: ArraySlice<String>) throws(UsageError) -> Int32 {
    switch Array(arguments) {
    case ["--keys"], ["keys"]:
      print(TuningKeyReference.markdown, terminator: "")
      return 0
    case ["--schema"], ["schema"]:
      print(TuningSchema.text, terminator: "")
      return 0
    case ["--help"], ["-h"]:
      print(helpText)
      return 0
    default:
      throw UsageError("tuning: expected --keys or --schema (see playground tuning --help)")
    }
  }
}
