// swift-tools-version:6.0
import PackageDescription

/// Sheet Playground: a UIKit-like motion engine for bottom sheets, modal presentation and
/// navigation, hosted in an SDL2 window (ARCHITECTURE.md describes the layers).
let package = Package(
  name: "SheetPlayground",
  products: [
    .executable(name: "playground", targets: ["Playground"]),
    .executable(name: "playground-bench", targets: ["PlaygroundBench"]),
  ],
  targets: [
    .systemLibrary(
      name: "CSDL2",
      pkgConfig: "SDL2_ttf",
      providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
    ),
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"])]
    ),
    .target(name: "SheetEngine"),
    .target(name: "SheetFiles"),
    .target(name: "SheetTuning", dependencies: ["SheetEngine"]),
    .target(name: "SheetScreens", dependencies: ["SheetEngine", "SheetTuning"]),
    // Exports a tuning to other platforms with each motion's measured error; pure.
    .target(name: "SheetExport", dependencies: ["SheetEngine", "SheetTuning"]),
    .target(
      name: "SheetPlayback",
      dependencies: ["SheetEngine", "SheetTuning", "SheetScreens", "SheetFiles"]),
    .target(name: "SheetSDL", dependencies: ["CSDL2", "CCairo", "SheetEngine", "SheetFiles"]),
    // Shared by the test targets only (the runtime driver, fixture screens); no product.
    .target(
      name: "SheetTestSupport", dependencies: ["SheetEngine", "SheetTuning", "SheetScreens"]),
    .target(
      name: "PlaygroundApp",
      dependencies: [
        "SheetEngine", "SheetTuning", "SheetScreens", "SheetPlayback", "SheetSDL", "SheetFiles",
        "SheetExport",
      ]
    ),
    .executableTarget(name: "Playground", dependencies: ["PlaygroundApp"]),
    .executableTarget(
      name: "PlaygroundBench",
      dependencies: ["PlaygroundApp", "SheetEngine", "SheetPlayback", "SheetSDL", "SheetScreens"]
    ),
    .testTarget(name: "SheetEngineTests", dependencies: ["SheetEngine", "SheetTestSupport"]),
    .testTarget(name: "SheetTuningTests", dependencies: ["SheetTuning", "SheetEngine"]),
    .testTarget(name: "SheetFilesTests", dependencies: ["SheetFiles"]),
    .testTarget(
      name: "SheetExportTests",
      dependencies: ["SheetExport", "SheetTuning", "SheetEngine", "SheetPlayback"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "SheetScreensTests",
      dependencies: ["SheetScreens", "SheetTuning", "SheetEngine", "SheetTestSupport"]),
    .testTarget(
      name: "SheetPlaybackTests",
      dependencies: ["SheetPlayback", "SheetEngine", "SheetTuning", "SheetScreens", "SheetFiles"]),
    .testTarget(name: "SheetSDLTests", dependencies: ["SheetSDL", "SheetEngine"]),
    .testTarget(
      name: "PlaygroundTests",
      dependencies: [
        "PlaygroundApp", "SheetSDL", "SheetPlayback", "SheetEngine", "SheetTuning", "SheetScreens",
        "SheetFiles",
      ],
      exclude: ["Recordings", "Goldens"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
