/// Which recorder to use: the one the `voice_recorder` setting names, else the first of
/// `pw-record`, `parecord`, `arecord`, `rec` on `PATH`. Pure: the file system is asked through
/// `isExecutable`, so the rules are tested without the tools installed.
public enum RecorderDetection {
    public enum Failure: Error, Hashable, Sendable {
        /// Nothing usable on `PATH`.
        case noneFound
        /// The setting names something that is not one of the four, or is not executable.
        case settingUnusable(String)
    }

    public static func find(setting: String?, path: String?,
                            isExecutable: (String) -> Bool) -> Result<Recorder, Failure> {
        let dirs = (path ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
        func lookup(_ name: String) -> String? {
            dirs.lazy.map { $0.hasSuffix("/") ? $0 + name : $0 + "/" + name }.first(where: isExecutable)
        }
        if let raw = setting?.trimmingCharacters(in: .whitespaces), !raw.isEmpty {
            // A name or a path; the kind comes from the last component, so a wrapper script
            // must be called after the recorder whose arguments it takes.
            let base = raw.split(separator: "/").last.map(String.init) ?? raw
            guard let kind = Recorder.Kind(rawValue: base) else { return .failure(.settingUnusable(raw)) }
            if raw.contains("/") {
                return isExecutable(raw) ? .success(Recorder(kind: kind, executable: raw)) : .failure(.settingUnusable(raw))
            }
            guard let found = lookup(base) else { return .failure(.settingUnusable(raw)) }
            return .success(Recorder(kind: kind, executable: found))
        }
        for kind in Recorder.Kind.allCases {
            if let found = lookup(kind.rawValue) { return .success(Recorder(kind: kind, executable: found)) }
        }
        return .failure(.noneFound)
    }
}
