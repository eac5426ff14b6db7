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
