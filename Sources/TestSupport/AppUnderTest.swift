import Foundation

/// The end-to-end fixture: the built binary with a data directory of its own, started in tmux.
/// A suite keeps one as a property, so each test gets a fresh directory, removed after it.
public final class AppUnderTest: Sendable {
    public let bin: String
    public let scratch: ScratchDirectory
    public var dataDir: String { scratch.path }

    /// `welcomeSeen`: a returning user, whose first screen is Chat (Welcome's own tests start
    /// from a fresh directory instead).
    public init(_ prefix: String, welcomeSeen: Bool = true) throws {
        guard let bin = BuiltProducts.shamelagpt else { throw Missing.binary }
        self.bin = bin
        scratch = ScratchDirectory(prefix)
        if welcomeSeen { try AppDataDirectory.markWelcomeSeen(scratch.path) }
    }

    /// The app with `args` on this data directory, as a shell command line.
    public func invocation(_ args: String = "") -> String {
        "\(TmuxSession.quote(bin)) --data-dir \(TmuxSession.quote(dataDir)) \(args)"
    }

    /// The app, then its exit status and `END`, so the pane shows how it ended.
    public func command(_ args: String = "") -> String {
        invocation(args) + "; echo \"EXIT=$?\"; echo END"
    }

    /// Starts `command(args)` in a new tmux session.
    public func launch(_ args: String = "", width: Int, height: Int) throws -> TmuxSession {
        try TmuxSession(width: width, height: height, command: command(args))
    }

    public enum Missing: Error, CustomStringConvertible {
        case binary
        public var description: String { "build the shamelagpt product first" }
    }
}
