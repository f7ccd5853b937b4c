#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H

// Cairo's image backend (pixman underneath): the CPU rasterizer the SDL backend draws
// display lists with. Only SheetSDL imports this module.
#include <cairo.h>

#endif
