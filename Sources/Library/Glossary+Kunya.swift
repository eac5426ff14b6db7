extension Glossary {
    /// The three case forms of a father's kunya: «أبو» after a verb, «أبي» after a preposition
    /// or «ابن», «أبا» as an object or called to («يا أبا هريرة», Bukhari 135).
    static let fatherCases = ["أبو", "أبي", "أبا"]

    /// `entry` with every two-word kunya of its Arabic («أبو بكر», «أبي هريرة») in all three
    /// cases: the table names a person in one or two of them, the texts in all.
    static func withKunyaCases(_ entry: Entry) -> Entry {
        var out = entry
        for phrase in entry.arabic {
            let words = phrase.split(separator: " ").map(String.init)
            guard words.count == 2, fatherCases.contains(words[0]) else { continue }
            for c in fatherCases where !out.arabic.contains(c + " " + words[1]) { out.arabic.append(c + " " + words[1]) }
        }
        return out
    }
}
