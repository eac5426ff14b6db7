import Domain
import Localization
import Presentation
import Testing
import TextLayout
import Views

/// ux.md §3.12: a custom server is named by its host and port, plain HTTP says it is not
/// encrypted, and below 80 columns the compact form keeps only short labels and symbols.
@Suite struct StatusLineTests {
    static func statusRow(_ backend: Backend, width: Int, height: Int) throws -> String {
        let state = AppState(language: .en, backend: backend, width: width, height: height)
        let grid = ChatScenes.render(state, localizer: try Localizer.bundled(.en)).grid
        let y = height >= 16 ? height - 2 : height - 1
        return grid.row(y).map(\.text).joined()
    }

    @Test func aCustomServerByHostAndPort() throws {
        let row = try Self.statusRow(.custom("http://10.0.0.5:8080/api"), width: 100, height: 30)
        #expect(row.contains("Custom (10.0.0.5:8080)"))
        #expect(row.contains("· not encrypted"))
        #expect(!(try Self.statusRow(.custom("https://shamela.example"), width: 100, height: 30)).contains("not encrypted"))
    }

    @Test func theCompactForm() throws {
        #expect(try Self.statusRow(.cloud, width: 60, height: 20).contains("Cloud ● · Guest"))
        #expect(try Self.statusRow(.custom("http://10.0.0.5:8080"), width: 60, height: 20).contains("Custom ● · Guest · not encrypted"))
    }
}
