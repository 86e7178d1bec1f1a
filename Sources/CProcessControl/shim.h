#ifndef CPROCESSCONTROL_SHIM_H
#define CPROCESSCONTROL_SHIM_H

#include <sys/prctl.h>

// prctl is variadic; Swift cannot call C variadic functions. One wrapper per option
// cdscan uses, so that each call site is checked by the compiler. Delete this target
// when Swift's Glibc overlay exports prctl with typed arguments.

// PR_SET_DUMPABLE: 0 makes the process non-dumpable (no core file, no ptrace attach by
// the same user, /proc/<pid>/mem closed to others), so that the Discogs token held in
// memory never reaches a core file. Returns 0, or -1 with errno.
static inline int CProcessControl_prctl_set_dumpable(int dumpable) {
    return prctl(PR_SET_DUMPABLE, (unsigned long)dumpable, 0UL, 0UL, 0UL);
}

// PR_GET_DUMPABLE: 1 or 2 when the process may dump core, 0 when not; for tests.
static inline int CProcessControl_prctl_get_dumpable(void) {
    return prctl(PR_GET_DUMPABLE, 0UL, 0UL, 0UL, 0UL);
}

#endif
