#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H

// Cairo's image backend and pixman, the compositing library under it: the CPU rasterizer
// the SDL backend draws display lists with. Pixman is called directly for the per-frame
// composites (layer rasters, shadow masks) so they always take its SIMD fast paths.
// Only SheetSDL imports this module.
#include <cairo.h>
#include <pixman.h>

#endif
