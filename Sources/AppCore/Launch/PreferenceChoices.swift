import Domain

/// Which preferences the user chose in this run, so only those reach the settings file.
///
/// A run's preferences come from options, the environment, the file and the locale (ux.md §10);
/// `--server`, `--lang`, SHAMELAGPT_SERVER, SHAMELAGPT_LANG, `--reduce-motion` and the locale's
/// language are for this run only. Writing the whole state on any change (a theme) made them the
/// saved default, and later runs quietly went to a one-off server. A preference counts as chosen
/// once its value differs from the one in force before (at launch, or at the last save); from
/// then on it is written, also when it is changed back.
package struct PreferenceChoices {
    /// The preferences as they were in force at launch or at the last save.
    private var inForce: Settings
    /// Names of the preferences the user changed in this run.
    private(set) var chosen: Set<String> = []

    /// `file` is the settings file's content; `inForce` the same with this run's overrides.
    init(inForce: Settings) { self.inForce = inForce }

    /// `file` with the chosen preferences of `now` written into it.
    mutating func apply(_ now: Settings, onto file: Settings) -> Settings {
        var out = file
        func take<T: Equatable>(_ name: String, _ key: WritableKeyPath<Settings, T>) {
            if now[keyPath: key] != inForce[keyPath: key] { chosen.insert(name) }
            if chosen.contains(name) { out[keyPath: key] = now[keyPath: key] }
        }
        take("language", \.language)
        take("server", \.server)
        take("reduceMotion", \.reduceMotion)
        take("showHarakat", \.showHarakat)
        take("deepThinking", \.deepThinking)
        take("welcomeSeen", \.welcomeSeen)
        take("theme", \.theme)
        take("bidi", \.bidi)
        take("digits", \.digits)
        inForce = now
        return out
    }
}
