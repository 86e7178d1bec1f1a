// The dlopen side of CMicroHTTPD: libmicrohttpd.so.12, opened the first time `scan --phone` needs it, so that no
// other command pays for loading it (and what it loads) at start. Each function of the library
// that cdscan calls is defined here under its own name and calls the real one through a pointer.
#include "shim.h"

#include <CLibraryLoader.h>
#include <pthread.h>
#include <stdarg.h>

#define FUNCTIONS(X)                                                                                      \
    X(MHD_add_response_header) X(MHD_create_response_from_buffer) X(MHD_destroy_response)                \
    X(MHD_lookup_connection_value) X(MHD_queue_response) X(MHD_start_daemon_va) X(MHD_stop_daemon)       \
    X(MHD_get_daemon_info) X(MHD_get_connection_info)

CLIBRARYLOADER_LIBRARY(CMicroHTTPD_load, "libmicrohttpd.so.12", FUNCTIONS)

// Reached only after CMicroHTTPD_load said yes (PhoneLibraries.load), or from tests.
CLIBRARYLOADER_FORWARD(enum MHD_Result, MHD_add_response_header,
                       (struct MHD_Response *response, const char *header, const char *content),
                       (response, header, content))
CLIBRARYLOADER_FORWARD(struct MHD_Response *, MHD_create_response_from_buffer,
                       (size_t size, void *buffer, enum MHD_ResponseMemoryMode mode), (size, buffer, mode))
CLIBRARYLOADER_FORWARD_VOID(MHD_destroy_response, (struct MHD_Response *response), (response))
CLIBRARYLOADER_FORWARD(const char *, MHD_lookup_connection_value,
                       (struct MHD_Connection *connection, enum MHD_ValueKind kind, const char *key),
                       (connection, kind, key))
CLIBRARYLOADER_FORWARD(enum MHD_Result, MHD_queue_response,
                       (struct MHD_Connection *connection, unsigned int status_code, struct MHD_Response *response),
                       (connection, status_code, response))
CLIBRARYLOADER_FORWARD(struct MHD_Daemon *, MHD_start_daemon_va,
                       (unsigned int flags, uint16_t port, MHD_AcceptPolicyCallback apc, void *apc_cls,
                        MHD_AccessHandlerCallback dh, void *dh_cls, va_list ap),
                       (flags, port, apc, apc_cls, dh, dh_cls, ap))
CLIBRARYLOADER_FORWARD_VOID(MHD_stop_daemon, (struct MHD_Daemon *daemon), (daemon))

// The variadic entry points: MHD_start_daemon forwards its options to MHD_start_daemon_va; the two
// info calls are asked only for what needs no extra argument (the listening socket, the client's address).
struct MHD_Daemon *MHD_start_daemon(unsigned int flags, uint16_t port, MHD_AcceptPolicyCallback apc, void *apc_cls,
                                    MHD_AccessHandlerCallback dh, void *dh_cls, ...) {
    va_list options;
    va_start(options, dh_cls);
    struct MHD_Daemon *daemon = MHD_start_daemon_va(flags, port, apc, apc_cls, dh, dh_cls, options);
    va_end(options);
    return daemon;
}

const union MHD_DaemonInfo *MHD_get_daemon_info(struct MHD_Daemon *daemon, enum MHD_DaemonInfoType info_type, ...) {
    require();
    return library.MHD_get_daemon_info(daemon, info_type);
}

const union MHD_ConnectionInfo *MHD_get_connection_info(struct MHD_Connection *connection,
                                                        enum MHD_ConnectionInfoType info_type, ...) {
    require();
    return library.MHD_get_connection_info(connection, info_type);
}
