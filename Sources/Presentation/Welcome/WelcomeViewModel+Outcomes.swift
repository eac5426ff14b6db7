import Localization

/// Welcome's outcomes as the router applies them.
extension WelcomeViewModel.Outcome {
    public func routed(_ localizer: Localizer) -> [AppOutcome] {
        switch self {
        case .effect(let e): [.effect(e)]
        case .perform(let a): [.perform(a)]
        case .account(let a): [.account(a)]
        case .switchOwner(let owner, let keepDraft):
            // The answer being written stops (its row stays with its owner and shows as
            // interrupted later), and Chat starts a new conversation.
            [.chat(.cancelTurn), .owner(owner), .chat(.startNew(keepDraft: keepDraft))]
        case .showTab(let tab): [.tab(tab)]
        case .enterTab(let tab): [.enterTab(tab)]
        case .connection(let c): [.connection(c)]
        case .newChat: [.chat(.startNew(keepDraft: false))]
        case .toast(let key, let arguments, let code, let isError):
            [.toast(localizer.string(key, arguments: arguments), code: code, isError: isError)]
        case .closeHelp: [.closeHelp]
        }
    }
}
