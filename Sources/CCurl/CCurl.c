// The dlopen side of CCurl.h: libcurl's functions, looked up once, called through pointers.
#include "CCurl.h"

#include <dlfcn.h>
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

static void *symbol(void *library, const char *name, int *missing) {
    void *found = dlsym(library, name);
    if (found == NULL && !*missing) {
        *missing = 1;
        snprintf(curl.failure, sizeof curl.failure, "libcurl.so.4 has no %s", name);
    }
    return found;
}

static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *why = dlerror();
        snprintf(curl.failure, sizeof curl.failure, "%s", why ? why : "libcurl.so.4 could not be loaded");
        return;
    }
    int missing = 0;
    *(void **)&curl.global_init = symbol(library, "curl_global_init", &missing);
    *(void **)&curl.easy_init = symbol(library, "curl_easy_init", &missing);
    *(void **)&curl.easy_cleanup = symbol(library, "curl_easy_cleanup", &missing);
    *(void **)&curl.easy_strerror = symbol(library, "curl_easy_strerror", &missing);
    *(void **)&curl.easy_setopt = symbol(library, "curl_easy_setopt", &missing);
    *(void **)&curl.easy_getinfo = symbol(library, "curl_easy_getinfo", &missing);
    *(void **)&curl.multi_init = symbol(library, "curl_multi_init", &missing);
    *(void **)&curl.multi_cleanup = symbol(library, "curl_multi_cleanup", &missing);
    *(void **)&curl.multi_add_handle = symbol(library, "curl_multi_add_handle", &missing);
    *(void **)&curl.multi_remove_handle = symbol(library, "curl_multi_remove_handle", &missing);
    *(void **)&curl.multi_perform = symbol(library, "curl_multi_perform", &missing);
    *(void **)&curl.multi_poll = symbol(library, "curl_multi_poll", &missing);
    *(void **)&curl.multi_info_read = symbol(library, "curl_multi_info_read", &missing);
    *(void **)&curl.multi_strerror = symbol(library, "curl_multi_strerror", &missing);
    *(void **)&curl.slist_append = symbol(library, "curl_slist_append", &missing);
    *(void **)&curl.slist_free_all = symbol(library, "curl_slist_free_all", &missing);
    curl.loaded = !missing;
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
