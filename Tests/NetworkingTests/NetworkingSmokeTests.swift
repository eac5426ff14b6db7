import Networking
import Testing

@Suite struct NetworkingSmokeTests {
    @Test func linksLibcurl() {
        #expect(NetworkingInfo.curlVersion.contains("libcurl"))
    }
}
