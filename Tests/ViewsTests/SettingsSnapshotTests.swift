import Domain
import Localization
import Presentation
import TestSupport
import Testing
import TextLayout
import Views

/// The Settings list, its pages and dialogs at the three reference sizes in both languages.
@Suite struct SettingsSnapshotTests {
    @Test(arguments: [Language.en, .ar], SettingsScenes.Scene.allCases)
    func scenes(language: Language, scene: SettingsScenes.Scene) throws {
        let localizer = try Localizer.bundled(language)
        for (w, h) in ChatSnapshotTests.sizes {
            let state = try SettingsScenes.state(scene, language: language, width: w, height: h)
            let grid = SettingsScenes.render(state, localizer: localizer).grid
            let name = "settings-\(scene.rawValue)-\(language.rawValue)-\(w)x\(h)"
            #expect(Snapshot.check(grid, named: name) == nil)
        }
    }

    /// At 120 columns every description fits beside the list: none is cut with "…".
    @Test(arguments: [Language.en, .ar], [SettingsScenes.Scene.listGuest, .listSignedIn, .listLibrary])
    func wideDescriptionsAreWhole(language: Language, scene: SettingsScenes.Scene) throws {
        let localizer = try Localizer.bundled(language)
        let state = try SettingsScenes.state(scene, language: language, width: 120, height: 40)
        let grid = SettingsScenes.render(state, localizer: localizer).grid
        let rows = grid.textDump().split(separator: "\n")
        // The description is the last run of text after a gap of three spaces (at the start of
        // the row in Arabic, which is mirrored).
        for row in rows where row.hasPrefix("|") {
            let inner = row.dropFirst().dropLast()
            let parts = inner.components(separatedBy: "   ").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            guard parts.count > 2, let d = language == .en ? parts.last : parts.first else { continue }
            #expect(!d.contains("…"), "\(row)")
        }
    }

    @Test func rowsAreClickableAndPagesReportTheirLength() throws {
        let localizer = try Localizer.bundled(.en)
        let list = try SettingsScenes.state(.listGuest, language: .en, width: 80, height: 24)
        let frame = SettingsScenes.render(list, localizer: localizer)
        #expect(frame.hitRegions.contains { $0.action == .settingsOpen(.language) })
        #expect(frame.hitRegions.contains { $0.action == .settingsOpen(.theme) })
        let about = try SettingsScenes.state(.about, language: .en, width: 80, height: 24)
        let page = SettingsScenes.render(about, localizer: localizer)
        let metrics = try #require(page.settings)
        #expect(metrics.totalRows > metrics.viewportRows)
        #expect(page.hitRegions.contains { $0.action == .settingsOpenLink("https://tanzil.net") })
    }

    @Test func aboutShowsTheTanzilNoticeVerbatim() throws {
        let localizer = try Localizer.bundled(.en)
        var state = try SettingsScenes.state(.about, language: .en, width: 120, height: 40)
        let notice = try #require(SettingsScenes.installedInfo.tanzilNotice)
        // Scroll through the page and collect its text.
        var seen: [String] = []
        for top in stride(from: 0, to: 600, by: 30) {
            state.settings.pageScroll = top
            seen += SettingsScenes.render(state, localizer: localizer).grid.textDump()
                .split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }
        }
        for line in notice.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            #expect(seen.contains(text), "notice line missing: \(text)")
        }
    }

    @Test func theFooterShowsTheVersion() throws {
        let localizer = try Localizer.bundled(.en)
        var state = try SettingsScenes.state(.listGuest, language: .en, width: 80, height: 60)
        state.settings.version = "9.8.7"
        let text = SettingsScenes.render(state, localizer: localizer).grid.textDump()
        #expect(text.contains("ShamelaGPT · Version 9.8.7"))
    }
}
