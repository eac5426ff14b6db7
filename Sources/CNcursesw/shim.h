// Wide-character ncurses for Swift. SwiftPM drops pkg-config's -D flags, so the wide API
// must be switched on here, before the header. C globals and function-like macros are not
// importable (or are errors in Swift 6 mode), so each gets a static inline accessor.
#ifndef SHAMELAGPT_CNCURSESW_SHIM_H
#define SHAMELAGPT_CNCURSESW_SHIM_H
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

static inline WINDOW *shim_stdscr(void) { return stdscr; }
static inline int shim_lines(void) { return LINES; }
static inline int shim_cols(void) { return COLS; }
static inline int shim_colors(void) { return COLORS; }
static inline int shim_color_pairs(void) { return COLOR_PAIRS; }
static inline int shim_escdelay(void) { return ESCDELAY; }
static inline void shim_set_escdelay_value(int ms) { set_escdelay(ms); }
static inline int shim_err(void) { return ERR; }
static inline int shim_ok(void) { return OK; }
static inline void shim_getmaxyx(WINDOW *w, int *y, int *x) { int yy, xx; getmaxyx(w, yy, xx); *y = yy; *x = xx; }

static inline attr_t shim_a_normal(void) { return A_NORMAL; }
static inline attr_t shim_a_bold(void) { return A_BOLD; }
static inline attr_t shim_a_dim(void) { return A_DIM; }
static inline attr_t shim_a_italic(void) { return A_ITALIC; }
static inline attr_t shim_a_underline(void) { return A_UNDERLINE; }
static inline attr_t shim_a_reverse(void) { return A_REVERSE; }
static inline attr_t shim_a_standout(void) { return A_STANDOUT; }
static inline attr_t shim_a_invis(void) { return A_INVIS; }

static inline int shim_key_f(int n) { return KEY_F(n); }
static inline int shim_key_code_yes(void) { return KEY_CODE_YES; }
static inline int shim_key_resize(void) { return KEY_RESIZE; }
static inline int shim_key_mouse(void) { return KEY_MOUSE; }

static inline mmask_t shim_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t shim_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t shim_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t shim_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t shim_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t shim_button5_pressed(void) { return BUTTON5_PRESSED; }

/// Writes one cell: a string of wide characters (base + combining marks) with attributes and a pair.
static inline int shim_mvadd_cell(int y, int x, const wchar_t *wcs, attr_t attrs, short pair) {
    cchar_t cc;
    if (setcchar(&cc, wcs, attrs, pair, NULL) != OK) return ERR;
    return mvadd_wch(y, x, &cc);
}

/// Looks up a terminfo entry without exiting on failure (setupterm's default is to exit).
static inline int shim_terminfo_exists(const char *term) {
    int err = 0;
    if (setupterm((char *)term, 1, &err) != OK) return 0;
    del_curterm(cur_term);
    return err == 1;
}
#endif
