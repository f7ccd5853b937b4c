import SheetExport

/// `playground tuning --keys`: every tuning key with its unit, range, seed and fluid values and
/// what it changes, as the Markdown table the README carries.
enum TuningKeysCommand {
  static let helpText = """
    Usage: playground tuning --keys

    Prints every key a tuning file may set (a Markdown table: unit, range, the seed and fluid
    values, what it changes), generated from the same table the parser validates against.
    """

  static func run(_ arguments: ArraySlice<String>) throws(UsageError) -> Int32 {
    switch Array(arguments) {
    case ["--keys"], ["keys"]:
      print(TuningKeyReference.markdown, terminator: "")
      return 0
    case ["--help"], ["-h"]:
      print(helpText)
      return 0
    default:
      throw UsageError("tuning: expected --keys (see playground tuning --help)")
    }
  }
}
