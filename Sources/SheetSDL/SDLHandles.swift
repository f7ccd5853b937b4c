import CSDL2

// Owners of raw SDL pointers. Each frees its pointer in `deinit`, and each keeps a strong
// reference to whatever must outlive it (a texture its renderer, a renderer its window or
// surface), so release order is guaranteed by the object graph rather than by the order
// in which some containing class happens to drop its stored properties.

/// Owns an `SDL_Window`.
final class SDLWindowHandle {
  let pointer: OpaquePointer

  init(_ pointer: OpaquePointer) {
    self.pointer = pointer
  }

  deinit {
    SDL_DestroyWindow(pointer)
  }
}

/// Owns an `SDL_Surface`.
final class SDLSurfaceHandle {
  let pointer: UnsafeMutablePointer<SDL_Surface>

  init(_ pointer: UnsafeMutablePointer<SDL_Surface>) {
    self.pointer = pointer
  }

  deinit {
    SDL_FreeSurface(pointer)
  }
}

/// Owns an `SDL_Renderer` drawing into a window or a surface.
///
/// `target` is the window or surface handle; holding it guarantees the renderer is
/// destroyed before the thing it draws into.
final class SDLRendererHandle {
  let pointer: OpaquePointer
  private let target: AnyObject

  init(_ pointer: OpaquePointer, target: AnyObject) {
    self.pointer = pointer
    self.target = target
  }

  deinit {
    SDL_DestroyRenderer(pointer)
  }
}

/// Owns an `SDL_Texture`, keeping its renderer alive until the texture is gone.
final class SDLTextureHandle {
  let pointer: OpaquePointer
  private let renderer: SDLRendererHandle

  init(_ pointer: OpaquePointer, renderer: SDLRendererHandle) {
    self.pointer = pointer
    self.renderer = renderer
  }

  deinit {
    SDL_DestroyTexture(pointer)
  }
}

/// Owns a `TTF_Font` opened at one size.
final class TTFFontHandle {
  let pointer: OpaquePointer

  init(_ pointer: OpaquePointer) {
    self.pointer = pointer
  }

  deinit {
    TTF_CloseFont(pointer)
  }
}
