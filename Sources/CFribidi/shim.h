// GNU FriBidi: the bidi algorithm and Arabic joining/shaping. Its flag and type macros are
// not importable, so the ones the text engine uses are exposed as functions.
#ifndef SHAMELAGPT_CFRIBIDI_SHIM_H
#define SHAMELAGPT_CFRIBIDI_SHIM_H
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 700  // for wcwidth, which glibc hides otherwise
#endif
#include <wchar.h>
#include <fribidi.h>

/// The C library's column width of a character (ncurses uses the same function), exposed here
/// because the text engine needs it beside fribidi and Swift's Glibc module hides it.
static inline int shim_wcwidth(wchar_t c) { return wcwidth(c); }

static inline FriBidiParType shim_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType shim_par_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline FriBidiParType shim_par_on(void) { return FRIBIDI_PAR_ON; }
static inline FriBidiParType shim_par_wltr(void) { return FRIBIDI_PAR_WLTR; }
static inline FriBidiParType shim_par_wrtl(void) { return FRIBIDI_PAR_WRTL; }
static inline FriBidiFlags shim_flags_arabic(void) { return FRIBIDI_FLAGS_ARABIC; }
static inline FriBidiFlags shim_flag_shape_mirroring(void) { return FRIBIDI_FLAG_SHAPE_MIRRORING; }
static inline FriBidiFlags shim_flag_shape_arab_pres(void) { return FRIBIDI_FLAG_SHAPE_ARAB_PRES; }
static inline FriBidiFlags shim_flag_shape_arab_liga(void) { return FRIBIDI_FLAG_SHAPE_ARAB_LIGA; }
static inline FriBidiFlags shim_flag_reorder_nsm(void) { return FRIBIDI_FLAG_REORDER_NSM; }
static inline int shim_level_is_rtl(FriBidiLevel l) { return FRIBIDI_LEVEL_IS_RTL(l); }
static inline FriBidiCharType shim_type_rtl(void) { return FRIBIDI_TYPE_RTL; }
static inline FriBidiCharType shim_type_ltr(void) { return FRIBIDI_TYPE_LTR; }
static inline FriBidiCharType shim_type_al(void) { return FRIBIDI_TYPE_AL; }
static inline int shim_is_letter(FriBidiCharType t) { return FRIBIDI_IS_LETTER(t); }
static inline int shim_is_rtl(FriBidiCharType t) { return FRIBIDI_IS_RTL(t); }
static inline int shim_is_strong(FriBidiCharType t) { return FRIBIDI_IS_STRONG(t); }
/// True for an RTL paragraph direction or level type; works for the weak bases fribidi 1.0.8
/// leaves unresolved when a paragraph has no strong character (text-rendering.md §4.3 step 4).
static inline int shim_par_is_rtl(FriBidiParType t) { return FRIBIDI_IS_RTL(t); }
static inline FriBidiBracketType shim_no_bracket(void) { return FRIBIDI_NO_BRACKET; }
static inline const char *shim_fribidi_version(void) { return fribidi_version_info; }
#endif
