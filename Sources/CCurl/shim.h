#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H

#include <curl/curl.h>

// Swift cannot call C variadic functions, and curl_easy_setopt and
// curl_easy_getinfo are variadic: their third argument's type depends on the
// option. One typed wrapper per argument kind keeps each call site checked by
// the compiler (the same plan as swift-corelibs-foundation's
// CFURLSessionInterface.h).

static inline CURLcode CCurl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode CCurl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode CCurl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode CCurl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}

// Callbacks are passed as function pointers; the Swift side supplies
// @convention(c) closures and finds its context through CURLOPT_*DATA.
typedef size_t (*CCurl_write_callback)(char *buffer, size_t size, size_t count, void *userdata);

static inline CURLcode CCurl_easy_setopt_write_callback(CURL *handle, CURLoption option, CCurl_write_callback value) {
    return curl_easy_setopt(handle, option, value);
}

// CURLOPT_XFERINFOFUNCTION: libcurl calls it while a transfer runs (also while it waits
// for a silent server); a non-zero return aborts the transfer with CURLE_ABORTED_BY_CALLBACK.
typedef int (*CCurl_xferinfo_callback)(void *userdata, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal,
                                       curl_off_t ulnow);

static inline CURLcode CCurl_easy_setopt_xferinfo_callback(CURL *handle, CURLoption option,
                                                           CCurl_xferinfo_callback value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode CCurl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode CCurl_easy_getinfo_double(CURL *handle, CURLINFO info, double *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode CCurl_easy_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    return curl_easy_getinfo(handle, info, value);
}

#endif
