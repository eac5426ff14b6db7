import CNcursesw
import Glibc
import TextLayout

/// The curses screen: set-up and teardown, and presenting grids by updating only changed cells.
/// Only this file and the rest of the Terminal module call curses.
public final class Screen {
    private var previous: Grid?
    private var palette = ColorPalette(level: .none)
    private var pairs: [UInt16: Int16] = [:]
    private var active = false
    private let mouse: Bool
    /// Selection mode is on (the Copy text page); a resume after Ctrl+Z keeps it.
    private var selecting = false
    /// The app reorders bidi text itself and asks the terminal not to (`CSI 8 l`, ux.md §9.7).
    private var explicitBidi: Bool
    private var theme: ColorPalette.Theme
    private let environment: [String: String]
    /// BDSM also goes to the terminal outside tmux, in tmux's passthrough form (text-rendering.md §7 step 3).
    private let insideTmux: Bool
    /// The terminal was in explicit mode before the app (DECRQM said 2): leave it so (text-rendering.md §7 step 4).
    private let restoreImplicitBidi: Bool

    /// `probe`: what the terminal answered before curses started (`TerminalProbe.run`), if asked.
    public init(mouse: Bool, explicitBidi: Bool, environment: [String: String], theme: ColorPalette.Theme = .dark,
                probe: TerminalProbe? = nil) {
        self.mouse = mouse
        self.explicitBidi = explicitBidi
        self.theme = theme
        self.environment = environment
        insideTmux = !(environment["TMUX"] ?? "").isEmpty
        restoreImplicitBidi = probe?.mode != 2
        // The Linux console has no OSC 8; every other terminal ignores what it does not know.
        hyperlinks = environment["TERM"] != "linux"
    }

    /// Write OSC 8 around link cells (text-rendering.md §3.6).
    public var hyperlinks: Bool

    /// The terminal's current size in cells.
    public var size: Size {
        Self.currentSize() ?? Size(width: Int(shim_cols()), height: Int(shim_lines()))
    }

    /// The size the kernel reports for the terminal on stdout; safe from any thread.
    public static func currentSize() -> Size? {
        var ws = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 {
            return Size(width: Int(ws.ws_col), height: Int(ws.ws_row))
        }
        return nil
    }

    /// Enters the full-screen mode: alternate screen, raw input, no echo, modes of our own.
    public func start() {
        CrashGuard.saveTerminalModes(restore: restoreSequence)
        // Before initscr: VTE stamps a row's mode when the row is created or cleared, so the
        // explicit mode must hold before curses first clears the screen (text-rendering.md §7 step 2).
        if explicitBidi { writeRaw(bidiMode(TerminalModes.explicitBidi)) }
        _ = initscr()
        raw()
        noecho()
        nonl()
        // The app reads and decodes stdin itself (see KeyDecoder); curses only draws.
        keypad(shim_stdscr(), false)
        intrflush(shim_stdscr(), false)
        // Without this curses polls stdin during refresh and may skip output when keys arrive.
        typeahead(-1)
        shim_set_escdelay_value(25)
        if has_colors() {
            start_color()
            use_default_colors()
        }
        palette = ColorPalette.detect(environment: environment, colors: Int(shim_colors()), theme: theme)
        pairs = [:]
        refresh()
        writeRaw(TerminalModes.enter(mouse: mouse, explicitBidi: explicitBidi, insideTmux: insideTmux))
        CrashGuard.install()
        active = true
        previous = nil
    }

    /// Leaves full-screen mode and restores every terminal mode. Safe to call twice.
    public func stop() {
        guard active else { return }
        active = false
        writeRaw(restoreSequence)
        endwin()
        writeRaw(restoreSequence)
        CrashGuard.restoreTerminalModes()
    }

    /// Stops the process as Ctrl+Z would, with the terminal restored; returns after `fg`.
    public func suspend() {
        stop()
        Self.stopForegroundGroup()
        // raise, not kill(getpid()): a process-directed signal may be taken by another thread
        // while this one runs on into resume() and re-enters the alternate screen before the
        // stop lands. A signal to this thread is acted on before raise returns.
        raise(SIGSTOP)
        resume()
    }

    /// Ctrl+Z reaches the app as a key (the terminal is raw), so the terminal driver stops
    /// nobody else. A shell waits for its whole job: when a wrapper started the app without
    /// `exec`, stopping the app alone leaves the wrapper running and the shell without a
    /// prompt. So the other members of the foreground process group get SIGTSTP, as the driver
    /// would send it, before the app stops itself. Not the whole group with one kill(): the
    /// app watches SIGTSTP (`SignalWatcher`) and would take its own copy as a second Ctrl+Z
    /// after `fg`. Nothing is sent when the app is not in the terminal's foreground group.
    static func stopForegroundGroup() {
        let group = getpgrp()
        guard tcgetpgrp(STDIN_FILENO) == group else { return }
        for pid in ProcessGroup.members(group) where pid != getpid() {
            kill(pid, SIGTSTP)
        }
    }

    /// Gives the terminal to a child process (the external editor) and takes it back after.
    public func runOutside(_ body: () -> Void) {
        stop()
        body()
        resume()
    }

    /// Writes a control sequence the screen does not model (OSC 52), after flushing curses.
    public func emit(_ sequence: String) {
        guard active else { return }
        writeRaw(sequence)
    }

    /// Selection mode (the Copy text page): mouse reporting off, so the terminal's own selection
    /// works, and the terminal's implicit bidi on (`CSI 8 h`), so the page's logical-order text
    /// reads right where the terminal reorders; off restores both. A resume keeps the mode.
    public func setSelectionMode(_ on: Bool) {
        guard selecting != on else { return }
        selecting = on
        var s = ""
        if mouse { s += on ? TerminalModes.mouseOff : TerminalModes.mouseOn }
        if explicitBidi { s += bidiMode(on ? TerminalModes.implicitBidi : TerminalModes.explicitBidi) }
        emit(s)
    }

    private func resume() {
        // The explicit mode again before the first refresh clears rows (text-rendering.md §7 step 4).
        if explicitBidi && !selecting { writeRaw(bidiMode(TerminalModes.explicitBidi)) }
        refresh()
        raw()
        noecho()
        writeRaw(TerminalModes.enter(mouse: mouse && !selecting, explicitBidi: explicitBidi && !selecting,
                                     insideTmux: insideTmux))
        active = true
        invalidate()
    }

    /// Switches the theme and the bidi handling while running (Settings → Appearance); the
    /// next present repaints everything in the new colours.
    public func setAppearance(theme: ColorPalette.Theme, explicitBidi: Bool) {
        self.theme = theme
        palette = palette.with(theme: theme)
        pairs = [:]
        if explicitBidi != self.explicitBidi {
            self.explicitBidi = explicitBidi
            // CSI 8 l: the app reorders; CSI 8 h: the terminal's own implicit mode.
            if active { writeRaw(bidiMode(explicitBidi ? TerminalModes.explicitBidi : TerminalModes.implicitBidi)) }
        }
        invalidate()
    }

    /// Forgets what is on screen so the next present repaints everything (Ctrl+L, resume).
    public func invalidate() {
        previous = nil
        clearok(shim_stdscr(), true)
    }

    /// Tells curses about a new terminal size.
    public func resize(to size: Size) {
        resizeterm(Int32(size.height), Int32(size.width))
        previous = nil
    }

    /// Draws a grid, touching only cells that differ from the last one presented.
    public func present(_ visual: Grid) {
        guard active else { return }
        // "By the terminal" (ux.md §9.7): the terminal reorders each line, so it gets them in
        // logical order; the app's own layout is unchanged.
        let grid = explicitBidi ? visual : TerminalBidi.logicalOrder(visual)
        if grid.size != previous?.size {
            previous = nil
            erase()
        }
        var buffer = [wchar_t](repeating: 0, count: 8)
        for y in 0..<grid.height {
            var x = 0
            while x < grid.width {
                let cell = grid[x, y]
                if let prev = previous, prev[x, y] == cell, !(cell.width == 2 && prev[x + 1, y] != grid[x + 1, y]) {
                    x += 1
                    continue
                }
                if !cell.isContinuation {
                    draw(cell, x: x, y: y, buffer: &buffer)
                }
                x += 1
            }
        }
        if let c = grid.cursor, c.x >= 0, c.x < grid.width, c.y >= 0, c.y < grid.height {
            move(Int32(c.y), Int32(c.x))
            curs_set(1)
        } else {
            curs_set(0)
        }
        refresh()
        if hyperlinks {
            let links = HyperlinkWriter.sequence(for: grid, previous: previous, palette: palette)
            if !links.isEmpty { writeRaw(links) }
        }
        previous = grid
    }

    private func draw(_ cell: Cell, x: Int, y: Int, buffer: inout [wchar_t]) {
        var n = 0
        cell.forEachScalar { s in
            guard n < 5 else { return }
            buffer[n] = wchar_t(bitPattern: s.value)
            n += 1
        }
        if n == 0 {
            buffer[0] = 0x20
            n = 1
        }
        buffer[n] = 0
        let attrs = attributes(cell.style)
        let pair = colorPair(cell.style)
        buffer.withUnsafeBufferPointer { p in
            _ = shim_mvadd_cell(Int32(y), Int32(x), p.baseAddress, attrs, pair)
        }
    }

    private func attributes(_ style: Style) -> attr_t {
        var a = shim_a_normal()
        let t = palette.attributes(style)
        if t.contains(.bold) { a |= shim_a_bold() }
        if t.contains(.dim) { a |= shim_a_dim() }
        if t.contains(.italic) { a |= shim_a_italic() }
        if t.contains(.underline) { a |= shim_a_underline() }
        // With colour, the active tab is drawn by its colours; reverse keeps it visible without.
        if t.contains(.reverse) { a |= shim_a_reverse() }
        return a
    }

    private func colorPair(_ style: Style) -> Int16 {
        guard palette.level != .none else { return 0 }
        let fg = palette.color(style.foreground)
        let bg = palette.background(style.background)
        if fg < 0 && bg < 0 { return 0 }
        let key = UInt16(style.foreground.rawValue) << 8 | UInt16(style.background.rawValue)
        if let p = pairs[key] { return p }
        let next = Int16(pairs.count + 1)
        guard Int32(next) < shim_color_pairs() else { return 0 }
        init_pair(next, fg, bg)
        pairs[key] = next
        return next
    }

    /// Everything `start` changed, undone.
    private var restoreSequence: String {
        TerminalModes.restore(bidi: restoreImplicitBidi, insideTmux: insideTmux)
    }

    private func bidiMode(_ sequence: String) -> String {
        TerminalModes.bidiMode(sequence, insideTmux: insideTmux)
    }

    private func writeRaw(_ s: String) {
        fflush(nil)  // all C streams; naming stdout is an error under Swift 6 checking
        var bytes = Array(s.utf8)
        _ = bytes.withUnsafeMutableBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }
}
