/// One step of the word-level difference between a quotation and the canonical text.
public struct WordDifference: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The same word (perhaps spelled differently: «الصلوة»/«الصلاة»).
        case same
        /// A word of the quotation stands where the canonical text has another.
        case changed
        /// A word the quotation has and the canonical text does not.
        case added
        /// A word of the canonical text the quotation leaves out.
        case missing
    }

    public var kind: Kind
    /// The quotation's word (nil for `missing`).
    public var quoted: String?
    /// The canonical word (nil for `added`).
    public var canonical: String?

    public init(kind: Kind, quoted: String?, canonical: String?) {
        self.kind = kind
        self.quoted = quoted
        self.canonical = canonical
    }
}

extension Array where Element == WordDifference {
    /// The difference in one line: unchanged words as they are, «[quoted → canonical]»,
    /// «[+added]», «[−missing]»; runs of unchanged words beyond a few are elided.
    public func rendered() -> String {
        var parts: [String] = []
        var sameRun: [String] = []
        func flush(last: Bool) {
            if sameRun.count > 6 {
                let head: [String] = parts.isEmpty ? [] : [String](sameRun.prefix(2))
                let tail: [String] = last ? [] : [String](sameRun.suffix(2))
                parts += head + ["…"] + tail
            } else {
                parts += sameRun
            }
            sameRun = []
        }
        for d in self {
            switch d.kind {
            case .same: sameRun.append(d.canonical ?? d.quoted ?? "")
            case .changed:
                flush(last: false)
                parts.append("[\(d.quoted ?? "") → \(d.canonical ?? "")]")
            case .added:
                flush(last: false)
                parts.append("[+\(d.quoted ?? "")]")
            case .missing:
                flush(last: false)
                parts.append("[−\(d.canonical ?? "")]")
            }
        }
        flush(last: true)
        return parts.joined(separator: " ")
    }

    /// The steps that are not `same`.
    public var edits: Int { filter { $0.kind != .same }.count }
}
