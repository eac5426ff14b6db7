import Networking
import Testing

@Suite struct NetworkingSmokeTests {
    @Test func linksLibcurl() {
        #expect(NetworkingModule.curlVersion.contains("libcurl"))
    }
}
