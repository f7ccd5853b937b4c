#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>

// Function-like macros and inline helpers Swift cannot import, re-exported with the
// `csdl_` prefix so every call site shows it crosses into the shim.

static inline SDL_bool csdl_must_lock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? SDL_TRUE : SDL_FALSE; }
static inline Uint32 csdl_window_pos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
static inline Uint32 csdl_init_flags_video(void) { return SDL_INIT_VIDEO | SDL_INIT_EVENTS; }
static inline Uint32 csdl_init_flags_timer(void) { return SDL_INIT_TIMER; }
static inline Uint32 csdl_pixelformat_argb8888(void) { return SDL_PIXELFORMAT_ARGB8888; }
static inline Uint32 csdl_pixelformat_rgb24(void) { return SDL_PIXELFORMAT_RGB24; }
static inline SDL_bool csdl_button_pressed(Uint32 state, int button) { return (state & SDL_BUTTON(button)) ? SDL_TRUE : SDL_FALSE; }
static inline const char *csdl_get_error(void) { return SDL_GetError(); }

#endif
