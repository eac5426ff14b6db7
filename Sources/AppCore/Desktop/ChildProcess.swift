import Foundation

/// Starts helper programs (clipboard tools, the browser, the editor) with posix_spawn and waitpid.
/// Foundation's Process is avoided: it watches inherited descriptors and reaps on its own thread,
/// which has made it hang and race in this project (see TestSupport's Shell).
public enum ChildProcess {
    /// Runs `argv` (argv[0] a path) with `input` on stdin and stdout/stderr discarded, killing it
    /// after `timeout` seconds. Returns the exit status (128 + signal when killed), nil if it
    /// could not be started.
    public static func run(_ argv: [String], input: Data, timeout: TimeInterval) -> Int32? {
        guard let (readEnd, writeEnd) = makePipe() else { return nil }
        let pid = spawn(argv, stdin: readEnd, quiet: true, newSession: false)
        close(readEnd)
        guard let pid else { close(writeEnd); return nil }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeout) * 1e9)
        if !feed(writeEnd, input, until: deadline) { kill(pid, SIGKILL) }
        close(writeEnd)
        return wait(pid, until: deadline)
    }

    /// Runs `argv` with stdin on /dev/null and returns its exit status and standard output (at
    /// most 64 KiB), killing it after `timeout` seconds; nil if it could not be started.
    public static func output(_ argv: [String], timeout: TimeInterval) -> (status: Int32, output: String)? {
        guard let (readEnd, writeEnd) = makePipe() else { return nil }
        let pid = spawn(argv, stdin: nil, quiet: true, newSession: false, stdout: writeEnd)
        close(writeEnd)
        guard let pid else { close(readEnd); return nil }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeout) * 1e9)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
        while bytes.count < 65_536 {
            let n = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if n > 0 { bytes += buffer[0..<n]; continue }
            if n == 0 { break }
            if errno != EAGAIN && errno != EINTR { break }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { break }
            var p = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            _ = poll(&p, 1, Int32(min((deadline - now) / 1_000_000 + 1, 1_000)))
        }
        close(readEnd)
        guard let status = wait(pid, until: deadline) else { return nil }
        return (status, String(decoding: bytes, as: UTF8.self))
    }

    /// Starts `argv` in its own session with stdio on /dev/null and returns at once: true when
    /// posix_spawn succeeded. A detached thread reaps it so no zombie is left behind.
    public static func startDetached(_ argv: [String]) -> Bool {
        guard let pid = spawn(argv, stdin: nil, quiet: true, newSession: true) else { return false }
        Thread.detachNewThread { _ = wait(pid, until: nil) }
        return true
    }

    /// Starts `argv` in its own session with stdin and stdout on /dev/null and stderr into
    /// `stderrPath` (a recorder, whose complaints say what is wrong); the caller reaps it.
    public static func startBackground(_ argv: [String], stderrPath: String) -> pid_t? {
        spawn(argv, stdin: nil, quiet: true, newSession: true, stderrPath: stderrPath)
    }

    /// Runs `argv` on the inherited terminal and waits for it (the external editor).
    public static func runInForeground(_ argv: [String]) -> Int32? {
        guard let pid = spawn(argv, stdin: nil, quiet: false, newSession: false) else { return nil }
        return wait(pid, until: nil)
    }

    /// The first executable regular file called `name` in the ':'-separated `path` (or `name`
    /// itself when it contains a '/'); nil when there is none.
    public static func findExecutable(_ name: String, path: String?) -> String? {
        guard !name.isEmpty else { return nil }
        func usable(_ candidate: String) -> Bool {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory)
                && !isDirectory.boolValue && access(candidate, X_OK) == 0
        }
        if name.contains("/") { return usable(name) ? name : nil }
        let dirs = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        return dirs.lazy.map { "\($0)/\(name)" }.first(where: usable)
    }

    // MARK: - Spawning

    #if os(Linux)
    /// glibc's value (2.26+); the Glibc module does not export this GNU extension.
    private static let setsidFlag: Int32 = 0x80
    #else
    private static let setsidFlag = Int32(POSIX_SPAWN_SETSID)
    #endif

    /// `stdin`: a descriptor to become fd 0, or nil for /dev/null (quiet) or inherited (not quiet).
    private static func spawn(_ argv: [String], stdin: Int32?, quiet: Bool, newSession: Bool,
                              stdout: Int32? = nil, stderrPath: String? = nil) -> pid_t? {
        guard let program = argv.first else { return nil }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attr: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attr = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attr)
        defer { posix_spawn_file_actions_destroy(&actions); posix_spawnattr_destroy(&attr) }
        if let stdin { posix_spawn_file_actions_adddup2(&actions, stdin, 0) }
        if let stdout { posix_spawn_file_actions_adddup2(&actions, stdout, 1) }
        if quiet {
            if stdin == nil { posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0) }
            if stdout == nil { posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0) }
            posix_spawn_file_actions_addopen(&actions, 2, stderrPath ?? "/dev/null",
                                             stderrPath == nil ? O_WRONLY : O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        // The app ignores SIGINT, SIGTSTP, SIGPIPE… and ignored signals survive exec: give the
        // child default dispositions and an empty mask.
        var defaults = sigset_t(), empty = sigset_t()
        sigemptyset(&empty)
        sigemptyset(&defaults)
        for sig in [SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE, SIGHUP, SIGTERM, SIGWINCH, SIGCHLD] {
            sigaddset(&defaults, sig)
        }
        posix_spawnattr_setsigdefault(&attr, &defaults)
        posix_spawnattr_setsigmask(&attr, &empty)
        let base = Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
        if !newSession || posix_spawnattr_setflags(&attr, Int16(base | setsidFlag)) != 0 {
            posix_spawnattr_setflags(&attr, Int16(base)) // no setsid (old libc): still detached I/O
        }
        let env = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        var cArgv: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        var cEnv: [UnsafeMutablePointer<CChar>?] = env.map { strdup($0) } + [nil]
        defer { (cArgv + cEnv).forEach { free($0) } }
        var pid: pid_t = 0
        // ETXTBSY: the program file is still open for writing in a child another thread forked a
        // moment ago; it clears when that child execs (the PipRunner lesson).
        for _ in 0..<20 {
            let rc = posix_spawn(&pid, program, &actions, &attr, &cArgv, &cEnv)
            if rc == 0 { return pid }
            guard rc == ETXTBSY else { return nil }
            usleep(50_000)
        }
        return nil
    }

    // MARK: - Waiting and feeding

    /// Waits for `pid`, retrying on EINTR; past `deadline` it is killed. Nil if it can't be reaped.
    private static func wait(_ pid: pid_t, until deadline: UInt64?) -> Int32? {
        var status: Int32 = 0
        while true {
            let flags = deadline == nil ? 0 : WNOHANG
            let r = waitpid(pid, &status, flags)
            if r == pid { return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F) }
            if r < 0 && errno != EINTR { return nil }
            if r == 0, let deadline {
                if DispatchTime.now().uptimeNanoseconds >= deadline {
                    kill(pid, SIGKILL)
                    return wait(pid, until: nil)
                }
                usleep(5_000)
            }
        }
    }

    /// Writes `data` to the non-blocking pipe until done, the reader closes it (true), or the
    /// deadline passes (false). SIGPIPE is held back on this thread and any pending one consumed.
    private static func feed(_ fd: Int32, _ data: Data, until deadline: UInt64) -> Bool {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        var block = sigset_t(), old = sigset_t()
        sigemptyset(&block)
        sigaddset(&block, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &block, &old)
        defer {
            var pending = sigset_t(), sig: Int32 = 0
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1 && sigismember(&old, SIGPIPE) == 0 { sigwait(&block, &sig) }
            pthread_sigmask(SIG_SETMASK, &old, nil)
        }
        let bytes = [UInt8](data)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n > 0 { offset += n; continue }
            if n < 0 && errno == EPIPE { return true } // the program stopped reading; its status says the rest
            if n < 0 && errno != EAGAIN && errno != EINTR { return true }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return false }
            var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            _ = poll(&p, 1, Int32(min((deadline - now) / 1_000_000 + 1, 1_000)))
        }
        return true
    }

    /// A pipe whose ends are close-on-exec from the start where possible (pipe2 on Linux), so a
    /// child forked concurrently elsewhere cannot hold the write end and withhold EOF.
    private static func makePipe() -> (Int32, Int32)? {
        var fds: [Int32] = [-1, -1]
        #if os(Linux)
        typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32
        if let symbol = dlsym(nil, "pipe2") {
            guard unsafeBitCast(symbol, to: Pipe2.self)(&fds, O_CLOEXEC) == 0 else { return nil }
            return (fds[0], fds[1])
        }
        #endif
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }
}
