// CLibraryLoader: opens a shared library with dlopen and finds the functions a C target
// calls through pointers (CCurl, CHeif, CMicroHTTPD, CGnuTLS, CQREncode), with one readable
// line when it cannot. CLIBRARYLOADER_LIBRARY below writes the part every such target shares.
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

/// The loader of one C target's library, for the .c file that calls it through pointers.
/// `FUNCTIONS(X)` lists the functions (and variables) used as `X(name)`, each declared by the
/// library's own header. Defines, static to that file:
/// - `library`: a pointer of each one's own type under its own name, `loaded` and `failure`;
/// - `load`: opens `soname` and fills the pointers, once;
/// - `require`: CLibraryLoader_require, for a function reached only after the library loaded;
/// and `int load_function(char *failure, size_t failure_size)`, 1 when `soname` is open, 0 with
/// the reason (declared in the target's header, asked before anything else is called).
#define CLIBRARYLOADER_POINTER(name) __typeof__(name) *name;
#define CLIBRARYLOADER_SYMBOL(name) {#name, (void **)&library.name},
#define CLIBRARYLOADER_LIBRARY(load_function, soname, FUNCTIONS)                                              \
    static struct {                                                                                           \
        FUNCTIONS(CLIBRARYLOADER_POINTER)                                                                     \
        int loaded;                                                                                           \
        char failure[256];                                                                                    \
    } library;                                                                                                \
    static pthread_once_t load_once = PTHREAD_ONCE_INIT;                                                      \
    static void load(void) {                                                                                  \
        const CLibraryLoader_symbol symbols[] = {FUNCTIONS(CLIBRARYLOADER_SYMBOL)};                           \
        library.loaded = CLibraryLoader_open(soname, symbols, sizeof symbols / sizeof symbols[0],             \
                                             library.failure, sizeof library.failure);                        \
    }                                                                                                         \
    int load_function(char *failure, size_t failure_size) {                                                   \
        return CLibraryLoader_loaded(&load_once, load, &library.loaded, library.failure, failure, failure_size); \
    }                                                                                                         \
    __attribute__((unused)) static void require(void) {                                                       \
        CLibraryLoader_require(&load_once, load, &library.loaded, library.failure);                           \
    }

/// A function defined under the library's own name that loads the library (or stops the
/// process, see `require`) and calls the real one: `parameters` and `arguments` in parentheses.
#define CLIBRARYLOADER_FORWARD(type, name, parameters, arguments) \
    type name parameters {                                        \
        require();                                                \
        return library.name arguments;                            \
    }

/// CLIBRARYLOADER_FORWARD for a function that returns nothing.
#define CLIBRARYLOADER_FORWARD_VOID(name, parameters, arguments) \
    void name parameters {                                       \
        require();                                               \
        library.name arguments;                                  \
    }

#endif
