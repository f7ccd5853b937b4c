import SheetExport
import SheetTuning

/// "Copy as": the panel's tuning as another platform's code (the text `playground export`
/// writes), put on the clipboard and shown under the menu, with the export's worst measured
/// error in the status line, so a person knows how far the platform's motion is from ours.
extension TuningEditor {
  package func copy(as target: ExportTarget) {
    let document = ExportDocument(tuning: draft, target: target)
    panel.header.copyMenu.showCopied(document.text)
    panel.setNeedsLayout()
    let lines = document.text.split(separator: "\n", omittingEmptySubsequences: false).count
    let error =
      document.fidelity.isEmpty
      ? "" : ", worst error \(OverlayNumberFormat.fixed(document.worstError, decimals: 2)) pt"
    guard let writeClipboard else {
      return showStatus(
        "No clipboard here: the \(target.rawValue) export shows below", isError: true)
    }
    if let failure = writeClipboard(document.text) {
      return showStatus("Copy failed: \(failure)", isError: true)
    }
    showStatus(
      "Copied \(draft.displayName) as \(target.rawValue) (\(lines) lines\(error))",
      isError: false)
  }
}
