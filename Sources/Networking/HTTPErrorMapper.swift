import Domain
import Foundation

/// Turns a non-2xx response into the catalogue error (protocol.md §2.6, §3.6, §7.6, §8).
enum HTTPErrorMapper {
    /// `detail` when a string; the `msg` values joined with `"; "` when an array; else nil.
    static func serverDetail(from body: Data) -> String? {
        guard let dict = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else { return nil }
        if let s = dict["detail"] as? String { return s }
        if let items = dict["detail"] as? [Any] {
            let msgs = items.compactMap { ($0 as? [String: Any])?["msg"] as? String }
            return msgs.isEmpty ? nil : msgs.joined(separator: "; ")
        }
        return nil
    }

    static func error(status: Int, headers: [String: String], body: Data, path: String,
                      backend: ServerConfig.Kind) -> APIError {
        let detail = serverDetail(from: body)
        if status == 429 {
            let limitHeader = headers["x-guest-limit-reached"]?.trimmingCharacters(in: .whitespaces).lowercased() == "true"
            let lower = detail?.lowercased() ?? ""
            if limitHeader || (lower.contains("guest mode") && lower.contains("sign in to continue")) {
                return APIError(.guestLimitReached(detail), status: status)
            }
            var e = AppError.http(status: 429, detail: detail)
            let retryAfter = headers["retry-after"].flatMap { v -> Int? in
                let t = v.trimmingCharacters(in: .whitespaces)
                return !t.isEmpty && t.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } ? Int(t) : nil
            }
            if retryAfter != nil { e.messageKey = "network.tooManyRequestsRetryAfter" }
            return APIError(e, status: status, retryAfterSeconds: retryAfter)
        }
        if backend == .library, status == 503, path.contains("/chat") {
            return APIError(.libraryNotReady(preparing: true, detail: detail), status: status)
        }
        var e = AppError.http(status: status, detail: detail)
        if path == "/api/auth/login", [400, 401, 403].contains(status) {
            e.messageKey = "auth.invalidCredentials"
        } else if path == "/api/auth/signup", status == 400, detail?.contains("Email already exists") == true {
            e.messageKey = "auth.emailExistsUseLogin"
        }
        return APIError(e, status: status)
    }
}
