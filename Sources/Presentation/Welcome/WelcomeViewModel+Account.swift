import Domain

/// What Welcome keeps across account changes (ux.md §2.1, protocol.md §3.7).
extension WelcomeViewModel {
    /// Welcome once more after signing out, at its start; it counts as unseen until Chat is
    /// reached again. True when that clears the settings file's flag (it must be written).
    public mutating func showAgain() -> Bool {
        showsWelcome = true
        focus = .getStarted
        scroll = 0
        guard welcomeSeen else { return false }
        welcomeSeen = false
        return true
    }

    /// The guest id is kept while an account owns the screen, to return to it later.
    public mutating func rememberGuest(_ owner: Owner) {
        if case .guest(let id) = owner { guestId = id }
    }
}

/// Account transitions (protocol.md §3.5, §10.5): signing in and out, restore, deletion, an
/// expired sign-in, and the account runner's results.
extension WelcomeReduction {
    mutating func handle(_ event: AccountEvent) {
        switch event {
        case .signedIn(let request, let profile):
            guard welcome.auth?.pending == request else { return }
            completeSignIn(profile)
        case .authFailed(let request, let error):
            guard var form = welcome.auth, form.failed(request: request, error) else { return }
            welcome.auth = form
        case .resetSent(let request):
            guard var form = welcome.auth, form.resetSent(request: request) else { return }
            welcome.auth = form
        case .restored(let profile):
            switch app.account {
            case .restoring, .signedIn: break
            default: return // signed out or expired meanwhile
            }
            emit(.account(.signedIn(accountId: profile.accountId, email: profile.email, displayName: profile.displayName)))
            let owner = Owner.account(profile.accountId)
            if app.owner != owner {
                welcome.rememberGuest(app.owner)
                emit(.switchOwner(owner, keepDraft: true))
            }
        case .restoreRejected:
            switch app.account {
            case .restoring(let email), .signedIn(_, let email, _): emit(.account(.sessionExpired(email: email)))
            default: break
            }
        case .localDeleteFailed(let error):
            emit(.toast(key: "auth.localDeleteFailed", code: error.code, isError: true))
        case .accountDeleted:
            welcome.deletingAccount = false
            becomeGuest()
            showWelcomeAgain()
            emit(.toast(key: "auth.accountDeleted"))
        case .accountDeleteFailed(let error):
            welcome.deletingAccount = false
            emit(.toast(key: "auth.deleteAccountFailed", code: error.code, isError: true))
        case .linkResolved(let id):
            emit(.showTab(.chat))
            emit(.effect(.chat(.loadConversation(id: id))))
        case .linkMissing(let id, let shared):
            if shared { return emit(.effect(.chat(.openURL(DeepLink.shareURL(id: id))))) }
            emit(.showTab(.chat))
            emit(.newChat)
            let e = AppError(code: "E-CHAT-MISSING-CONVERSATION", messageKey: "chat.error.conversationUnavailable")
            emit(.toast(key: e.messageKey, code: e.code, isError: true))
        case .healthChecked(let backend, let reachable):
            if backend == app.backend, welcome.layer == .welcome { emit(.connection(reachable ? .online : .offline)) }
        }
    }

    /// Signed in: the form closes, the account owns what is shown, Chat opens on a new
    /// conversation (the draft stays: a question refused for an expired sign-in waits there).
    private mutating func completeSignIn(_ p: AccountProfile) {
        welcome.rememberGuest(app.owner)
        emit(.account(.signedIn(accountId: p.accountId, email: p.email, displayName: p.displayName)))
        welcome.auth = nil
        welcome.showsWelcome = false
        emit(.showTab(.chat))
        emit(.connection(.online))
        let owner = Owner.account(p.accountId)
        if app.owner != owner { emit(.switchOwner(owner, keepDraft: true)) }
        let name = (p.displayName?.isEmpty ?? true) ? p.email : (p.displayName ?? p.email)
        emit(.toast(key: "auth.signedInAs", arguments: [name]))
        markWelcomeSeen()
        takePendingLink()
    }

    /// Settings → Account → Sign Out, confirmed there (ux.md §5.5): no server call; Welcome next.
    mutating func signOut(deleteLocalConversations: Bool) {
        guard app.account != .guest else { return }
        if case .account(let id) = app.owner {
            emit(.effect(.account(.signOut(accountId: id, deleteLocalConversations: deleteLocalConversations))))
        } else {
            emit(.effect(.account(.forgetTokens)))
        }
        becomeGuest()
        showWelcomeAgain()
    }

    /// Settings → Account → Delete Account, confirmed there: the server first, then the local wipe.
    mutating func deleteAccount() {
        guard app.account.isSignedIn, case .account(let id) = app.owner, !welcome.deletingAccount else { return }
        welcome.deletingAccount = true
        emit(.toast(key: "auth.deletingAccount"))
        emit(.effect(.account(.deleteAccount(accountId: id))))
    }

    /// A send was refused after refresh-and-retry (protocol.md §7.5): the session is over, the
    /// form opens with the reason, and the question waits in the composer.
    mutating func sessionExpired(_ error: AppError) {
        let email = app.account.email ?? ""
        if app.account != .guest { emit(.account(.sessionExpired(email: email))) }
        emit(.effect(.account(.forgetTokens)))
        openAuth(.signIn, fromWelcome: false, message: AuthMessage(key: "auth.sessionExpiredMessage", code: error.code))
    }

    /// Back to this computer's guest session: its conversations show again.
    mutating func becomeGuest() {
        emit(.account(.guest))
        welcome.auth = nil
        emit(.showTab(.chat))
        let guest = Owner.guest(welcome.guestId ?? app.owner.id)
        if app.owner != guest { emit(.switchOwner(guest, keepDraft: false)) }
    }

    /// Welcome once more after signing out; the settings file keeps it unseen.
    private mutating func showWelcomeAgain() {
        if welcome.showAgain() { emit(.effect(.persistSettings)) }
    }
}
