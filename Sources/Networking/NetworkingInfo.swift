import CCurl

/// Identity of the networking layer: the libcurl in use and the User-Agent it sends.
public enum NetworkingInfo {
    /// The libcurl version string, for diagnostics.
    public static var curlVersion: String { String(cString: curl_version()) }

    /// protocol.md §2.1 names the product `shamelagpt-terminal`; the version is the app's.
    public static let userAgent = "shamelagpt-terminal/1.0.0"
}
