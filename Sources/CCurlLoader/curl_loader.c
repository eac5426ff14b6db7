// libcurl, loaded when the first request is made rather than when the program starts.
//
// Linked normally, libcurl brings some thirty libraries (OpenSSL, GnuTLS, Kerberos, LDAP,
// SSH, RTMP…) into every start: about 6 MB of resident memory and their relocations before the
// first frame, for a session that may never use the network (the offline library answers in
// process). This file defines every libcurl function the program calls — Networking's, and
// those of the statically linked FoundationNetworking — as a forwarder that dlopens libcurl
// once (thread-safe) and calls the real function. The executable is linked without -lcurl
// (CCurl's module map does not link it), so nothing else loads it.
//
// If libcurl cannot be loaded, the constructors return NULL and the other calls an error code,
// which the callers already handle (a transport error with the loader's message), instead of
// the program refusing to start.
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include "curl_loader.h"

static pthread_once_t once = PTHREAD_ONCE_INIT;
static void *handle;
static char error[512];
static volatile int loaded;

#define CURL_FUNCTIONS(X) \
    X(CURLcode, curl_global_init, (long flags)) \
    X(char *, curl_version, (void)) \
    X(curl_version_info_data *, curl_version_info, (CURLversion v)) \
    X(void, curl_free, (void *p)) \
    X(CURL *, curl_easy_init, (void)) \
    X(void, curl_easy_cleanup, (CURL *h)) \
    X(CURLcode, curl_easy_pause, (CURL *h, int bitmask)) \
    X(const char *, curl_easy_strerror, (CURLcode c)) \
    X(CURLcode, curl_easy_setopt, (CURL *h, CURLoption o, ...)) \
    X(CURLcode, curl_easy_getinfo, (CURL *h, CURLINFO i, ...)) \
    X(CURLM *, curl_multi_init, (void)) \
    X(CURLMcode, curl_multi_cleanup, (CURLM *m)) \
    X(CURLMcode, curl_multi_setopt, (CURLM *m, CURLMoption o, ...)) \
    X(CURLMcode, curl_multi_add_handle, (CURLM *m, CURL *h)) \
    X(CURLMcode, curl_multi_remove_handle, (CURLM *m, CURL *h)) \
    X(CURLMcode, curl_multi_perform, (CURLM *m, int *running)) \
    X(CURLMcode, curl_multi_poll, (CURLM *m, struct curl_waitfd *fds, unsigned int n, int timeout, int *numfds)) \
    X(CURLMcode, curl_multi_wakeup, (CURLM *m)) \
    X(CURLMcode, curl_multi_timeout, (CURLM *m, long *ms)) \
    X(CURLMsg *, curl_multi_info_read, (CURLM *m, int *queued)) \
    X(CURLMcode, curl_multi_assign, (CURLM *m, curl_socket_t s, void *p)) \
    X(CURLMcode, curl_multi_socket_action, (CURLM *m, curl_socket_t s, int mask, int *running)) \
    X(struct curl_slist *, curl_slist_append, (struct curl_slist *l, const char *s)) \
    X(void, curl_slist_free_all, (struct curl_slist *l)) \
    X(CURLU *, curl_url, (void)) \
    X(void, curl_url_cleanup, (CURLU *u)) \
    X(CURLUcode, curl_url_get, (CURLU *u, CURLUPart what, char **part, unsigned int flags)) \
    X(CURLUcode, curl_url_set, (CURLU *u, CURLUPart what, const char *part, unsigned int flags))

#define DECLARE(ret, name, params) static ret (*real_##name) params;
CURL_FUNCTIONS(DECLARE)

static void load(void) {
    // RTLD_LOCAL: dlsym below asks this handle, never the global scope, where the forwarders
    // of this file would answer.
    handle = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *e = dlerror();
        snprintf(error, sizeof error, "libcurl could not be loaded: %s", e ? e : "unknown error");
        return;
    }
#define RESOLVE(ret, name, params) \
    real_##name = (ret (*) params)dlsym(handle, #name); \
    if (!real_##name) { snprintf(error, sizeof error, "libcurl has no %s", #name); return; }
    CURL_FUNCTIONS(RESOLVE)
    loaded = 1;
}

static int ready(void) {
    pthread_once(&once, load);
    return loaded;
}

const char *shamelagpt_curl_load_error(void) { return ready() ? NULL : error; }

int shamelagpt_curl_is_loaded(void) { return loaded; }

CURLcode curl_global_init(long flags) { return ready() ? real_curl_global_init(flags) : CURLE_FAILED_INIT; }
char *curl_version(void) { return ready() ? real_curl_version() : error; }
curl_version_info_data *curl_version_info(CURLversion v) { return ready() ? real_curl_version_info(v) : NULL; }
void curl_free(void *p) { if (ready()) real_curl_free(p); }
CURL *curl_easy_init(void) { return ready() ? real_curl_easy_init() : NULL; }
void curl_easy_cleanup(CURL *h) { if (ready()) real_curl_easy_cleanup(h); }
CURLcode curl_easy_pause(CURL *h, int bitmask) { return ready() ? real_curl_easy_pause(h, bitmask) : CURLE_FAILED_INIT; }
const char *curl_easy_strerror(CURLcode c) { return ready() ? real_curl_easy_strerror(c) : error; }

// The variadic options take exactly one argument: a long, a curl_off_t, an object or a function
// pointer. The ABIs this builds for (x86-64 and AArch64 SysV) pass all four in the same 64-bit
// general-purpose register or stack slot, so reading it as a pointer-sized integer and passing
// it on unchanged hands the real function the same bits. (libcurl has no floating-point option.)
#define FORWARD_VARIADIC(ret, name, first_t, second_t, fail) \
    ret name(first_t a, second_t b, ...) { \
        va_list ap; \
        va_start(ap, b); \
        unsigned long long v = va_arg(ap, unsigned long long); \
        va_end(ap); \
        return ready() ? real_##name(a, b, v) : fail; \
    }
_Static_assert(sizeof(unsigned long long) == sizeof(void *) && sizeof(curl_off_t) == sizeof(void *)
               && sizeof(long) == sizeof(void *), "the variadic forwarding assumes 64-bit arguments");
FORWARD_VARIADIC(CURLcode, curl_easy_setopt, CURL *, CURLoption, CURLE_FAILED_INIT)
FORWARD_VARIADIC(CURLcode, curl_easy_getinfo, CURL *, CURLINFO, CURLE_FAILED_INIT)
FORWARD_VARIADIC(CURLMcode, curl_multi_setopt, CURLM *, CURLMoption, CURLM_INTERNAL_ERROR)

CURLM *curl_multi_init(void) { return ready() ? real_curl_multi_init() : NULL; }
CURLMcode curl_multi_cleanup(CURLM *m) { return ready() ? real_curl_multi_cleanup(m) : CURLM_INTERNAL_ERROR; }
CURLMcode curl_multi_add_handle(CURLM *m, CURL *h) { return ready() ? real_curl_multi_add_handle(m, h) : CURLM_INTERNAL_ERROR; }
CURLMcode curl_multi_remove_handle(CURLM *m, CURL *h) { return ready() ? real_curl_multi_remove_handle(m, h) : CURLM_INTERNAL_ERROR; }
CURLMcode curl_multi_perform(CURLM *m, int *running) { return ready() ? real_curl_multi_perform(m, running) : CURLM_INTERNAL_ERROR; }
CURLMcode curl_multi_poll(CURLM *m, struct curl_waitfd *fds, unsigned int n, int timeout, int *numfds) {
    return ready() ? real_curl_multi_poll(m, fds, n, timeout, numfds) : CURLM_INTERNAL_ERROR;
}
CURLMcode curl_multi_wakeup(CURLM *m) { return ready() ? real_curl_multi_wakeup(m) : CURLM_INTERNAL_ERROR; }
CURLMcode curl_multi_timeout(CURLM *m, long *ms) { return ready() ? real_curl_multi_timeout(m, ms) : CURLM_INTERNAL_ERROR; }
CURLMsg *curl_multi_info_read(CURLM *m, int *queued) { return ready() ? real_curl_multi_info_read(m, queued) : NULL; }
CURLMcode curl_multi_assign(CURLM *m, curl_socket_t s, void *p) { return ready() ? real_curl_multi_assign(m, s, p) : CURLM_INTERNAL_ERROR; }
CURLMcode curl_multi_socket_action(CURLM *m, curl_socket_t s, int mask, int *running) {
    return ready() ? real_curl_multi_socket_action(m, s, mask, running) : CURLM_INTERNAL_ERROR;
}
struct curl_slist *curl_slist_append(struct curl_slist *l, const char *s) { return ready() ? real_curl_slist_append(l, s) : NULL; }
void curl_slist_free_all(struct curl_slist *l) { if (ready()) real_curl_slist_free_all(l); }
CURLU *curl_url(void) { return ready() ? real_curl_url() : NULL; }
void curl_url_cleanup(CURLU *u) { if (ready()) real_curl_url_cleanup(u); }
CURLUcode curl_url_get(CURLU *u, CURLUPart what, char **part, unsigned int flags) {
    return ready() ? real_curl_url_get(u, what, part, flags) : CURLUE_OUT_OF_MEMORY;
}
CURLUcode curl_url_set(CURLU *u, CURLUPart what, const char *part, unsigned int flags) {
    return ready() ? real_curl_url_set(u, what, part, flags) : CURLUE_OUT_OF_MEMORY;
}
