// The dlopen side of CMicroHTTPD: libmicrohttpd.so.12, opened the first time `scan --phone` needs it, so that no
// other command pays for loading it (and what it loads) at start. Each function of the library
// that cdscan calls is defined here under its own name and calls the real one through a pointer.
#include "shim.h"

#include <CLibraryLoader.h>
#include <pthread.h>
#include <stdarg.h>

static struct {
    __typeof__(MHD_add_response_header) *MHD_add_response_header;
    __typeof__(MHD_create_response_from_buffer) *MHD_create_response_from_buffer;
    __typeof__(MHD_destroy_response) *MHD_destroy_response;
    __typeof__(MHD_lookup_connection_value) *MHD_lookup_connection_value;
    __typeof__(MHD_queue_response) *MHD_queue_response;
    __typeof__(MHD_start_daemon_va) *MHD_start_daemon_va;
    __typeof__(MHD_stop_daemon) *MHD_stop_daemon;
    __typeof__(MHD_get_daemon_info) *MHD_get_daemon_info;
    __typeof__(MHD_get_connection_info) *MHD_get_connection_info;
    int loaded;
    char failure[256];
} library;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    const CLibraryLoader_symbol symbols[] = {
        {"MHD_add_response_header", (void **)&library.MHD_add_response_header},
        {"MHD_create_response_from_buffer", (void **)&library.MHD_create_response_from_buffer},
        {"MHD_destroy_response", (void **)&library.MHD_destroy_response},
        {"MHD_lookup_connection_value", (void **)&library.MHD_lookup_connection_value},
        {"MHD_queue_response", (void **)&library.MHD_queue_response},
        {"MHD_start_daemon_va", (void **)&library.MHD_start_daemon_va},
        {"MHD_stop_daemon", (void **)&library.MHD_stop_daemon},
        {"MHD_get_daemon_info", (void **)&library.MHD_get_daemon_info},
        {"MHD_get_connection_info", (void **)&library.MHD_get_connection_info},
    };
    library.loaded = CLibraryLoader_open("libmicrohttpd.so.12", symbols, sizeof symbols / sizeof symbols[0], library.failure,
                                         sizeof library.failure);
}

int CMicroHTTPD_load(char *failure, size_t failure_size) {
    return CLibraryLoader_loaded(&load_once, load, &library.loaded, library.failure, failure, failure_size);
}

// Reached only after CMicroHTTPD_load said yes (PhoneLibraries.load), or from tests.
static void require(void) { CLibraryLoader_require(&load_once, load, &library.loaded, library.failure); }

enum MHD_Result MHD_add_response_header(struct MHD_Response *response, const char *header, const char *content) {
    require();
    return library.MHD_add_response_header(response, header, content);
}

struct MHD_Response *MHD_create_response_from_buffer(size_t size, void *buffer, enum MHD_ResponseMemoryMode mode) {
    require();
    return library.MHD_create_response_from_buffer(size, buffer, mode);
}

void MHD_destroy_response(struct MHD_Response *response) {
    require();
    library.MHD_destroy_response(response);
}

const char *MHD_lookup_connection_value(struct MHD_Connection *connection, enum MHD_ValueKind kind, const char *key) {
    require();
    return library.MHD_lookup_connection_value(connection, kind, key);
}

enum MHD_Result MHD_queue_response(struct MHD_Connection *connection, unsigned int status_code, struct MHD_Response *response) {
    require();
    return library.MHD_queue_response(connection, status_code, response);
}

struct MHD_Daemon *MHD_start_daemon_va(unsigned int flags, uint16_t port, MHD_AcceptPolicyCallback apc, void *apc_cls, MHD_AccessHandlerCallback dh, void *dh_cls, va_list ap) {
    require();
    return library.MHD_start_daemon_va(flags, port, apc, apc_cls, dh, dh_cls, ap);
}

void MHD_stop_daemon(struct MHD_Daemon *daemon) {
    require();
    library.MHD_stop_daemon(daemon);
}

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
