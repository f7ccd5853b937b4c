// swift-tools-version:6.0
import PackageDescription

/// Sheet Playground: a UIKit-like motion engine for bottom sheets, modal presentation and
/// navigation, hosted in an SDL2 window (ARCHITECTURE.md describes the layers).
let package = Package(
  name: "SheetPlayground",
  products: [
    // The engine alone: views, gestures, presentation, navigation, scrolling (no SDL, no
    // files, no clock); its DocC catalog is Sources/SheetEngine/SheetEngine.docc.
    .library(name: "SheetEngine", targets: ["SheetEngine"]),
    // Tests of your own screens on the engine: the deterministic driver the project's own
    // tests use (Sources/SheetTesting/SheetTesting.docc shows a complete test).
    .library(name: "SheetTesting", targets: ["SheetTesting"]),
    // The host: the window, replays, recordings and the recording test runner around your
    // own screens (PlaygroundHost), with the engine re-exported.
    .library(name: "PlaygroundHost", targets: ["PlaygroundHost"]),
    // The `playground` command line around your own root: an app's executable that records,
    // replays and tests its screens as `playground` does.
    .library(name: "PlaygroundCommandLine", targets: ["PlaygroundCommandLine"]),
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
    // The one strict JSON parser: recordings read plain values, scenes values with lines (pure).
    .target(name: "SheetJSON"),
    .target(name: "SheetTuning", dependencies: ["SheetEngine"]),
    // The session's value types (its events and states), shared by the screens that produce
    // them and the playback that records and compares them.
    .target(name: "SheetSession", dependencies: ["SheetEngine", "SheetTuning"]),
    // Scene files: the vocabulary that makes both the strict parser and the JSON Schema (pure).
    .target(name: "SheetScene", dependencies: ["SheetJSON"]),
    .target(
      name: "SheetScreens",
      dependencies: ["SheetEngine", "SheetTuning", "SheetSession", "SheetScene"]),
    // Exports a tuning to other platforms with each motion's measured error; pure.
    .target(name: "SheetExport", dependencies: ["SheetEngine", "SheetTuning", "SheetJSON"]),
    .target(
      name: "SheetPlayback",
      dependencies: [
        "SheetEngine", "SheetTuning", "SheetSession", "SheetFiles", "SheetJSON", "SheetScene",
      ]),
    .target(name: "SheetSDL", dependencies: ["CSDL2", "CCairo", "SheetEngine", "SheetFiles"]),
    // The test driver, shipped: virtual time, pointer gestures by points and milliseconds,
    // state and display list per frame, for tests of your own screens (and the engine's).
    // The playground's own part (PlaygroundTestSupport) drives the real screens.
    .target(name: "SheetTesting", dependencies: ["SheetEngine"]),
    .target(
      name: "PlaygroundTestSupport",
      dependencies: [
        "SheetTesting", "SheetEngine", "SheetTuning", "SheetSession", "SheetScreens",
      ]),
    // The app around the engine, in layers that import downward only (ARCHITECTURE.md;
    // scripts/layers-check.sh fails on an import that goes up or sideways).
    // What a session is made from: its configuration, checked files, font, scenes, tuning
    // source and the motion it samples; builds the playground or comparison it runs.
    .target(
      name: "PlaygroundSessions",
      dependencies: [
        "SheetEngine", "SheetTuning", "SheetSession", "SheetScreens", "SheetPlayback", "SheetSDL",
        "SheetFiles", "SheetScene",
      ]),
    // The studio: inspector, tuning panel, editors, plot, HUD and their keys (views only).
    .target(
      name: "PlaygroundStudio",
      dependencies: [
        "PlaygroundSessions", "SheetEngine", "SheetTuning", "SheetSession", "SheetScreens",
        "SheetPlayback", "SheetExport",
      ]),
    // Replays without a window: headless replay, `test` and its report, shrink, fuzz, and the
    // time travel (seek, what-if) the window's replay uses.
    .target(
      name: "PlaygroundReplay",
      dependencies: [
        "PlaygroundSessions", "PlaygroundStudio", "SheetEngine", "SheetTuning", "SheetSession",
        "SheetScreens", "SheetPlayback", "SheetSDL", "SheetFiles",
      ]),
    // The live window: the frame loop and its stages, the live session, recording journal,
    // signals and SDL wiring.
    .target(
      name: "PlaygroundWindow",
      dependencies: [
        "PlaygroundSessions", "PlaygroundStudio", "PlaygroundReplay", "SheetEngine", "SheetTuning",
        "SheetSession", "SheetScreens", "SheetPlayback", "SheetSDL", "SheetFiles",
      ]),
    // The `playground` command line: arguments to a configuration, subcommands, exit codes.
    .target(
      name: "PlaygroundCommandLine",
      dependencies: [
        "PlaygroundSessions", "PlaygroundStudio", "PlaygroundReplay", "PlaygroundWindow",
        "PlaygroundHost", "SheetEngine", "SheetTuning", "SheetSession", "SheetScreens",
        "SheetPlayback", "SheetSDL", "SheetFiles", "SheetScene", "SheetExport",
      ]
    ),
    .target(
      name: "PlaygroundHost",
      dependencies: [
        "PlaygroundSessions", "PlaygroundReplay", "PlaygroundWindow", "SheetEngine", "SheetScreens",
      ]),
    .executableTarget(name: "Playground", dependencies: ["PlaygroundCommandLine"]),
    .executableTarget(
      name: "PlaygroundBench",
      dependencies: [
        "PlaygroundSessions", "PlaygroundReplay", "PlaygroundWindow", "PlaygroundCommandLine",
        "SheetEngine", "SheetSession", "SheetPlayback", "SheetSDL", "SheetScreens",
      ]
    ),
    .testTarget(name: "SheetEngineTests", dependencies: ["SheetEngine", "SheetTesting"]),
    .testTarget(name: "SheetTuningTests", dependencies: ["SheetTuning", "SheetEngine"]),
    .testTarget(name: "SheetFilesTests", dependencies: ["SheetFiles"]),
    .testTarget(name: "SheetSceneTests", dependencies: ["SheetScene", "SheetTesting"]),
    .testTarget(
      name: "SheetExportTests",
      dependencies: [
        "SheetExport", "SheetTuning", "SheetEngine", "SheetPlayback", "SheetTesting",
      ],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "SheetScreensTests",
      dependencies: [
        "SheetScreens", "SheetSession", "SheetTuning", "SheetEngine", "SheetTesting",
        "PlaygroundTestSupport", "SheetScene",
      ]),
    .testTarget(
      name: "SheetPlaybackTests",
      dependencies: [
        "SheetPlayback", "SheetEngine", "SheetTuning", "SheetSession", "SheetScreens", "SheetFiles",
        "SheetJSON",
      ]),
    .testTarget(name: "SheetSDLTests", dependencies: ["SheetSDL", "SheetEngine"]),
    .testTarget(
      name: "PlaygroundTests",
      dependencies: [
        "PlaygroundSessions", "PlaygroundStudio", "PlaygroundReplay", "PlaygroundWindow",
        "PlaygroundCommandLine", "SheetSDL", "SheetPlayback", "SheetEngine", "SheetTuning",
        "SheetSession",
        "SheetScreens", "SheetFiles", "SheetScene", "PlaygroundHost",
      ],
      exclude: ["Recordings", "Goldens", "Fuzz/Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
