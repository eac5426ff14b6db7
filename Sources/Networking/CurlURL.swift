import CCurl
import Foundation

/// A URL as libcurl reads it: the host it would contact and whether it would send a user name
/// or password. The URL rules are checked on this reading too, because two URL parsers can
/// disagree on odd input (`http://a:1\@b`), and what counts is the host curl contacts.
enum CurlURL {
    struct Parts: Equatable {
        var scheme: String
        var host: String
        var hasUserInfo: Bool
    }

    /// nil when libcurl cannot parse the URL.
    static func parts(_ url: String) -> Parts? {
        guard let handle = curl_url() else { return nil }
        defer { curl_url_cleanup(handle) }
        guard curl_url_set(handle, CURLUPART_URL, url, 0) == CURLUE_OK else { return nil }
        func get(_ part: CURLUPart) -> String? {
            var value: UnsafeMutablePointer<CChar>?
            guard curl_url_get(handle, part, &value, 0) == CURLUE_OK, let value else { return nil }
            defer { curl_free(value) }
            return String(validatingCString: value)
        }
        guard let scheme = get(CURLUPART_SCHEME), let host = get(CURLUPART_HOST) else { return nil }
        let userInfo = [get(CURLUPART_USER), get(CURLUPART_PASSWORD), get(CURLUPART_OPTIONS)].contains { $0 != nil }
        return Parts(scheme: scheme.lowercased(),
                     host: host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased(),
                     hasUserInfo: userInfo)
    }
}
