import Foundation

/// Locates the files bundled with the app (string tables, library pins).
///
/// SwiftPM's generated `Bundle.module` stops the program when the bundle is missing; this lookup
/// returns nil instead so the caller can report a clear error, and it also finds the bundle
/// next to an installed binary.
public enum AppResources {
    static let bundleName = "shamelagpt_AppResources.resources"

    /// The URL of a bundled file such as `l10n/en.json`, or nil when it cannot be found.
    public static func url(_ relativePath: String) -> URL? {
        for dir in candidateDirectories() {
            let url = dir.appendingPathComponent(relativePath)
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return nil
    }

    /// The contents of a bundled file, or nil when it cannot be read.
    public static func data(_ relativePath: String) -> Data? {
        url(relativePath).flatMap { try? Data(contentsOf: $0) }
    }

    private static func candidateDirectories() -> [URL] {
        var dirs: [URL] = []
        if let env = ProcessInfo.processInfo.environment["SHAMELAGPT_RESOURCES"], !env.isEmpty {
            dirs.append(URL(fileURLWithPath: env))
        }
        // The running binary itself (/proc/self/exe): argv[0] is only a name when the program
        // was found on PATH, and would be looked up in the current directory.
        let exe = ((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ""))
            .resolvingSymlinksInPath()
        let exeDir = exe.deletingLastPathComponent()
        dirs.append(exeDir.appendingPathComponent(bundleName))
        dirs.append(Bundle.main.bundleURL.appendingPathComponent(bundleName))
        // Test runners live one level deeper than the build products.
        dirs.append(exeDir.deletingLastPathComponent().appendingPathComponent(bundleName))
        dirs.append(exeDir.appendingPathComponent("../share/shamelagpt").standardizedFileURL)
        // Last resort when running from a source checkout: this file's own directory.
        dirs.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        return dirs
    }
}
