import Input
@testable import Presentation
import Testing

/// History reduces its own commands; what crosses screens comes back as an outcome value.
@Suite struct HistoryReducerTests {
    let geometry = HistoryGeometry(width: 80, height: 24)

    @Test func commandsComeFromItsKeyMapActions() {
        #expect(HistoryViewModel.Command(.historyDeleteAll) == .deleteAll)
        #expect(HistoryViewModel.Command(.newChat) == .newChat)
        #expect(HistoryViewModel.Command(.send) == nil)
    }

    @Test func anEmptyListHasNothingToOpenDeleteOrExport() {
        var vm = HistoryViewModel()
        for command in [HistoryViewModel.Command.open, .delete, .deleteAll, .export] {
            #expect(vm.reduce(command, geometry: geometry, now: 0, syncs: false) == .ignored)
        }
        #expect(vm.reduce(.newChat, geometry: geometry, now: 0, syncs: false) == .newChat)
    }

    @Test func refreshAsksTheServerOnlyWhenTheAccountSyncs() {
        var local = HistoryViewModel()
        if case .reloadAndSync = local.reduce(.refresh, geometry: geometry, now: 0, syncs: false) {
            Issue.record("a guest's refresh reloads the saved list only")
        }
        var synced = HistoryViewModel()
        if case .reloadAndSync = synced.reduce(.refresh, geometry: geometry, now: 0, syncs: true) {} else {
            Issue.record("signed in on the cloud, r asks the server")
        }
    }

    /// A keystroke's search asks for the rows the list shows and a screen more, at each size,
    /// never fifty snippets for a list of nine.
    @Test(arguments: [(80, 24), (120, 40), (60, 16)])
    func aKeystrokeSearchesForWhatTheListShows(width: Int, height: Int) {
        let g = HistoryGeometry(width: width, height: height)
        var vm = HistoryViewModel()
        vm.openSearch()
        let c = HistoryViewModel.Context(geometry: g, now: 0, syncs: false, onScreen: true, keyMap: .standard)
        let effects = vm.step(.searchKey(Key(.char("p"))), c)?.effects ?? []
        let limits = effects.compactMap { if case .search(_, "p", _, let limit) = $0 { return limit }; return nil }
        #expect(limits == [min(HistoryViewModel.pageSize, 2 * g.visibleEntries + 1)])
        #expect(limits.allSatisfy { $0 > 2 * g.visibleEntries && $0 <= HistoryViewModel.pageSize })
    }
}
