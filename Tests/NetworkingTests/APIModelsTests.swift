import Foundation
@testable import Networking
import Testing

@Suite struct APIModelsTests {
    static func auth(_ json: String) throws -> AuthResponse {
        try JSONDecoder().decode(AuthResponse.self, from: Data(json.utf8))
    }

    @Test func expiresInRules() throws {
        let now = Date(timeIntervalSince1970: 1000)
        #expect(try Self.auth(#"{"token":"t","expires_in":"3600"}"#).expiresAt(now: now) == Date(timeIntervalSince1970: 4600))
        #expect(try Self.auth(#"{"token":"t","expires_in":120}"#).expiresAt(now: now) == Date(timeIntervalSince1970: 1120))
        #expect(try Self.auth(#"{"token":"t","expires_in":"soon"}"#).expiresAt(now: now) == Date(timeIntervalSince1970: 4600))
        #expect(try Self.auth(#"{"token":"t","expires_in":"0"}"#).expiresAt(now: now) == nil)
        #expect(try Self.auth(#"{"token":"t","expires_in":"-5"}"#).expiresAt(now: now) == nil)
    }

    @Test func accountIdIsFirebaseUid() throws {
        let a = try Self.auth(#"{"token":"t","user":{"id":"db-1","firebase_uid":"fb-1","email":"a@b.com","mode_preference":null}}"#)
        #expect(a.user?.firebaseUid == "fb-1" && a.user?.modePreference == 0)
        let camel = try Self.auth(#"{"token":"t","user":{"id":"db-1","firebaseUid":"fb-2"}}"#)
        #expect(camel.user?.firebaseUid == "fb-2")
    }

    @Test func wrongTypesAreAbsent() throws {
        let m = try JSONDecoder().decode(MessagesResponse.self, from: Data(
            #"{"conversation_id":"c","messages":[{"id":"1","role":"user","content":null},{"id":2,"role":"assistant","content":"A","is_complete":false},"junk"]}"#.utf8))
        #expect(m.messages.count == 2)
        #expect(m.messages[0].content == nil && m.messages[1].id == nil && m.messages[1].isComplete == false)
    }

    @Test func preferencesOmitNilsButKeepTheClearedPrompt() throws {
        let p = Preferences(languagePreference: "ar", customSystemPrompt: "", responsePreferences: .init(length: "short"))
        let text = String(decoding: ShamelaAPI.jsonBody(p), as: UTF8.self)
        #expect(text == #"{"custom_system_prompt":"","language_preference":"ar","response_preferences":{"length":"short"}}"#)
    }

    @Test func chatRequestOmitsAbsentKeys() {
        let body = String(decoding: ShamelaAPI.jsonBody(ChatRequest.guest(question: " q ", threadId: "  ", guestSessionId: "guest_1_abcdef",
                                                                           language: "en")), as: UTF8.self)
        #expect(body == #"{"enable_thinking":true,"language_preference":"en","question":"q","session_id":"guest_1_abcdef"}"#)
    }
}
