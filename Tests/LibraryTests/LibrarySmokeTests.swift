import Library
import Testing

@Suite struct LibrarySmokeTests {
    @Test func moduleLoads() {
        #expect(String(describing: LibraryModule.self) == "LibraryModule")
    }
}
