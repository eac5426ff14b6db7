import Foundation

/// The canonical link of a shared conversation (protocol.md §12.3): the server's `share_url`
/// when it is one of the two shared-page forms, else the web page for the server key.
public enum ShareLink {
    public static func normalize(_ raw: String?, id: String) -> String {
        let fallback = DeepLink.shareURL(id: id)
        guard let raw = raw?.trimmingCharacters(in: .whitespacesAndNewlines), !raw.isEmpty,
              var parts = URLComponents(string: raw), let scheme = parts.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = parts.host, !host.isEmpty else { return fallback }
        var segments = parts.path.split(separator: "/").map(String.init)
        guard segments.first == "shared" else { return fallback }
        if segments.count == 1 {
            // `…/shared?chatid=<x>` stays as it is; without a chat id it is no link at all.
            let chat = parts.queryItems?.first { $0.name == "chatid" }?.value ?? ""
            return chat.isEmpty ? fallback : raw
        }
        guard segments.count == 2 else { return fallback }
        // `<origin>/shared/<x>` → `<origin>/shared?chatid=<x>`, keeping scheme, host and port.
        let chat = segments.removeLast()
        parts.path = "/shared"
        parts.fragment = nil
        parts.queryItems = [URLQueryItem(name: "chatid", value: chat.removingPercentEncoding ?? chat)]
        return parts.string ?? fallback
    }
}
