import Localization
import Presentation

/// Who is using the app, for the status line (ux.md §1.1, §2.5): "Guest", the display name
/// (else the e-mail), or the state of a stored sign-in. Welcome and Auth show none.
enum AccountLabel {
    static func text(_ state: AppState, localizer: Localizer) -> String? {
        guard state.welcome.layer == nil else { return nil }
        switch state.account {
        case .guest:
            return localizer("status.guest")
        case .signedIn(_, let email, let name):
            if let name, !name.isEmpty { return name }
            return email
        case .restoring:
            return localizer("auth.status.restoring")
        case .sessionExpired:
            return localizer("auth.status.expired")
        }
    }
}
