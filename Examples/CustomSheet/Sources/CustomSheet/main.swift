import CustomSheetScreens
import PlaygroundCommandLine

#if canImport(Glibc)
  import Glibc
#endif

// The playground's window, recording, replay and test runner, with this app's root screen.
exit(PlaygroundMain.run(Array(CommandLine.arguments.dropFirst())) { OrderRootViewController() })
