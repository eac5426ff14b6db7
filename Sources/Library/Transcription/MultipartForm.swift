import Foundation

/// The parts of a `multipart/form-data` body (RFC 7578), as `/api/transcribe` receives it.
/// Only what a form upload needs: each part's name, file name, content type and bytes.
struct MultipartForm {
    struct Part {
        var name: String
        var filename: String?
        var contentType: String?
        var data: Data
    }

    var parts: [Part]

    func part(_ name: String) -> Part? { parts.first { $0.name == name } }

    /// The boundary of a `Content-Type: multipart/form-data; boundary=…` header value.
    static func boundary(contentType: String) -> String? {
        let pieces = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard pieces.first?.lowercased() == "multipart/form-data" else { return nil }
        for p in pieces.dropFirst() where p.lowercased().hasPrefix("boundary=") {
            var b = String(p.dropFirst("boundary=".count))
            if b.hasPrefix("\""), b.hasSuffix("\""), b.count >= 2 { b = String(b.dropFirst().dropLast()) }
            return b.isEmpty || b.utf8.count > 70 ? nil : b
        }
        return nil
    }

    /// Nil when the body is not a well-formed form with that boundary.
    static func parse(_ body: Data, boundary: String) -> MultipartForm? {
        let bytes = [UInt8](body)
        let delimiter = Array(("--" + boundary).utf8)
        let crlf: [UInt8] = [13, 10]
        guard var at = find(delimiter, in: bytes, from: 0) else { return nil }
        var parts: [Part] = []
        while true {
            at += delimiter.count
            // "--" after a delimiter closes the form.
            if at + 1 < bytes.count, bytes[at] == 45, bytes[at + 1] == 45 { return MultipartForm(parts: parts) }
            guard at + 1 < bytes.count, bytes[at] == 13, bytes[at + 1] == 10 else { return nil }
            at += 2
            guard let headEnd = find(crlf + crlf, in: bytes, from: at) else { return nil }
            let head = String(decoding: bytes[at..<headEnd], as: UTF8.self)
            let start = headEnd + 4
            guard let next = find(crlf + delimiter, in: bytes, from: start) else { return nil }
            var part = Part(name: "", filename: nil, contentType: nil, data: Data(bytes[start..<next]))
            for line in head.components(separatedBy: "\r\n") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                let name = line[..<colon].lowercased()
                let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if name == "content-type" { part.contentType = value }
                if name == "content-disposition" {
                    part.name = parameter("name", in: value) ?? ""
                    part.filename = parameter("filename", in: value)
                }
            }
            parts.append(part)
            at = next + 2
        }
    }

    private static func parameter(_ key: String, in value: String) -> String? {
        for piece in value.split(separator: ";").dropFirst() {
            let t = piece.trimmingCharacters(in: .whitespaces)
            guard t.lowercased().hasPrefix(key + "=") else { continue }
            var v = String(t.dropFirst(key.count + 1))
            if v.hasPrefix("\""), v.hasSuffix("\""), v.count >= 2 { v = String(v.dropFirst().dropLast()) }
            return v
        }
        return nil
    }

    private static func find(_ needle: [UInt8], in hay: [UInt8], from: Int) -> Int? {
        guard let first = needle.first, hay.count >= needle.count else { return nil }
        var i = from
        let last = hay.count - needle.count
        while i <= last {
            if hay[i] == first, hay[i..<i + needle.count].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
