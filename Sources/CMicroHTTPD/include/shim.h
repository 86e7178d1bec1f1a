#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H

#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <microhttpd.h>

// Opens libmicrohttpd (dlopen) if it is not open yet: 1 when it is, 0 with why in `failure`.
int CMicroHTTPD_load(char *failure, size_t failure_size);

// MHD_start_daemon takes its options as a variadic list, which Swift cannot call: this is the
// one daemon `scan --phone` starts, HTTPS on one address, with its bounds. Delete it when
// libmicrohttpd 1.0's MHD_start_daemon with an MHD_OptionItem array (MHD_OPTION_ARRAY) is
// reachable from Swift without a shim (it still needs the variadic entry point in 0.9.75).
static inline struct MHD_Daemon *CMicroHTTPD_start_daemon_tls(
    unsigned int extra_flags, const struct sockaddr *address,
    MHD_AccessHandlerCallback handler, void *handler_cls,
    MHD_RequestCompletedCallback completed, void *completed_cls,
    MHD_NotifyConnectionCallback connections, void *connections_cls,
    const char *key_pem, const char *cert_pem,
    unsigned int connection_limit, unsigned int per_ip_limit,
    unsigned int timeout_seconds, size_t memory_limit) {
    return MHD_start_daemon(
        MHD_USE_TLS | MHD_USE_AUTO_INTERNAL_THREAD | extra_flags, 0, NULL, NULL, handler, handler_cls,
        MHD_OPTION_SOCK_ADDR, address,
        MHD_OPTION_HTTPS_MEM_KEY, key_pem,
        MHD_OPTION_HTTPS_MEM_CERT, cert_pem,
        // TLS 1.2 and 1.3 only: every phone browser of the last ten years speaks them.
        MHD_OPTION_HTTPS_PRIORITIES, "NORMAL:-VERS-ALL:+VERS-TLS1.3:+VERS-TLS1.2",
        MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
        MHD_OPTION_NOTIFY_CONNECTION, connections, connections_cls,
        MHD_OPTION_CONNECTION_LIMIT, connection_limit,
        MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_ip_limit,
        MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
        MHD_OPTION_END);
}

// MHD_get_daemon_info is variadic too; the listening socket is all cdscan asks it for
// (getsockname on it says which port port 0 took).
static inline int CMicroHTTPD_listen_fd(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_LISTEN_FD);
    return info == NULL ? -1 : (int)info->listen_fd;
}

// The flag for an IPv6 address, an enum constant Swift imports with the enum's type; passed
// to CMicroHTTPD_start_daemon_tls as a plain unsigned int.
static inline unsigned int CMicroHTTPD_flag_ipv6(void) { return MHD_USE_IPv6; }

// MHD_get_connection_info is variadic as well: the client's address as text ("192.168.1.31"),
// for telling phones apart. Writes an empty string when there is none.
static inline void CMicroHTTPD_client_address(struct MHD_Connection *connection, char *text, socklen_t size) {
    text[0] = 0;
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (info == NULL || info->client_addr == NULL) return;
    const struct sockaddr *address = info->client_addr;
    if (address->sa_family == AF_INET) {
        inet_ntop(AF_INET, &((const struct sockaddr_in *)address)->sin_addr, text, size);
    } else if (address->sa_family == AF_INET6) {
        inet_ntop(AF_INET6, &((const struct sockaddr_in6 *)address)->sin6_addr, text, size);
    }
}

// MHD_get_connection_info again: the connection's socket, which the connection watch shuts
// down when the connection overstays (libmicrohttpd 0.9.75 has no bound on a connection's
// whole time). -1 when there is none.
static inline int CMicroHTTPD_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : (int)info->connect_fd;
}

#endif
