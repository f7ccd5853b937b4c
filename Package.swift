// swift-tools-version:6.0
import PackageDescription

/// Sheet Playground: a UIKit-like motion engine for bottom sheets, modal presentation and
/// navigation, hosted in an SDL2 window (see ../shared/DESIGN.md for the layering).
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
    .target(name: "SheetScreens", dependencies: ["SheetEngine"]),
    .target(name: "SheetPlayback", dependencies: ["SheetEngine"]),
    .target(name: "SheetSDL", dependencies: ["CSDL2", "CCairo", "SheetEngine"]),
    .target(
      name: "PlaygroundApp",
      dependencies: ["SheetEngine", "SheetScreens", "SheetPlayback", "SheetSDL"]
    ),
    .executableTarget(name: "Playground", dependencies: ["PlaygroundApp"]),
    .executableTarget(
      name: "PlaygroundBench",
      dependencies: ["PlaygroundApp", "SheetEngine", "SheetPlayback", "SheetSDL", "SheetScreens"]
    ),
    .testTarget(name: "SheetEngineTests", dependencies: ["SheetEngine", "SheetScreens"]),
    .testTarget(name: "SheetPlaybackTests", dependencies: ["SheetPlayback", "SheetEngine"]),
    .testTarget(name: "SheetSDLTests", dependencies: ["SheetSDL", "SheetEngine"]),
    .testTarget(
      name: "PlaygroundTests",
      dependencies: ["PlaygroundApp", "SheetSDL", "SheetPlayback", "SheetEngine", "SheetScreens"],
      exclude: ["Recordings", "Goldens"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
