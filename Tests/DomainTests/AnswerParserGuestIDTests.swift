import Domain
import Foundation
import Testing

@Suite struct AnswerParserGuestIDTests {
    @Test func guestSessionIdShape() {
        let id = GuestSessionID.make(now: Date(timeIntervalSince1970: 1_770_428_531))
        #expect(id.hasPrefix("guest_1770428531_"))
        #expect(GuestSessionID.isValid(id))
        #expect(!GuestSessionID.isValid("guest_1770428531_K3X9QZ"))
        #expect(!GuestSessionID.isValid("guest__k3x9qz"))
        #expect(GuestSessionID.isValid("guest_1770428531_k3x9qz"))
    }
}
