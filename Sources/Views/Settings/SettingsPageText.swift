import Localization
import Presentation

/// The Markdown of the About, Privacy Policy and Terms of Service pages. The prose is in the
/// string tables (`about.*`, `privacy.*`, `terms.*`, one section per key, so both languages have
/// the same sections); About adds the offline library's notices verbatim, as their licences ask.
enum SettingsPageText {
    static func titleKey(_ page: SettingsPage) -> String {
        switch page {
        case .about: "settings.aboutShamelaGPT"
        case .privacy: "settings.privacyPolicy"
        case .terms: "settings.termsOfService"
        }
    }

    /// The sections of each page, in order.
    static let sections: [SettingsPage: [String]] = [
        .about: ["about.content", "about.dataSource", "about.library", "about.libraryNotices"],
        .privacy: ["privacy.intro", "privacy.info", "privacy.usage", "privacy.library", "privacy.security",
                   "privacy.rights", "privacy.contact"],
        .terms: ["terms.acceptance", "terms.description", "terms.disclaimer", "terms.responsibilities", "terms.ip",
                 "terms.liability", "terms.changes"],
    ]

    static func markdown(_ page: SettingsPage, info: LibraryInfo?, localizer: Localizer) -> String {
        var parts = (sections[page] ?? []).map { localizer($0) }
        if page == .about {
            parts += notices(info, localizer: localizer)
            parts.append(localizer("about.licenses"))
            parts.append(localizer("about.website"))
        }
        return parts.joined(separator: "\n\n")
    }

    /// The Tanzil notice and the hadith data's notices from the installed index, or the bundled
    /// NOTICES.md when the library is not installed (library.md).
    static func notices(_ info: LibraryInfo?, localizer: Localizer) -> [String] {
        guard let info else { return [localizer("common.loading")] }
        var out: [String] = []
        if let tanzil = info.tanzilNotice {
            out.append(localizer("about.tanzilNotice"))
            // Verbatim, line for line: a code block keeps every `#` line as it is.
            out.append(fenced(tanzil))
            out.append(localizer("about.hadithNotices"))
            for name in info.hadithNotices.keys.sorted() {
                guard let text = info.hadithNotices[name] else { continue }
                out.append("### " + name)
                out.append(name.hasSuffix(".md") ? withoutComments(text) : fenced(text))
            }
        } else if let bundled = info.bundledNotices {
            out.append(localizer("about.libraryNotInstalled"))
            out.append(bundled)
        }
        return out
    }

    /// A fenced code block that no line of `text` can close early.
    static func fenced(_ text: String) -> String {
        var fence = "```"
        while text.contains(fence) { fence += "`" }
        return fence + "\n" + text + "\n" + fence
    }

    /// Markdown files carry generator comments (`<!-- … -->`) that are not part of the text.
    static func withoutComments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !($0.hasPrefix("<!--") && $0.hasSuffix("-->")) }
            .joined(separator: "\n")
    }
}
