import SheetEngine
import SheetTuning

/// The tuning's list sheet in the APIs SwiftUI and UIKit present sheets with: detents
/// (`presentationDetents`, `UISheetPresentationController.detents`), corner radius
/// (`presentationCornerRadius`, `preferredCornerRadius`), background interaction
/// (`presentationBackgroundInteraction`, `largestUndimmedDetentIdentifier`), grabber
/// (`presentationDragIndicator`, `prefersGrabberVisible`) and scrolling
/// (`presentationContentInteraction`, `prefersScrollingExpandsWhenScrolledToEdge`).
/// The constants these read are listed as used; every other constant is said to have no
/// home (docs/MOTION.md, "Detents").
struct SheetPresentationExport {
  let tuning: Tuning
  let device: ExportDevice

  /// The constants the presentation code reads: they have a home in the API.
  static let homedKeys = Set(
    Tuning.keys(
      \.detents.listMedium, \.detents.listLarge, \.detents.listFraction,
      \.detents.listFitsContent, \.detents.largestUndimmed, \.detents.scrollingExpands,
      \.sheet.cornerRadius))

  private var configuration: SheetDetentConfiguration { tuning.listDetents }
  private var fits: Bool { configuration.detents.contains(.fitsContent) }
  private var grabberVisible: Bool {
    tuning.sheet.grabberWidth > 0 && tuning.sheet.grabberHeight > 0
  }

  private var undimmed: SheetDetent? {
    configuration.largestUndimmedIndex.map { configuration.detents[$0] }
  }

  /// What the presentation sets and from which keys, for its doc comment.
  private static let about = [
    "The tuning's list sheet: detents (detents.listMedium, listLarge, listFraction,",
    "listFitsContent), corner radius (sheet.cornerRadius), background interaction",
    "(detents.largestUndimmed), grabber, scrolling (detents.scrollingExpands).",
  ]

  /// `text` as comment lines of at most 96 characters after `prefix`.
  private static func wrapped(_ text: String, prefix: String) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, prefix.count + line.count + 1 + word.count > 96 {
        lines.append(prefix + line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(prefix + line) }
    return lines
  }

  private func fractionNote(_ fraction: Double) -> String {
    let large = device.height - device.topInset
    return "fraction \(ExportNumber.short(fraction)) of the window here, of the large detent's "
      + "height in the API: \(ExportNumber.short(fraction * device.height / large)) of it on the "
      + "\(ExportNumber.short(device.width)) x \(ExportNumber.short(device.height)) pt device"
  }

  private func swiftUIDetent(_ detent: SheetDetent) -> String {
    switch detent {
    case .medium: ".medium"
    case .large: ".large"
    case .fitsContent: ".height(fittedHeight)"
    case .fraction(let value): ".fraction(\(ExportNumber.double(value)))"
    }
  }

  private func uiKitDetent(_ detent: SheetDetent) -> String {
    switch detent {
    case .medium: ".medium()"
    case .large: ".large()"
    case .fitsContent: ".custom(identifier: fitsContent) { _ in fittedHeight }"
    case .fraction(let value):
      ".custom(identifier: .init(\"fraction\(ExportNumber.double(value))\")) { context in "
        + "\(ExportNumber.double(value)) * context.maximumDetentValue }"
    }
  }

  private func uiKitIdentifier(_ detent: SheetDetent) -> String {
    switch detent {
    case .medium: ".medium"
    case .large: ".large"
    case .fitsContent: "fitsContent"
    case .fraction(let value): ".init(\"fraction\(ExportNumber.double(value))\")"
    }
  }

  private var notes: [String] {
    var lines: [String] = []
    if fits {
      lines.append(
        "fittedHeight: the sheet content's height, measured by the caller: neither API has a "
          + "detent that reads it (the playground fits the list's rows).")
    }
    for case .fraction(let value) in configuration.detents { lines.append(fractionNote(value)) }
    return lines
  }

  /// `extension View { func sheetTuningPresentation(...) }`, after the SwiftUI enum.
  var swiftUILines: [String] {
    let parameter = fits ? "fittedHeight: CGFloat" : ""
    let detents = configuration.detents.map(swiftUIDetent).joined(separator: ", ")
    let interaction = undimmed.map { ".enabled(upThrough: \(swiftUIDetent($0)))" } ?? ".disabled"
    return [""] + Self.about.map { "/// \($0)" } + ["/// Apply it to the sheet's content."]
      + notes.flatMap { Self.wrapped($0, prefix: "/// ") } + [
        "@available(iOS 16.4, *)",
        "extension View {",
        "  func sheetTuningPresentation(\(parameter)) -> some View {",
        "    presentationDetents([\(detents)])",
        "      .presentationCornerRadius(SheetTuning.sheetCornerRadius)",
        "      .presentationBackgroundInteraction(\(interaction))",
        "      .presentationDragIndicator(\(grabberVisible ? ".visible" : ".hidden"))",
        "      .presentationContentInteraction("
          + "\(configuration.scrollingExpandsWhenScrolledToEdge ? ".resizes" : ".scrolls"))",
        "  }",
        "}",
      ]
  }

  /// `static func configure(_:)` inside the UIKit enum.
  var uiKitLines: [String] {
    let parameter = fits ? ", fittedHeight: CGFloat" : ""
    let detents = configuration.detents.map(uiKitDetent)
    let undimmedText = undimmed.map(uiKitIdentifier) ?? "nil"
    var lines = ["  // MARK: Sheet presentation", ""] + Self.about.map { "  /// \($0)" }
    lines += notes.flatMap { Self.wrapped($0, prefix: "  /// ") }
    lines += ["  static func configure(_ sheet: UISheetPresentationController\(parameter)) {"]
    if fits {
      lines.append(
        "    let fitsContent = UISheetPresentationController.Detent.Identifier(\"fitsContent\")")
    }
    let oneLine = "    sheet.detents = [\(detents.joined(separator: ", "))]"
    lines +=
      oneLine.count <= 100
      ? [oneLine] : ["    sheet.detents = ["] + detents.map { "      \($0)," } + ["    ]"]
    lines += [
      "    sheet.preferredCornerRadius = sheetCornerRadius",
      "    sheet.largestUndimmedDetentIdentifier = \(undimmedText)",
      "    sheet.prefersGrabberVisible = \(grabberVisible)",
      "    sheet.prefersScrollingExpandsWhenScrolledToEdge = "
        + "\(configuration.scrollingExpandsWhenScrolledToEdge)",
      "  }", "",
    ]
    return lines
  }
}
