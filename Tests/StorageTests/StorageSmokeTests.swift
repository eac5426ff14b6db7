import Storage
import Testing

@Suite struct StorageSmokeTests {
    @Test func linksSQLite() throws {
        #expect(try StorageModule.sqliteVersion().hasPrefix("3."))
    }
}
