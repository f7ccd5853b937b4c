/// A problem with one field of a decoded JSON object, before it is placed at a file and line.
///
/// The decoders throw this and the readers wrap it into a `RecordingError`, so the field
/// logic never needs to know which file or line it is looking at.
struct FieldError: Error, Equatable {
  var reason: String
}
