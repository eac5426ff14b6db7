import Domain
import Foundation
import Testing

@Suite struct MessageStateTests {
    @Test func codesAreThoseOfTheSchema() {
        #expect(MessageState.allCases.map(\.code) == ["sending", "not_sent", "streaming", "complete",
                                                      "incomplete_stopped", "incomplete_interrupted", "incomplete_failed"])
        for state in MessageState.allCases { #expect(MessageState(code: state.code) == state) }
        #expect(MessageState(code: "incomplete_bogus") == nil)
        #expect(MessageState(code: "") == nil)
    }

    @Test func guestSessionIds() {
        let id = GuestSessionID.make(now: Date(timeIntervalSince1970: 1_770_428_531.9))
        #expect(id.hasPrefix("guest_1770428531_"))
        #expect(GuestSessionID.isValid(id))
        #expect(GuestSessionID.isValid("guest_1770428531_k3x9qz"))
        for bad in ["guest_1770428531_K3X9QZ", "guest__k3x9qz", "guest_12_k3x9q", "guest_1a_k3x9qz", "user_1_k3x9qz", "guest_1_k3x9qz_"] {
            #expect(!GuestSessionID.isValid(bad), "\(bad)")
        }
        let many = Set((0..<200).map { _ in GuestSessionID.make() })
        #expect(many.count == 200)
        #expect(Owner(storedId: id) == .guest(id))
        #expect(Owner(storedId: "firebase-uid") == .account("firebase-uid"))
    }

    @Test func serverKey() {
        var c = Conversation(id: "c1", createdAt: Date(), ownerId: "o")
        #expect(c.serverKey == "c1")
        c.threadId = "  "
        #expect(c.serverKey == "c1")
        c.threadId = "t9"
        #expect(c.serverKey == "t9")
    }
}
