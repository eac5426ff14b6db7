import Foundation

/// A `multipart/form-data` body (RFC 7578) built in memory: the audio is at most 20 MB, and
/// libcurl then sends it with a known length. The boundary is injectable so tests compare
/// the exact bytes.
public struct MultipartBody: Sendable {
    public let boundary: String
    public private(set) var data = Data()

    public init(boundary: String = "shamelagpt-" + UUID().uuidString.lowercased()) {
        self.boundary = boundary
    }

    public var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// A plain text field.
    public mutating func addField(name: String, value: String) {
        append("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(Self.quoted(name))\"\r\n\r\n")
        data.append(Data(value.utf8))
        append("\r\n")
    }

    /// A file part with its name and content type.
    public mutating func addFile(name: String, filename: String, contentType: String, contents: Data) {
        append("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(Self.quoted(name))\"; "
               + "filename=\"\(Self.quoted(filename))\"\r\nContent-Type: \(contentType)\r\n\r\n")
        data.append(contents)
        append("\r\n")
    }

    /// The closing delimiter; the body is complete after it.
    public func finished() -> Data {
        var out = data
        out.append(Data("--\(boundary)--\r\n".utf8))
        return out
    }

    private mutating func append(_ s: String) { data.append(Data(s.utf8)) }

    /// Quotes and line breaks cannot end the header value early (the WHATWG encoding).
    static func quoted(_ s: String) -> String {
        s.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}
