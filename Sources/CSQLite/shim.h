#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

#include <sqlite3.h>

// SQLITE_TRANSIENT is a function-like macro cast, ((sqlite3_destructor_type)-1),
// which Swift cannot import. It tells SQLite to copy bound text and blobs.
static inline sqlite3_destructor_type CSQLite_transient(void) {
    return SQLITE_TRANSIENT;
}

#endif
