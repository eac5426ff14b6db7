import Localization

/// The short reason in a "Not sent — <reason>" marker (ux.md §3.3), shared by the screen and
/// the line-mode transcripts.
public enum NotSentReason {
    public static func text(_ code: String?, _ localizer: Localizer) -> String {
        switch code {
        case "E-NET-003"?: localizer("chat.notSent.offline")
        case "E-NET-004"?: localizer("chat.notSent.timeout")
        case "E-NET-005"?: localizer("chat.notSent.tls")
        case "E-CHAT-CANCELLED"?: localizer("chat.notSent.cancelled")
        case let c?: c
        case nil: localizer("chat.notSent.unknown")
        }
    }
}
