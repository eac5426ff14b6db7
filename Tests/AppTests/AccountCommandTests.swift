import Domain
import Foundation
import Storage
import TestSupport
import Testing

/// `shamelagpt login` and `logout` through the built binary against a loopback server.
@Suite(.serialized) struct AccountCommandTests {
    let scratch = ScratchDirectory("shamelagpt-account-cli")
    var dataDir: String { scratch.path }
    static let auth = #"{"token":"tok-1","refresh_token":"rt-1","expires_in":"3600","user":{"id":"7","firebase_uid":"uid-aisha","email":"aisha@example.com"}}"#
    static let me = #"{"id":"7","firebase_uid":"uid-aisha","email":"aisha@example.com","display_name":"Aisha","mode_preference":0}"#

    static func server(loginStatus: Int = 200) throws -> StubServer {
        try StubServer { req in
            switch req.path {
            case "/api/auth/login": loginStatus == 200 ? StubStep.response(200, body: auth)
                : StubStep.response(loginStatus, body: #"{"detail":"Invalid email or password."}"#)
            case "/api/auth/me": StubStep.response(200, body: me)
            default: StubStep.response(404, body: #"{"detail":"Not Found"}"#)
            }
        }
    }

    func run(_ args: [String], stdin: String? = nil, lang: String = "en") async throws -> Shell.Result {
        let bin = try #require(BuiltProducts.shamelagpt)
        var env = ProcessInfo.processInfo.environment
        env["SHAMELAGPT_LANG"] = lang
        env["SHAMELAGPT_SERVER"] = nil
        return try await Shell.runOffPool(bin, args + ["--data-dir", dataDir], environment: env, stdin: stdin)
    }

    var tokensPath: String { dataDir + "/state/session.json" }

    @Test func loginStoresTheSignInAndLogoutForgetsItKeepingConversations() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let r = try await run(["login", "--server", server.baseURL, "--email", " aisha@example.com "], stdin: "secret\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("Signed in as Aisha · aisha@example.com"))
        let login = try #require(server.requests.first { $0.path == "/api/auth/login" })
        #expect(login.bodyText.contains(#""email":"aisha@example.com""#) && login.bodyText.contains(#""password":"secret""#))
        let tokens = try String(contentsOfFile: tokensPath, encoding: .utf8)
        #expect(tokens.contains("tok-1") && tokens.contains("uid-aisha"))
        let mode = try FileManager.default.attributesOfItem(atPath: tokensPath)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        // The account's conversation, stored as the app would.
        let db = URL(fileURLWithPath: dataDir + "/conversations.sqlite")
        do {
            let (store, _) = try SQLiteStore.open(at: db)
            try store.conversations.create(Conversation(id: "acc-1", title: "Mine", createdAt: Date(), ownerId: "uid-aisha"),
                                           owner: .account("uid-aisha"))
        }
        let listed = try await run(["history", "list"])
        #expect(listed.stdout.hasPrefix("acc-1\t"))

        let out = try await run(["logout"])
        #expect(out.status == 0)
        #expect(out.stderr.contains("Signed out."))
        let left = (try? String(contentsOfFile: tokensPath, encoding: .utf8)) ?? ""
        #expect(!left.contains("tok-1"))
        #expect(try await run(["history", "list"]).stdout.isEmpty, "a guest does not see the account's conversations")
        let (store, _) = try SQLiteStore.open(at: db)
        #expect(try store.conversations.count(owner: .account("uid-aisha"), starredOnly: false) == 1)
        #expect(try await run(["logout"]).stderr.contains("You are not signed in."))
    }

    @Test func logoutCanDeleteTheAccountsConversations() async throws {
        let server = try Self.server()
        defer { server.stop() }
        #expect(try await run(["login", "--server", server.baseURL, "--email", "aisha@example.com"], stdin: "secret\n").status == 0)
        let db = URL(fileURLWithPath: dataDir + "/conversations.sqlite")
        do {
            let (store, _) = try SQLiteStore.open(at: db)
            try store.conversations.create(Conversation(id: "acc-1", title: "Mine", createdAt: Date(), ownerId: "uid-aisha"),
                                           owner: .account("uid-aisha"))
        }
        let out = try await run(["logout", "--delete-conversations"], lang: "ar")
        #expect(out.status == 0)
        #expect(out.stderr.contains("حُذفت محادثات هذا الحساب"))
        let (store, _) = try SQLiteStore.open(at: db)
        #expect(try store.conversations.count(owner: .account("uid-aisha"), starredOnly: false) == 0)
    }

    @Test func refusedCheckedAndImpossibleSignIns() async throws {
        let server = try Self.server(loginStatus: 401)
        defer { server.stop() }
        let refused = try await run(["login", "--server", server.baseURL, "--email", "aisha@example.com"], stdin: "wrong\n")
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("Incorrect email or password."))
        #expect(refused.stderr.contains("Error code: E-HTTP-401"))
        #expect(!FileManager.default.fileExists(atPath: tokensPath))

        let malformed = try await run(["login", "--server", server.baseURL, "--email", "aisha"], stdin: "pw\n")
        #expect(malformed.status == 2)
        #expect(malformed.stderr.contains("That doesn't look like an email address."))
        let remoteHTTP = try await run(["login", "--server", "http://example.org", "--email", "a@b.org"], stdin: "pw\n")
        #expect(remoteHTTP.status == 2)
        #expect(remoteHTTP.stderr.contains("encrypted (https)"))
        let library = try await run(["login", "--server", "library", "--email", "a@b.org"], stdin: "pw\n")
        #expect(library.status == 2)
        #expect(library.stderr.contains("the offline library has no accounts"))
        #expect(server.requests.filter { $0.path == "/api/auth/login" }.count == 1)
    }
}
