// swift-tools-version:6.0
import Foundation
import PackageDescription

// The playground is two folders up. SwiftPM names a path dependency after its folder
// (`sheet-playground`, or whatever the clone is called), so the name is read from the path.
let playground = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../..").standardizedFileURL.lastPathComponent

/// An app's own sheet on the Sheet Playground engine: `swift run CustomSheet` opens it in the
/// playground's window (record with `--record FILE`), and the test replays a recording of it.
let package = Package(
  name: "CustomSheet",
  dependencies: [.package(path: "../..")],
  targets: [
    // The screens, a library so the app and its test build the same ones.
    .target(
      name: "CustomSheetScreens",
      dependencies: [.product(name: "PlaygroundHost", package: playground)]),
    .executableTarget(
      name: "CustomSheet",
      dependencies: [
        "CustomSheetScreens", .product(name: "PlaygroundCommandLine", package: playground),
      ]),
    .testTarget(
      name: "CustomSheetTests",
      dependencies: [
        "CustomSheetScreens", .product(name: "PlaygroundHost", package: playground),
        .product(name: "SheetTesting", package: playground),
      ],
      exclude: ["Recordings"]),
  ],
  swiftLanguageModes: [.v6]
)
