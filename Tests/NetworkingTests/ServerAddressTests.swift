import Domain
import Foundation
@testable import Networking
import TestSupport
import Testing

/// Server addresses with credentials in them, the host actually contacted, and replies that
/// are not HTTP.
@Suite(.serialized) struct ServerAddressTests {
    static let tricky = [
        "http://127.0.0.1:8765@evil.invalid", "http://user:pass@127.0.0.1:8765", "https://a@shamelagpt.com",
        "http://127.0.0.1:8765\\@evil.invalid", "http://:@127.0.0.1:1",
    ]

    @Test(arguments: tricky)
    func addressesWithUserInfoAreRefusedEverywhere(url: String) async throws {
        #expect(URLPolicy.hasUserInfo(url), "\(url)")
        // As a configured server (the app, ask, --plain, login all build one).
        #expect(throws: APIError.self) { try ServerConfig(baseURL: url, kind: .custom, userTyped: true) }
        do {
            _ = try ServerConfig(baseURL: url, kind: .custom, userTyped: true)
        } catch {
            #expect(error.error.messageKey == "network.urlCredentials")
        }
        // And at the transport, whatever built the request: nothing leaves this computer.
        let request = HTTPRequest(url: url + "/api/health", timeouts: CurlTransportTests.fast, userTypedServer: true)
        await #expect(throws: TransportError.self) { _ = try await CurlTransport().send(request) }
        do {
            _ = try await CurlTransport().send(request)
        } catch let TransportError.failed(e, _) {
            #expect(e.code == "E-NET-001")
            #expect(e.messageKey == "network.urlCredentials")
        }
    }

    @Test func thePlainHTTPRuleLooksAtTheHostCurlWouldContact() {
        // URLComponents and libcurl agree on ordinary addresses.
        #expect(CurlURL.parts("http://127.0.0.1:8765/api")?.host == "127.0.0.1")
        #expect(CurlURL.parts("https://shamelagpt.com/x")?.host == "shamelagpt.com")
        // Credentials to plain HTTP off this computer are refused on curl's reading of the URL.
        let r = HTTPRequest(url: "http://example.invalid/api", userTypedServer: true, carriesCredentials: true)
        #expect(URLPolicy.violation(for: r) != nil)
    }

    @Test func aReplyThatIsNotHTTPIsARetryableProtocolError() async throws {
        let server = try StubServer(steps: [.text("SSH-2.0-OpenSSH_9.2\r\n"), .close])
        defer { server.stop() }
        do {
            _ = try await CurlTransportTests.get(server)
            Issue.record("a reply that is not HTTP was accepted")
        } catch let TransportError.failed(e, _) {
            #expect(e.code == "E-NET-002")
            #expect(e.retryable)
        }
    }
}
