#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

#include <sqlite3.h>

// SQLITE_TRANSIENT is a function-like macro cast, ((sqlite3_destructor_type)-1),
// which Swift cannot import. It tells SQLite to copy bound text and blobs.
static inline sqlite3_destructor_type CSQLite_transient(void) {
    return SQLITE_TRANSIENT;
}

// sqlite3_config is variadic, which Swift cannot call. Turns off SQLite's count of the
// memory it holds (sqlite3_status): the count takes a process-wide mutex at every malloc and
// free SQLite makes, and cdscan never reads it. Must run before SQLite is initialised.
static inline int CSQLite_disableMemoryStatistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

#endif
