// libcurl loaded on first use (curl_loader.c).
#ifndef SHAMELAGPT_CURL_LOADER_H
#define SHAMELAGPT_CURL_LOADER_H

/// NULL once libcurl is loaded; otherwise why it could not be (the dynamic loader's message).
/// Loads it if that was not tried yet.
const char *shamelagpt_curl_load_error(void);

/// Whether libcurl has been loaded into the process (never loads it).
int shamelagpt_curl_is_loaded(void);

#endif
