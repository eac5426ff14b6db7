import CCurl
import Domain

/// The libcurl transport and the ShamelaGPT API client. Filled in by the networking work (issue 4).
public enum NetworkingModule {
    /// The libcurl version string, for diagnostics and the User-Agent.
    public static var curlVersion: String { String(cString: curl_version()) }
}
