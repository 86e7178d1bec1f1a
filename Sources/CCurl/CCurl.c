// The dlopen side of CCurl.h: libcurl's functions, looked up once, called through pointers.
#include "CCurl.h"

#include <CLibraryLoader.h>
#include <pthread.h>
#include <stdio.h>

static struct {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_cleanup)(CURLM *);
    CURLMcode (*multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*multi_perform)(CURLM *, int *);
    CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd[], unsigned int, int, int *);
    CURLMsg *(*multi_info_read)(CURLM *, int *);
    const char *(*multi_strerror)(CURLMcode);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    int loaded;
    char failure[256];
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    const CLibraryLoader_symbol symbols[] = {
        {"curl_global_init", (void **)&curl.global_init},
        {"curl_easy_init", (void **)&curl.easy_init},
        {"curl_easy_cleanup", (void **)&curl.easy_cleanup},
        {"curl_easy_strerror", (void **)&curl.easy_strerror},
        {"curl_easy_setopt", (void **)&curl.easy_setopt},
        {"curl_easy_getinfo", (void **)&curl.easy_getinfo},
        {"curl_multi_init", (void **)&curl.multi_init},
        {"curl_multi_cleanup", (void **)&curl.multi_cleanup},
        {"curl_multi_add_handle", (void **)&curl.multi_add_handle},
        {"curl_multi_remove_handle", (void **)&curl.multi_remove_handle},
        {"curl_multi_perform", (void **)&curl.multi_perform},
        {"curl_multi_poll", (void **)&curl.multi_poll},
        {"curl_multi_info_read", (void **)&curl.multi_info_read},
        {"curl_multi_strerror", (void **)&curl.multi_strerror},
        {"curl_slist_append", (void **)&curl.slist_append},
        {"curl_slist_free_all", (void **)&curl.slist_free_all},
    };
    curl.loaded = CLibraryLoader_open("libcurl.so.4", symbols, sizeof symbols / sizeof symbols[0], curl.failure,
                                      sizeof curl.failure);
}

int CCurl_load(char *message, size_t message_size) {
    pthread_once(&load_once, load);
    if (curl.loaded) return 0;
    if (message != NULL && message_size > 0) snprintf(message, message_size, "%s", curl.failure);
    return 1;
}

// The functions below are reached only once CCurl_load succeeded (the handles that most
// of them take cannot exist before); the entry points check anyway.
CURLcode CCurl_global_init(long flags) { return curl.loaded ? curl.global_init(flags) : CURLE_FAILED_INIT; }
CURL *CCurl_easy_init(void) { return curl.loaded ? curl.easy_init() : NULL; }
void CCurl_easy_cleanup(CURL *handle) { curl.easy_cleanup(handle); }

const char *CCurl_easy_strerror(CURLcode code) {
    return curl.loaded ? curl.easy_strerror(code) : "libcurl is not loaded";
}

CURLcode CCurl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl.easy_setopt(handle, option, value);
}

CURLcode CCurl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl.easy_setopt(handle, option, value);
}

CURLcode CCurl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl.easy_setopt(handle, option, value);
}

CURLcode CCurl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl.easy_setopt(handle, option, value);
}

CURLcode CCurl_easy_setopt_write_callback(CURL *handle, CURLoption option, CCurl_write_callback value) {
    return curl.easy_setopt(handle, option, value);
}

CURLcode CCurl_easy_setopt_xferinfo_callback(CURL *handle, CURLoption option, CCurl_xferinfo_callback value) {
    return curl.easy_setopt(handle, option, value);
}

CURLcode CCurl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl.easy_getinfo(handle, info, value);
}

CURLcode CCurl_easy_getinfo_double(CURL *handle, CURLINFO info, double *value) {
    return curl.easy_getinfo(handle, info, value);
}

CURLcode CCurl_easy_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    return curl.easy_getinfo(handle, info, value);
}

CURLM *CCurl_multi_init(void) { return curl.loaded ? curl.multi_init() : NULL; }
CURLMcode CCurl_multi_cleanup(CURLM *multi) { return curl.multi_cleanup(multi); }
CURLMcode CCurl_multi_add_handle(CURLM *multi, CURL *handle) { return curl.multi_add_handle(multi, handle); }
CURLMcode CCurl_multi_remove_handle(CURLM *multi, CURL *handle) { return curl.multi_remove_handle(multi, handle); }
CURLMcode CCurl_multi_perform(CURLM *multi, int *running) { return curl.multi_perform(multi, running); }

CURLMcode CCurl_multi_poll(CURLM *multi, struct curl_waitfd extra[], unsigned int extra_count, int timeout_ms,
                           int *ready) {
    return curl.multi_poll(multi, extra, extra_count, timeout_ms, ready);
}

CURLMsg *CCurl_multi_info_read(CURLM *multi, int *left) { return curl.multi_info_read(multi, left); }

const char *CCurl_multi_strerror(CURLMcode code) {
    return curl.loaded ? curl.multi_strerror(code) : "libcurl is not loaded";
}

struct curl_slist *CCurl_slist_append(struct curl_slist *list, const char *text) {
    return curl.slist_append(list, text);
}

void CCurl_slist_free_all(struct curl_slist *list) { curl.slist_free_all(list); }
