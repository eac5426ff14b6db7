import App
import AppCore
import Testing

@Suite struct LinkOpenerTests {
    static let url = "https://shamela.ws/book/1/2"

    /// An opener over a fake PATH holding `tools`, recording what it launches.
    static func opener(_ env: [String: String], tools: Set<String> = ["xdg-open", "open"],
                       launches: CallRecorder<[String]>, succeeds: Bool = true) -> LinkOpener {
        LinkOpener(environment: env, findExecutable: { tools.contains($0) ? "/usr/bin/\($0)" : nil },
                   launch: { launches.record($0); return succeeds })
    }

    @Test func opensWithThePlatformOpener() {
        let launches = CallRecorder<[String]>()
        #expect(Self.opener([:], launches: launches).open(Self.url))
        #if os(macOS)
        #expect(launches.all == [["/usr/bin/open", Self.url]])
        #else
        #expect(launches.all == [["/usr/bin/xdg-open", Self.url]])
        #endif
    }

    @Test(arguments: ["file:///etc/passwd", "javascript:alert(1)", "ftp://example.com/a", "https://",
                      "http:///path", "https://a b.com", "https://a.com/\u{1B}]0;x\u{07}", "shamela.ws/book/1",
                      "mailto:a@b.c", ""])
    func refusesAnythingButHTTP(url: String) {
        let launches = CallRecorder<[String]>()
        #expect(!Self.opener([:], launches: launches).open(url))
        #expect(launches.all.isEmpty)
    }

    @Test func acceptsHTTPAndMixedCase() {
        #expect(LinkOpener.isOpenable("http://example.com"))
        #expect(LinkOpener.isOpenable("HTTPS://Example.com/a?b=c#d"))
    }

    @Test func browserWithPlaceholder() {
        let launches = CallRecorder<[String]>()
        let opener = Self.opener(["BROWSER": "firefox --new-tab %s"], tools: ["firefox"], launches: launches)
        #expect(opener.open(Self.url))
        #expect(launches.all == [["/usr/bin/firefox", "--new-tab", Self.url]])
    }

    @Test func browserListTakesTheFirstThatExists() {
        let launches = CallRecorder<[String]>()
        let opener = Self.opener(["BROWSER": "missing-browser:w3m -N:lynx"], tools: ["w3m", "lynx"],
                                 launches: launches)
        #expect(opener.open(Self.url))
        #expect(launches.all == [["/usr/bin/w3m", "-N", Self.url]])
    }

    @Test(arguments: ["SSH_CONNECTION", "SSH_TTY"])
    func overSSHOnlyBrowserIsUsed(variable: String) {
        let launches = CallRecorder<[String]>()
        #expect(!Self.opener([variable: "/dev/pts/3"], launches: launches).open(Self.url))
        #expect(launches.all.isEmpty)
        let withBrowser = Self.opener([variable: "/dev/pts/3", "BROWSER": "remote-open"],
                                      tools: ["remote-open", "xdg-open"], launches: launches)
        #expect(withBrowser.open(Self.url))
        #expect(launches.all == [["/usr/bin/remote-open", Self.url]])
    }

    @Test func noOpenerOrFailedLaunchIsFalse() {
        let launches = CallRecorder<[String]>()
        #expect(!Self.opener([:], tools: [], launches: launches).open(Self.url))
        #expect(launches.all.isEmpty)
        #expect(!Self.opener([:], launches: launches, succeeds: false).open(Self.url))
        #expect(launches.all.count == 1)
    }
}
