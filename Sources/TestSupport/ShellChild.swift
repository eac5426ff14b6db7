import Foundation

extension Shell {
    /// A program started by `Shell.start` that the test talks to while it runs: lines written to
    /// its standard input, a signal sent, then its exit awaited. Output goes to files (as `run`'s
    /// does), read once it has ended.
    public final class Child: @unchecked Sendable {
        public let pid: pid_t
        private let directory: String
        private var input: Int32 = -1

        fileprivate init(pid: pid_t, directory: String, input: Int32) {
            self.pid = pid
            self.directory = directory
            self.input = input
        }

        deinit {
            closeInput()
            try? FileManager.default.removeItem(atPath: directory)
        }

        /// Writes to the program's standard input (started with `input: true`).
        public func write(_ text: String) {
            precondition(input >= 0, "started without input")
            var bytes = Array(text.utf8)[...]
            while !bytes.isEmpty {
                let n = bytes.withUnsafeBytes { Foundation.write(input, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return }
                bytes = bytes.dropFirst(n)
            }
        }

        /// Ends the program's input (it reads end of file).
        public func closeInput() {
            if input >= 0 { close(input) }
            input = -1
        }

        public func signal(_ number: Int32) { kill(pid, number) }

        /// Waits for the program to end: its exit status, or nil when a signal killed it.
        public func wait() -> Int32? {
            let status = Shell.wait(pid)
            return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : nil
        }

        /// Standard output, complete once the program has ended.
        public var stdout: String { contents("out") }
        public var stderr: String { contents("err") }

        private func contents(_ name: String) -> String {
            let data = (try? Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))) ?? Data()
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// Starts `executable` and returns at once. With `input`, its standard input is a pipe the
    /// test writes to (`Child.write`); otherwise it reads nothing (/dev/null).
    public static func start(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                             input: Bool = false) throws -> Child {
        let directory = NSTemporaryDirectory() + "shell-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var stdin = "/dev/null"
        var writer: Int32 = -1
        if input {
            // A named pipe the child opens for reading. Its write end is opened here first (a
            // read end held meanwhile lets that open return): posix_spawn waits for the child to
            // start the program, and the child's open would wait for a writer forever.
            stdin = directory + "/in"
            guard mkfifo(stdin, 0o600) == 0 else { throw ShellError.spawnFailed(executable, errno) }
            let held = open(stdin, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            writer = open(stdin, O_WRONLY | O_CLOEXEC)
            if held >= 0 { close(held) }
            guard writer >= 0 else { throw ShellError.spawnFailed(executable, errno) }
        }
        let pid: pid_t
        do {
            pid = try spawn(executable, arguments, environment: environment, stdin: stdin,
                            stdout: directory + "/out", stderr: directory + "/err")
        } catch {
            if writer >= 0 { close(writer) }
            throw error
        }
        return Child(pid: pid, directory: directory, input: writer)
    }
}
