import Domain
import Foundation
import Presentation

/// The account state at launch from the token file (protocol.md §3.5 "Startup restore"),
/// decided without the network; what needs the server runs afterwards as `effect`.
package struct AccountStart: Equatable {
    package var account: AccountStatus = .guest
    /// The owner of what is shown, when it is an account.
    var accountId: String?
    /// Work to start once the screen runs: confirm the sign-in, or read the profile.
    package var effect: AccountEffect?
    /// The tokens can never be used again (expired, nothing to refresh them with).
    var clearTokens = false

    static func decide(_ tokens: SessionTokens?, now: Date) -> AccountStart {
        guard let t = tokens, !t.token.isEmpty || !(t.refreshToken ?? "").isEmpty else { return AccountStart() }
        let email = t.email ?? ""
        let id = t.accountId.isEmpty ? nil : t.accountId
        let expired = t.expiresAt.map { Double($0) <= now.timeIntervalSince1970 } ?? false
        let canRefresh = !(t.refreshToken ?? "").isEmpty
        if !t.token.isEmpty, !expired, let id {
            // Usable: signed in now; the display name is read in the background if unknown.
            return AccountStart(account: .signedIn(accountId: id, email: email, displayName: t.displayName), accountId: id,
                                effect: t.displayName == nil ? .restore(retrying: false) : nil)
        }
        if canRefresh || (!t.token.isEmpty && !expired) {
            // Stored but unconfirmed: the account's history shows while the server is asked.
            return AccountStart(account: .restoring(email: email), accountId: id, effect: .restore(retrying: true))
        }
        return AccountStart(clearTokens: true)
    }
}
