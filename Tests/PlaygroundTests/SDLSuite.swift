import Testing

/// Every test that touches SDL or SDL_ttf (playbacks measure text with the real font,
/// goldens render offscreen): one serialized suite on the main actor, SDL initialised once
/// with the dummy video driver. Nested suites live in extensions in their own files.
@MainActor
@Suite(.serialized)
struct SDLSuite {}
