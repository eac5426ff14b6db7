// cmark-gfm and its GFM extensions (tables, strikethrough, autolink, tasklist). Only
// libcmark-gfm is linked: linking libcmark too would make their symbols collide.
#ifndef SHAMELAGPT_CCMARKGFM_SHIM_H
#define SHAMELAGPT_CCMARKGFM_SHIM_H
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
#endif
