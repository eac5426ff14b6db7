import Foundation
import Synchronization

/// English texts keyed by passage, searchable by their words: what `QuranTranslation` and
/// `HadithTranslation` share. Each text's words and their dictionary forms are read on first
/// use, and the word index over all of them is made on first search (about 50 ms for the
/// Qur'an, 150 ms for the hadith).
public final class EnglishTexts: Sendable {
    public let texts: [PassageKey: String]
    /// Whether `contains` keeps each text's words once read: for the Qur'an's short verses; the
    /// hadith's long texts would pile up tens of megabytes over a session, so there the word
    /// index answers (which leaves out its stop words: "prophet" is in every hadith's English).
    private let cachesWords: Bool
    private let words = Mutex<[PassageKey: Set<String>]>([:])
    private let postings = Mutex<TranslationPostings?>(nil)

    public init(_ texts: [PassageKey: String], cachesWords: Bool = true) {
        self.texts = texts
        self.cachesWords = cachesWords
    }

    /// Whether the text of `key` has `word` in one of its forms ("backbiting" and "backbite";
    /// "parents" and "parent").
    public func contains(_ word: String, in key: PassageKey) -> Bool {
        let forms = EnglishLexicon.spellings(of: word.lowercased())
        guard cachesWords else { return wordIndex.contains(forms, in: key) }
        let set = words.withLock { cache -> Set<String> in
            if let s = cache[key] { return s }
            let s = Self.wordForms(texts[key] ?? "")
            cache[key] = s
            return s
        }
        return forms.contains { set.contains($0) }
    }

    /// The passages whose text has most of `text`'s words, best first: BM25 over the words'
    /// dictionary forms, with the share of the text's weight each passage covers.
    public func search(_ text: String, limit: Int) -> [TranslationPostings.Hit] {
        wordIndex.search(text, limit: limit)
    }

    /// The share of `text`'s weight that `keys` together have (see `search`).
    public func coverage(of text: String, in keys: [PassageKey]) -> Double {
        wordIndex.coverage(of: text, in: keys)
    }

    /// Whether any text has `word` in one of its forms.
    public func mentions(_ word: String) -> Bool {
        wordIndex.mentions(word)
    }

    private var wordIndex: TranslationPostings {
        postings.withLock { p in
            if let p { return p }
            let made = TranslationPostings(texts)
            p = made
            return made
        }
    }

    static func wordForms(_ text: String) -> Set<String> {
        var out = Set<String>()
        for w in text.lowercased().split(whereSeparator: { !$0.isLetter }) {
            out.formUnion(EnglishLexicon.lemmas(of: String(w)))
        }
        return out
    }
}
