// The dlopen side of CCurl.h: libcurl's functions, looked up once, called through pointers.
#include "CCurl.h"

#include <CLibraryLoader.h>
#include <pthread.h>

// curl.h makes curl_easy_setopt and curl_easy_getinfo type-checking macros too: the calls below
// name the pointers in parentheses, which the preprocessor leaves alone.
#define FUNCTIONS(X)                                                                                       \
    X(curl_global_init) X(curl_easy_init) X(curl_easy_cleanup) X(curl_easy_strerror) X(curl_easy_setopt)  \
    X(curl_easy_getinfo) X(curl_multi_init) X(curl_multi_cleanup) X(curl_multi_add_handle)                \
    X(curl_multi_remove_handle) X(curl_multi_perform) X(curl_multi_poll) X(curl_multi_info_read)          \
    X(curl_multi_strerror) X(curl_slist_append) X(curl_slist_free_all)

CLIBRARYLOADER_LIBRARY(CCurl_load, "libcurl.so.4", FUNCTIONS)

// The functions below are reached only once CCurl_load succeeded (the handles that most
// of them take cannot exist before); the entry points check anyway.
CURLcode CCurl_global_init(long flags) {
    return library.loaded ? library.curl_global_init(flags) : CURLE_FAILED_INIT;
}
CURL *CCurl_easy_init(void) { return library.loaded ? library.curl_easy_init() : NULL; }
void CCurl_easy_cleanup(CURL *handle) { library.curl_easy_cleanup(handle); }

const char *CCurl_easy_strerror(CURLcode code) {
    return library.loaded ? library.curl_easy_strerror(code) : "libcurl is not loaded";
}

CURLcode CCurl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return (library.curl_easy_setopt)(handle, option, value);
}

CURLcode CCurl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return (library.curl_easy_setopt)(handle, option, value);
}

CURLcode CCurl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return (library.curl_easy_setopt)(handle, option, value);
}

CURLcode CCurl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return (library.curl_easy_setopt)(handle, option, value);
}

CURLcode CCurl_easy_setopt_write_callback(CURL *handle, CURLoption option, CCurl_write_callback value) {
    return (library.curl_easy_setopt)(handle, option, value);
}

CURLcode CCurl_easy_setopt_xferinfo_callback(CURL *handle, CURLoption option, CCurl_xferinfo_callback value) {
    return (library.curl_easy_setopt)(handle, option, value);
}

CURLcode CCurl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return (library.curl_easy_getinfo)(handle, info, value);
}

CURLcode CCurl_easy_getinfo_double(CURL *handle, CURLINFO info, double *value) {
    return (library.curl_easy_getinfo)(handle, info, value);
}

CURLcode CCurl_easy_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    return (library.curl_easy_getinfo)(handle, info, value);
}

CURLM *CCurl_multi_init(void) { return library.loaded ? library.curl_multi_init() : NULL; }
CURLMcode CCurl_multi_cleanup(CURLM *multi) { return library.curl_multi_cleanup(multi); }
CURLMcode CCurl_multi_add_handle(CURLM *multi, CURL *handle) { return library.curl_multi_add_handle(multi, handle); }
CURLMcode CCurl_multi_remove_handle(CURLM *multi, CURL *handle) {
    return library.curl_multi_remove_handle(multi, handle);
}
CURLMcode CCurl_multi_perform(CURLM *multi, int *running) { return library.curl_multi_perform(multi, running); }

CURLMcode CCurl_multi_poll(CURLM *multi, struct curl_waitfd extra[], unsigned int extra_count, int timeout_ms,
                           int *ready) {
    return library.curl_multi_poll(multi, extra, extra_count, timeout_ms, ready);
}

CURLMsg *CCurl_multi_info_read(CURLM *multi, int *left) { return library.curl_multi_info_read(multi, left); }

const char *CCurl_multi_strerror(CURLMcode code) {
    return library.loaded ? library.curl_multi_strerror(code) : "libcurl is not loaded";
}

struct curl_slist *CCurl_slist_append(struct curl_slist *list, const char *text) {
    return library.curl_slist_append(list, text);
}

void CCurl_slist_free_all(struct curl_slist *list) { library.curl_slist_free_all(list); }
