import Foundation

/// Where the app keeps its data, configuration and state (XDG base directories), or all three
/// under one directory when `--data-dir` or `SHAMELAGPT_DATA_DIR` is given.
public struct AppPaths: Sendable, Equatable {
    public var data: URL
    public var config: URL
    public var state: URL

    public init(data: URL, config: URL, state: URL) {
        self.data = data
        self.config = config
        self.state = state
    }

    public static func resolve(dataDir: String?, environment: [String: String]) -> AppPaths {
        if let dir = dataDir ?? environment["SHAMELAGPT_DATA_DIR"], !dir.isEmpty {
            let root = URL(fileURLWithPath: (dir as NSString).expandingTildeInPath)
            return AppPaths(data: root, config: root.appendingPathComponent("config"),
                            state: root.appendingPathComponent("state"))
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        func xdg(_ key: String, _ fallback: String) -> URL {
            if let v = environment[key], v.hasPrefix("/") { return URL(fileURLWithPath: v) }
            return home.appendingPathComponent(fallback)
        }
        return AppPaths(
            data: xdg("XDG_DATA_HOME", ".local/share").appendingPathComponent("shamelagpt"),
            config: xdg("XDG_CONFIG_HOME", ".config").appendingPathComponent("shamelagpt"),
            state: xdg("XDG_STATE_HOME", ".local/state").appendingPathComponent("shamelagpt"))
    }

    /// Creates the directories with mode 0700 (conversations are private).
    public func create() throws {
        for dir in [data, config, state] {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        }
    }

    public var logFile: URL { state.appendingPathComponent("shamelagpt.log") }
}
