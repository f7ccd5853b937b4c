import PlaygroundCommandLine

#if canImport(Glibc)
  import Glibc
#endif

exit(PlaygroundMain.run(Array(CommandLine.arguments.dropFirst())))
