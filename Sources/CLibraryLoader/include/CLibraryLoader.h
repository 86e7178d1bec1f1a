// CLibraryLoader: opens a shared library with dlopen and finds the functions a C target
// calls through pointers (CCurl, CHeif), with one readable line when it cannot.
#ifndef CLIBRARYLOADER_H
#define CLIBRARYLOADER_H

#include <pthread.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A function to find: its name in the library, and the pointer to fill in.
typedef struct {
    const char *name;
    void **slot;
} CLibraryLoader_symbol;

/// Opens `soname` (RTLD_NOW | RTLD_LOCAL) and fills in every symbol's slot. 1 when all
/// were found; 0 otherwise, with dlopen's words or "<soname> has no <name>" in `failure`.
int CLibraryLoader_open(const char *soname, const CLibraryLoader_symbol *symbols, size_t count, char *failure,
                        size_t failure_size);

/// Runs `load` once (through `once`), then says whether it opened its library: 1; 0 with its
/// `reason` copied into `failure`. For a C target's `..._load`, asked before anything is called.
int CLibraryLoader_loaded(pthread_once_t *once, void (*load)(void), const int *loaded, const char *reason,
                          char *failure, size_t failure_size);

/// Runs `load` once, and stops the process with `reason` on stderr when it could not open its
/// library: for the functions of a library whose `..._load` was asked first (or a test's call).
void CLibraryLoader_require(pthread_once_t *once, void (*load)(void), const int *loaded, const char *reason);

#ifdef __cplusplus
}
#endif

#endif
