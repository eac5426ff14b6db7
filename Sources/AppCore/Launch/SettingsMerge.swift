import Domain

/// The settings file is shared: `shamelagpt config set` in another terminal, or a second
/// instance, may write it while the app runs. A save therefore starts from the file as it is
/// now and puts on it only what this run changed since it last read or wrote the file (a
/// three-way merge, field by field), so another writer's values survive.
package enum SettingsMerge {
    /// `theirs` (the file now) with each field that `ours` changed from `base` (the file as this
    /// run last read or wrote it) taken from `ours`.
    static func merge(ours: Settings, base: Settings, theirs: Settings) -> Settings {
        var out = theirs
        func take<T: Equatable>(_ key: WritableKeyPath<Settings, T>) {
            if ours[keyPath: key] != base[keyPath: key] { out[keyPath: key] = ours[keyPath: key] }
        }
        take(\.language)
        take(\.server)
        take(\.theme)
        take(\.bidi)
        take(\.digits)
        take(\.reduceMotion)
        take(\.showHarakat)
        take(\.mouse)
        take(\.deepThinking)
        take(\.exportDir)
        take(\.clipboard)
        take(\.voiceRecorder)
        take(\.voiceEngine)
        take(\.lastTab)
        take(\.lastConversation)
        take(\.welcomeSeen)
        take(\.bidiHintShown)
        take(\.drafts)
        return out
    }
}
