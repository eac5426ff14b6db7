import Localization

extension LaunchContext {
    /// The UI language when neither the command line nor the settings name one: the first
    /// set of `LC_ALL`, `LC_MESSAGES`, `LANG` starting with `ar` means Arabic, anything else
    /// English (ux.md §2.1, protocol.md §13.1).
    package static func localeLanguage(_ environment: [String: String]) -> Language {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        return locale.lowercased().hasPrefix("ar") ? .ar : .en
    }
}
