import Foundation

/// The parts of a `multipart/form-data` body (RFC 7578): enough for an upload form — each
/// part's name, file name, content type and bytes. Anything malformed gives nil, not a guess.
struct MultipartForm {
    struct Part {
        var name: String
        var filename: String?
        var contentType: String?
        var data: Data
    }

    var parts: [Part]

    /// The boundary of a `multipart/form-data; boundary=…` content type.
    static func boundary(contentType: String) -> String? {
        let pieces = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard pieces.first?.lowercased() == "multipart/form-data" else { return nil }
        for piece in pieces.dropFirst() where piece.lowercased().hasPrefix("boundary=") {
            var value = String(piece.dropFirst("boundary=".count))
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            return (1...70).contains(value.count) ? value : nil
        }
        return nil
    }

    init?(_ body: Data, boundary: String) {
        let delimiter = Data("--\(boundary)".utf8)
        let crlf = Data("\r\n".utf8)
        let headEnd = Data("\r\n\r\n".utf8)
        guard var cursor = body.range(of: delimiter)?.upperBound else { return nil }
        var parts: [Part] = []
        while true {
            // After a delimiter: "--" ends the body; otherwise CRLF and a part.
            if body[cursor...].starts(with: Data("--".utf8)) { break }
            guard body[cursor...].starts(with: crlf) else { return nil }
            cursor += 2
            guard let headRange = body.range(of: headEnd, in: cursor..<body.endIndex),
                  let next = body.range(of: crlf + delimiter, in: headRange.upperBound..<body.endIndex) else { return nil }
            let head = String(decoding: body[cursor..<headRange.lowerBound], as: UTF8.self)
            var part = Part(name: "", filename: nil, contentType: nil, data: Data(body[headRange.upperBound..<next.lowerBound]))
            for line in head.components(separatedBy: "\r\n") {
                let pair = line.split(separator: ":", maxSplits: 1)
                guard pair.count == 2 else { continue }
                let value = pair[1].trimmingCharacters(in: .whitespaces)
                switch pair[0].lowercased() {
                case "content-disposition":
                    part.name = Self.parameter("name", in: value) ?? ""
                    part.filename = Self.parameter("filename", in: value)
                case "content-type":
                    part.contentType = value
                default:
                    break
                }
            }
            parts.append(part)
            cursor = next.upperBound
        }
        self.parts = parts
    }

    /// `name="value"` (or unquoted) in a header value.
    static func parameter(_ key: String, in value: String) -> String? {
        for piece in value.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard piece.lowercased().hasPrefix(key + "=") else { continue }
            var v = String(piece.dropFirst(key.count + 1))
            if v.hasPrefix("\""), v.hasSuffix("\""), v.count >= 2 { v = String(v.dropFirst().dropLast()) }
            return v
        }
        return nil
    }

    func part(named names: [String]) -> Part? {
        for name in names { if let p = parts.first(where: { $0.name == name }) { return p } }
        return nil
    }
}
