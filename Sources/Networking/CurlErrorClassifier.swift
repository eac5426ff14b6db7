import CCurl
import Domain

/// Maps a libcurl result to the catalogue (protocol.md §2.7). After a status line the caller
/// treats the failure as an interruption but keeps the error for rule C.
enum CurlErrorClassifier {
    static func appError(for code: CURLcode, message: String?) -> AppError {
        let detail = message.flatMap { $0.isEmpty ? nil : $0 }
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_CONNECT,
             CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE:
            return .noConnection(detail)
        case CURLE_OPERATION_TIMEDOUT:
            return .timeout(detail)
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
             CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ENGINE_NOTFOUND,
             CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_ENGINE_INITFAILED, CURLE_SSL_CRL_BADFILE,
             CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS,
             CURLE_SSL_SHUTDOWN_FAILED, CURLE_SSL_CLIENTCERT:
            return .tlsFailed(detail)
        case CURLE_URL_MALFORMAT:
            return .invalidURL(detail)
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_WEIRD_SERVER_REPLY:
            // URLs are checked to be http(s) before curl sees them, so "unsupported protocol"
            // is what curl says of a reply that is not HTTP ("Received HTTP/0.9 when not
            // allowed"): the server's fault, and worth retrying.
            return .invalidResponse(detail)
        default:
            return .unknownTransport(detail)
        }
    }
}
