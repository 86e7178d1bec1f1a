// CCurl: libcurl, opened with dlopen on the first HTTP request.
//
// Why dlopen: Debian ships libcurl shared only, and linked it loads 30 more libraries
// (GnuTLS, OpenSSL, Kerberos, LDAP, libssh2, librtmp, libidn2, ...) into every cdscan
// process, and runs their constructors: about 10 ms before main (`--version` 21-25 ms, now
// 11 ms), which a dump import, a catalogue from the dump index, an export or `--version`
// paid for nothing.
// Opened here, they are loaded only by the commands that make a request.
//
// The types and constants are libcurl's own header's; the functions are libcurl's, under
// a CCurl_ prefix, called through pointers looked up once. Swift cannot call C variadic
// functions, and curl_easy_setopt and curl_easy_getinfo are variadic: their third argument's
// type depends on the option, so there is one typed wrapper per argument kind (the same plan
// as swift-corelibs-foundation's CFURLSessionInterface.h), each checked by the compiler.
#ifndef CCURL_H
#define CCURL_H

#include <curl/curl.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Loads libcurl.so.4 and finds its functions, once per process (thread-safe). 1 when it is
/// loaded; otherwise 0, with dlopen's or dlsym's words in `message`. Every other function
/// here needs it loaded: CCurl_global_init answers CURLE_FAILED_INIT, and CCurl_easy_init and
/// CCurl_multi_init NULL, until it is.
int CCurl_load(char *message, size_t message_size);

CURLcode CCurl_global_init(long flags);
CURL *CCurl_easy_init(void);
void CCurl_easy_cleanup(CURL *handle);
const char *CCurl_easy_strerror(CURLcode code);

CURLcode CCurl_easy_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode CCurl_easy_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode CCurl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode CCurl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value);

// Callbacks are passed as function pointers; the Swift side supplies @convention(c)
// closures and finds its context through CURLOPT_*DATA.
typedef size_t (*CCurl_write_callback)(char *buffer, size_t size, size_t count, void *userdata);
CURLcode CCurl_easy_setopt_write_callback(CURL *handle, CURLoption option, CCurl_write_callback value);

// CURLOPT_XFERINFOFUNCTION: libcurl calls it while a transfer runs (also while it waits
// for a silent server); a non-zero return aborts the transfer with CURLE_ABORTED_BY_CALLBACK.
typedef int (*CCurl_xferinfo_callback)(void *userdata, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal,
                                       curl_off_t ulnow);
CURLcode CCurl_easy_setopt_xferinfo_callback(CURL *handle, CURLoption option, CCurl_xferinfo_callback value);

CURLcode CCurl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLcode CCurl_easy_getinfo_double(CURL *handle, CURLINFO info, double *value);
CURLcode CCurl_easy_getinfo_string(CURL *handle, CURLINFO info, char **value);

CURLM *CCurl_multi_init(void);
CURLMcode CCurl_multi_cleanup(CURLM *multi);
CURLMcode CCurl_multi_add_handle(CURLM *multi, CURL *handle);
CURLMcode CCurl_multi_remove_handle(CURLM *multi, CURL *handle);
CURLMcode CCurl_multi_perform(CURLM *multi, int *running);
CURLMcode CCurl_multi_poll(CURLM *multi, struct curl_waitfd extra[], unsigned int extra_count, int timeout_ms,
                           int *ready);
CURLMsg *CCurl_multi_info_read(CURLM *multi, int *left);
const char *CCurl_multi_strerror(CURLMcode code);

struct curl_slist *CCurl_slist_append(struct curl_slist *list, const char *text);
void CCurl_slist_free_all(struct curl_slist *list);

#ifdef __cplusplus
}
#endif

#endif
