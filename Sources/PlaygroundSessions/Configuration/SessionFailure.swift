/// A failure while the session runs, after every input was read and every output checked:
/// a file that could be written at the start cannot be at the end (a full disk, a folder
/// removed). Not bad input, so the command line exits with 1, still with one line.
package struct SessionFailure: Error, CustomStringConvertible {
  package var description: String

  package init(_ description: String) {
    self.description = description
  }
}
