import Domain

/// Account transitions (protocol.md §3.5, §10.5): signing in and out, restore, deletion, an
/// expired sign-in. Whose conversations show follows the account: `state.owner` changes here
/// and nowhere else, and Chat starts over with every change of owner.
extension Coordinator {
    mutating func handleAccountEvent(_ event: AccountEvent, now: Double) -> [Effect] {
        switch event {
        case .signedIn(let request, let profile):
            guard state.welcome.auth?.pending == request else { return [] }
            return completeSignIn(profile, now: now)
        case .authFailed(let request, let error):
            guard var form = state.welcome.auth, form.failed(request: request, error) else { return [] }
            state.welcome.auth = form
        case .resetSent(let request):
            guard var form = state.welcome.auth, form.resetSent(request: request) else { return [] }
            state.welcome.auth = form
        case .restored(let profile):
            switch state.account {
            case .restoring, .signedIn: break
            default: return []  // signed out or expired meanwhile
            }
            state.account = .signedIn(accountId: profile.accountId, email: profile.email, displayName: profile.displayName)
            let owner = Owner.account(profile.accountId)
            if state.owner != owner {
                state.welcome.rememberGuest(state.owner)
                return switchOwner(to: owner, keepDraft: true)
            }
        case .restoreRejected:
            switch state.account {
            case .restoring(let email), .signedIn(_, let email, _): state.account = .sessionExpired(email: email)
            default: break
            }
        case .localDeleteFailed(let error):
            state.toast = Toast(text: errorText("auth.localDeleteFailed", error), isError: true, now: now)
        case .accountDeleted:
            state.welcome.deletingAccount = false
            let effects = becomeGuest() + showWelcomeAgain()
            state.toast = Toast(text: localizer("auth.accountDeleted"), now: now)
            return effects
        case .accountDeleteFailed(let error):
            state.welcome.deletingAccount = false
            state.toast = Toast(text: errorText("auth.deleteAccountFailed", error), isError: true, now: now)
        case .linkResolved(let id):
            state.tab = .chat
            return [.chat(.loadConversation(id: id))]
        case .linkMissing(let id, let shared):
            if shared { return [.chat(.openURL(DeepLink.shareURL(id: id)))] }
            state.tab = .chat
            state.chat.newChat(keepDraft: false)
            let e = AppError(code: "E-CHAT-MISSING-CONVERSATION", messageKey: "chat.error.conversationUnavailable")
            state.toast = Toast(text: errorText(e.messageKey, e), isError: true, now: now)
        case .healthChecked(let backend, let reachable):
            if backend == state.backend, state.welcome.layer == .welcome { state.connection = reachable ? .online : .offline }
        }
        return []
    }

    /// Signed in: the form closes, the account owns what is shown, Chat opens on a new
    /// conversation (the draft stays: a question refused for an expired sign-in waits there).
    mutating func completeSignIn(_ p: AccountProfile, now: Double) -> [Effect] {
        state.welcome.rememberGuest(state.owner)
        state.account = .signedIn(accountId: p.accountId, email: p.email, displayName: p.displayName)
        state.welcome.auth = nil
        state.welcome.showsWelcome = false
        state.tab = .chat
        state.connection = .online
        var effects: [Effect] = []
        let owner = Owner.account(p.accountId)
        if state.owner != owner { effects += switchOwner(to: owner, keepDraft: true) }
        let name = (p.displayName?.isEmpty ?? true) ? p.email : (p.displayName ?? p.email)
        state.toast = Toast(text: localizer("auth.signedInAs", name), now: now)
        return effects + markWelcomeSeen() + takePendingLink(now: now)
    }

    /// Settings → Account → Sign Out, confirmed there (ux.md §5.5): no server call; Welcome next.
    mutating func signOut(deleteLocalConversations: Bool) -> [Effect] {
        guard state.account != .guest else { return [] }
        var effects: [Effect]
        if case .account(let id) = state.owner {
            effects = [.account(.signOut(accountId: id, deleteLocalConversations: deleteLocalConversations))]
        } else {
            effects = [.account(.forgetTokens)]
        }
        effects += becomeGuest()
        return effects + showWelcomeAgain()
    }

    /// Settings → Account → Delete Account, confirmed there: the server first, then the local wipe.
    mutating func deleteAccount(now: Double) -> [Effect] {
        guard state.account.isSignedIn, case .account(let id) = state.owner, !state.welcome.deletingAccount else { return [] }
        state.welcome.deletingAccount = true
        state.toast = Toast(text: localizer("auth.deletingAccount"), now: now)
        return [.account(.deleteAccount(accountId: id))]
    }

    /// A send was refused after refresh-and-retry (protocol.md §7.5): the session is over, the
    /// form opens with the reason, and the question waits in the composer.
    mutating func sessionExpiredDuringSend(_ error: AppError, now: Double) -> [Effect] {
        let email = state.account.email ?? ""
        if state.account != .guest { state.account = .sessionExpired(email: email) }
        var effects: [Effect] = [.account(.forgetTokens)]
        effects += openAuth(.signIn, fromWelcome: false,
                            message: AuthMessage(key: "auth.sessionExpiredMessage", code: error.code), now: now)
        return effects
    }

    /// Back to this computer's guest session: its conversations show again.
    mutating func becomeGuest() -> [Effect] {
        state.account = .guest
        state.welcome.auth = nil
        state.tab = .chat
        let guest = Owner.guest(state.welcome.guestId ?? state.owner.id)
        return state.owner == guest ? [] : switchOwner(to: guest, keepDraft: false)
    }

    /// Welcome once more after signing out; the settings file keeps it unseen.
    private mutating func showWelcomeAgain() -> [Effect] {
        state.welcome.showAgain() ? [.persistSettings] : []
    }

    /// Another owner's conversations: the answer being written stops (its row stays with its
    /// owner and shows as interrupted later), and Chat starts a new conversation.
    mutating func switchOwner(to owner: Owner, keepDraft: Bool) -> [Effect] {
        var effects: [Effect] = []
        if let t = state.chat.turn, t.isActive { effects.append(.chat(.cancelStream(turn: t.id))) }
        state.owner = owner
        state.chat.newChat(keepDraft: keepDraft)
        return effects
    }

    /// "<message> (Error code: <code>)".
    func errorText(_ key: String, _ error: AppError) -> String {
        localizer(key) + " (" + localizer("error.codeFormat", error.code) + ")"
    }
}
