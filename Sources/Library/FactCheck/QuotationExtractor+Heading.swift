/// A whole text's heading: a short line before a colon, or before an emoji where a forwarded
/// message puts one.
extension QuotationExtractor {
    /// The most words a heading before a whole text's colon has.
    static let headingWords = 3

    /// A whole text's heading (or a lead-in naming its speaker or book) and the rest, or no
    /// heading.
    static func heading(_ text: String) -> (head: String, body: String) {
        // A forwarded message often puts an emoji where the colon would be ("Quran verse 📖 when
        // two Muslims meet …"): after a lead-in that names a speaker or book, it is one.
        let emoji = text.firstIndex(where: isPictograph)
        let separator = text.firstIndex(where: { $0 == ":" || $0 == "：" }).map { c in emoji.map { min($0, c) } ?? c } ?? emoji
        guard let colon = separator, colon > text.startIndex,
              text[colon] != ":" && text[colon] != "：" || text[text.index(before: colon)].isLetter else { return ("", text) }
        let byEmoji = isPictograph(text[colon])
        // "Quran 2:286" is a reference, not a heading: a word ends where a heading's colon is.
        let words = text[..<colon].split(whereSeparator: \.isWhitespace).count
        let rest = String(text[text.index(after: colon)...])
        let head = String(text[..<colon])
        // A longer lead-in counts when it names a speaker or a book ("Subhanallah, from the
        // Quran: …"), as a marker's setting does.
        let names = words <= settingWords && {
            let a = AttributionReader.read(before: head, after: "", ornate: false)
            return a.speaker != nil || !a.collections.isEmpty
        }()
        guard words >= 1, byEmoji ? names : words <= headingWords || names,
              rest.split(whereSeparator: \.isWhitespace).count >= minimumWords else {
            return ("", text)
        }
        return (head, rest)
    }

    /// A picture character (📖, 👇, 🌸), not a digit or a letter that has an emoji form.
    static func isPictograph(_ c: Character) -> Bool {
        guard let first = c.unicodeScalars.first, first.value >= 0x2190 else { return false }
        return first.properties.isEmoji
    }
}
