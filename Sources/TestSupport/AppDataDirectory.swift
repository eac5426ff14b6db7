import Foundation

/// Prepares a `--data-dir` for a test or benchmark run of the app.
public enum AppDataDirectory {
    /// Records that Welcome was seen, as the app does when the user first reaches Chat, so
    /// the first screen is the one a returning user gets. Tests of Welcome itself use a fresh
    /// directory instead.
    public static func markWelcomeSeen(_ dataDir: String) throws {
        let config = URL(fileURLWithPath: dataDir).appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let file = config.appendingPathComponent("settings.json")
        // Keeps what is there (a test may have written other settings first).
        var settings = (try? JSONSerialization.jsonObject(with: Data(contentsOf: file))) as? [String: Any] ?? [:]
        settings["welcome_seen"] = true
        try JSONSerialization.data(withJSONObject: settings, options: [.sortedKeys]).write(to: file)
    }
}
