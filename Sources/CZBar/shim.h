#ifndef CZBAR_SHIM_H
#define CZBAR_SHIM_H

#include <zbar.h>

// zbar_fourcc is a function-like macro; Swift needs it as a function to name
// the Y800 (8-bit grey) format that every frame is handed to zbar in.
static inline unsigned long CZBar_fourcc_Y800(void) {
    return zbar_fourcc('Y', '8', '0', '0');
}

#endif
