import Domain
import Localization
import Presentation
import TextLayout

/// The error band above the composer (ux.md §3.9): the message with its code on the leading
/// side, the actions on the trailing side, and a second row for the server's detail or for the
/// actions when one row cannot hold both.
enum BannerView {
    /// Rows the banner needs at `width`.
    /// `waiting`: questions waiting for the connection (protocol.md §7.7), counted in the
    /// connection banner.
    static func height(_ banner: ChatBanner?, width: Int, now: Double, waiting: Int = 0, localizer: Localizer) -> Int {
        guard let banner else { return 0 }
        let hasDetail = banner.error.detail?.isEmpty == false
        return hasDetail || !fitsOneRow(banner, width: width, now: now, waiting: waiting, localizer: localizer) ? 2 : 1
    }

    static func message(_ banner: ChatBanner, waiting: Int = 0, localizer: Localizer) -> String {
        let e = banner.error
        let text: String
        if e.isConnectionFailure, waiting > 0 {
            text = localizer.plural("network.offlineWaiting", count: waiting)
        } else if e.code == "E-HTTP-429", let s = banner.retryAfterSeconds, s > 0 {
            text = localizer.plural("network.tooManyRequestsRetryAfter", count: s)
        } else {
            text = localizer(e.messageKey)
        }
        return "✗ " + text + " (" + localizer("error.codeFormat", e.code) + ")"
    }

    static func actions(_ banner: ChatBanner, now: Double, localizer: Localizer) -> String {
        var actions: [String] = []
        let secondaryKey = KeyMap.standard.keyLabel(for: .bannerSecondary)
        if banner.retry != nil, (banner.retryNotBefore.map { now >= $0 } ?? true) {
            // A cancel notice regenerates; every other banner retries (ux.md §3.8, §3.9).
            let key = banner.error.code == "E-CHAT-CANCELLED" ? "help.regenerate" : "help.retry"
            actions.append(KeyMap.standard.keyLabel(for: .retry, in: .banner) + " " + localizer(key))
        }
        switch banner.secondary {
        case .useOfflineLibrary?: actions.append(secondaryKey + " " + localizer("chat.banner.useLibrary"))
        case .openSettings?: actions.append(secondaryKey + " " + localizer("chat.banner.openSettings"))
        case nil: break
        }
        actions.append(KeyMap.standard.keyLabel(for: .back, in: .banner) + " " + localizer("help.dismiss"))
        return actions.joined(separator: "  ")
    }

    static func fitsOneRow(_ banner: ChatBanner, width: Int, now: Double, waiting: Int = 0,
                           localizer: Localizer) -> Bool {
        LineShaper.width(of: message(banner, waiting: waiting, localizer: localizer))
            + LineShaper.width(of: actions(banner, now: now, localizer: localizer)) + 4 <= width
    }

    static func render(_ banner: ChatBanner, area: Rect, now: Double, waiting: Int = 0, localizer: Localizer,
                       into p: inout Painter) {
        guard area.height > 0 else { return }
        let style = Style(foreground: .error)
        let actionText = actions(banner, now: now, localizer: localizer)
        let oneRow = fitsOneRow(banner, width: area.width, now: now, waiting: waiting, localizer: localizer)
        let actionRow = oneRow || area.height < 2 ? area.y : area.y + 1
        let used = p.textEnding(actionText, at: area.maxX - 1, y: actionRow, maxWidth: area.width - 2, style: .dim)
        let messageRoom = actionRow == area.y ? area.width - used - 3 : area.width - 2
        p.text(message(banner, waiting: waiting, localizer: localizer), x: area.x + 1, y: area.y, maxWidth: max(0, messageRoom), style: style)
        if area.height > 1, let detail = banner.error.detail, !detail.isEmpty {
            let room = actionRow == area.y + 1 ? area.width - used - 5 : area.width - 4
            p.text(Sanitizer.prose(detail), x: area.x + 3, y: area.y + 1, maxWidth: max(0, room), style: .dim)
        }
        p.hit(Rect(x: area.x, y: area.y, width: area.width, height: area.height), .retry)
    }
}
