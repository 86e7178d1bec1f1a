#include "CLibraryLoader.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

int CLibraryLoader_open(const char *soname, const CLibraryLoader_symbol *symbols, size_t count, char *failure,
                        size_t failure_size) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *why = dlerror();
        if (why != NULL) snprintf(failure, failure_size, "%s", why);
        else snprintf(failure, failure_size, "%s could not be loaded", soname);
        return 0;
    }
    for (size_t index = 0; index < count; index++) {
        *symbols[index].slot = dlsym(library, symbols[index].name);
        if (*symbols[index].slot == NULL) {
            snprintf(failure, failure_size, "%s has no %s", soname, symbols[index].name);
            return 0;
        }
    }
    return 1;
}

int CLibraryLoader_loaded(pthread_once_t *once, void (*load)(void), const int *loaded, const char *reason,
                          char *failure, size_t failure_size) {
    pthread_once(once, load);
    if (!*loaded) snprintf(failure, failure_size, "%s", reason);
    return *loaded;
}

void CLibraryLoader_require(pthread_once_t *once, void (*load)(void), const int *loaded, const char *reason) {
    pthread_once(once, load);
    if (*loaded) return;
    fprintf(stderr, "cdscan: error: %s\n", reason);
    abort();
}
