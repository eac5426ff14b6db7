import AppResources
import Domain
import Foundation

/// English and transliterated Islamic terms mapped to Arabic search terms (and, for a few
/// named passages such as Ayat al-Kursi, to the ayat themselves). The table is
/// `Resources/library/glossary.json`, written and tested in this repository.
public struct Glossary: Sendable {
    /// One entry: its spellings, the Arabic terms they stand for, and optional `S:A` or
    /// `S:A-B` references.
    public struct Entry: Sendable, Decodable, Equatable {
        public var terms: [String]
        /// The Arabic words and phrases that count as this entry in a passage.
        public var arabic: [String]
        public var refs: [String]?
        /// Arabic spellings in a question that stand for this entry but must not be searched
        /// as they are, being homographs in the texts («أبر» "I honour" / أبّر "pollinated").
        public var ask: [String]?
        /// The texts do not speak of this: an answer says so rather than citing homographs.
        public var absent: Bool?
        /// Arabic words that have this sense only in some passages («الغيبة» is backbiting, or
        /// absence on a journey): they count only in a passage that also has one of `cues`.
        public var weak: [String]?
        /// Words that show the passage uses `weak` words in this entry's sense.
        public var cues: [String]?
        /// For a well-known text: sets of English words that name it in any order and with
        /// other words between ("the seven whom Allah will shade" has «seven shade»). A key
        /// counts when every one of its words is in the question.
        public var keys: [String]?
        /// An absent entry that is a thing the texts never mention (a credit card, organ
        /// donation), named by its keys, not a saying they lack: a question about it is told
        /// the texts do not mention it, never that "the saying «بطاقة الائتمان»" is not in them.
        public var topic: Bool?
        /// Keys whose English words count only in the key's order: "a Muslim woman marry a
        /// Christian man" and "a Muslim man marry a Christian woman" have the same words, and
        /// the verses answering them are not the same (60:10, 5:5).
        public var ordered: Bool?

        public init(terms: [String], arabic: [String], refs: [String]? = nil, ask: [String]? = nil,
                    absent: Bool? = nil, weak: [String]? = nil, cues: [String]? = nil, keys: [String]? = nil,
                    topic: Bool? = nil, ordered: Bool? = nil) {
            self.keys = keys
            self.topic = topic
            self.ordered = ordered
            self.terms = terms
            self.arabic = arabic
            self.refs = refs
            self.ask = ask
            self.absent = absent
            self.weak = weak
            self.cues = cues
        }
    }

    public let entries: [Entry]
    /// The sayings its `absent` entries with `keys` say the books do not have.
    let unfoundSayings: UnfoundSayings
    /// Loose spelling → entry indices.
    let lookup: [String: [Int]]
    /// One-word spellings by their `EnglishStem`, for a question's word in another inflection.
    let stemLookup: [String: [Int]]
    /// The longest spelling, in words, so matching knows how far to look ahead.
    let maxWords: Int
    /// Each single-word Arabic form and `ask` spelling (by `ArabicForms.lookupKey`) → entries, so
    /// an Arabic question's word finds the same entry an English one does.
    let arabicLookup: [String: [Int]]
    /// Each entry's keys as loose words without function words.
    let keySets: [(entry: Int, words: [String])]
    /// Each key's length in loose words, function words included (`keyed(in:slack:)`).
    let keySpans: [Int]
    /// Each key word → the key sets that have it, so a question is matched against the few
    /// key sets that share a word with it, not all of them.
    let keySetsByWord: [String: [Int]]
    /// Key words by their `EnglishStem`, so "menstruating" meets a key's "menstruation".
    let keyWordsByStem: [String: [String]]
    /// A word → the key words that are its other spellings in one plain entry ("rakah" →
    /// "rakat"), so a key is found in whichever spelling a question uses.
    let keySynonyms: [String: Set<String>]
    /// Each entry's Arabic keys as the bases of their normalised words («فضل الصدقة»).
    let arabicKeySets: [(entry: Int, words: [String])]
    /// Words a key never needs ("the", "of"): they are in nearly every question.
    static let keyFunctionWords: Set<String> = ["the", "of", "a", "an", "on", "in", "to", "for", "is", "are",
                                                "was", "were", "his", "her", "their", "my", "your", "at",
                                                "by", "with", "and", "or", "from", "that", "who", "which"]

    public init(entries: [Entry]) {
        let entries = entries.map(Self.withKunyaCases)
        self.entries = entries
        unfoundSayings = UnfoundSayings(entries: entries)
        var lookup: [String: [Int]] = [:]
        var maxWords = 1
        for (i, e) in entries.enumerated() {
            for t in e.terms {
                let key = Self.loose(t)
                guard !key.isEmpty else { continue }
                lookup[key, default: []].append(i)
                maxWords = max(maxWords, key.split(separator: " ").count)
            }
        }
        self.lookup = lookup
        var stemLookup: [String: [Int]] = [:]
        for (key, hits) in lookup where !key.contains(" ") && key.count >= EnglishStem.minimumLength {
            // "laughing" stems to "laugh", which a question spells loosely as "laug".
            let stem = EnglishStem.of(key)
            let stems = stem.count > 4 && stem.hasSuffix("h") ? [stem, String(stem.dropLast())] : [stem]
            for st in stems {
                for h in hits where !(stemLookup[st]?.contains(h) ?? false) { stemLookup[st, default: []].append(h) }
            }
        }
        self.stemLookup = stemLookup
        self.maxWords = maxWords
        var arabicLookup: [String: [Int]] = [:]
        // A well-known text (an entry with keys) is found by its English keys; in an Arabic
        // question its words are only words («والذهب؟» is gold, not "silk and gold for men"),
        // except the words its entry says it is asked by («ما حكم الغيبة؟» is backbiting). A
        // topic the texts lack is never named by one such word: «الأعضاء» is the limbs washed
        // in wudu as often as transplanted organs, and its phrases name it.
        for (i, e) in entries.enumerated() {
            let asked = e.absent == true ? [] : e.ask ?? []
            for a in e.keys == nil ? e.arabic + (e.ask ?? []) + (e.weak ?? []) : asked {
                let toks = ArabicNormalizer.tokens(a.hasPrefix("=") ? String(a.dropFirst()) : a)
                guard toks.count == 1, let t = toks.first else { continue }
                let b = ArabicForms.entryKey(t)
                if !(arabicLookup[b]?.contains(i) ?? false) { arabicLookup[b, default: []].append(i) }
            }
        }
        self.arabicLookup = arabicLookup
        var keySets: [(entry: Int, words: [String])] = []
        var keySpans: [Int] = []
        var arabicKeySets: [(entry: Int, words: [String])] = []
        for (i, e) in entries.enumerated() {
            for k in e.keys ?? [] {
                if k.unicodeScalars.contains(where: { (0x0600...0x06FF).contains($0.value) }) {
                    arabicKeySets.append((i, ArabicNormalizer.tokens(k).map { Self.looseArabic(ArabicForms.base($0)) }))
                    continue
                }
                let written = Self.loose(k).split(separator: " ").map(String.init)
                // A contraction typed without its apostrophe is read as its two words ("dont" is
                // "do not", `EnglishInformal`), so a key's "don't" is looked for both ways.
                let expanded = written.flatMap { w in
                    EnglishInformal.standard[w].map { Self.loose($0).split(separator: " ").map(String.init) } ?? [w]
                }
                for all in expanded == written ? [written] : [written, expanded] {
                    var words = all.filter { !Self.keyFunctionWords.contains($0) }
                    // A phrase of one word and its small words ("from the road", "with hardship")
                    // needs them all: the word alone is in questions about anything else ("keep
                    // my fast on the road").
                    if words.count == 1, all.count > 1 { words = all }
                    if !words.isEmpty {
                        keySets.append((i, words))
                        keySpans.append(all.count)
                    }
                }
            }
        }
        self.keySets = keySets
        self.keySpans = keySpans
        var byWord: [String: [Int]] = [:]
        for (i, set) in keySets.enumerated() {
            for w in Set(set.words) { byWord[w, default: []].append(i) }
        }
        keySetsByWord = byWord
        var byStem: [String: [String]] = [:]
        for w in byWord.keys where w.count >= EnglishStem.minimumLength { byStem[EnglishStem.of(w), default: []].append(w) }
        keyWordsByStem = byStem
        keySynonyms = Self.keySynonyms(entries: entries, keyWords: Set(byWord.keys))
        self.arabicKeySets = arabicKeySets
    }

    /// The entries whose Arabic keys are all in `text` («ما فضل الصدقة؟» has «فضل الصدقة»),
    /// word by word on their bases, so «وفضل» and «الصدقات» count too, and on their hamza
    /// seats loosely (`looseArabic`). The words are the question's own bases.
    public func arabicKeyed(in text: String) -> [(entry: Int, words: Set<String>)] {
        guard !arabicKeySets.isEmpty else { return [] }
        var bases: [String: Set<String>] = [:]
        for t in ArabicNormalizer.tokens(text) {
            var own = [ArabicForms.base(t)]
            if (t.hasPrefix("و") || t.hasPrefix("ف")), t.count > 3 { own.append(ArabicForms.base(String(t.dropFirst()))) }
            if let b = own.first, b.hasSuffix("ات"), b.count > 4 { own.append(String(b.dropLast(2)) + "ه") }
            for b in own { bases[Self.looseArabic(b), default: []].insert(b) }
        }
        var out: [(entry: Int, words: Set<String>)] = []
        for set in arabicKeySets where set.words.allSatisfy({ bases[$0] != nil }) {
            let words = set.words.reduce(into: Set<String>()) { $0.formUnion(bases[$1] ?? []) }
            if let i = out.firstIndex(where: { $0.entry == set.entry }) {
                out[i].words.formUnion(words)
            } else {
                out.append((set.entry, words))
            }
        }
        return out
    }

    /// A word with its hamza seats as people type them: «الحايض», «مسوول», «دعا» for «الحائض»,
    /// «مسؤول», «دعاء». The normaliser keeps ئ, ؤ and ء (they tell words apart in the texts);
    /// a key is a question's wording, where they are as often left off.
    static func looseArabic(_ word: String) -> String {
        var w = String(word.map { $0 == "ئ" ? "ي" : $0 == "ؤ" ? "و" : $0 })
        if w.count > 3, w.hasSuffix("ء") { w.removeLast() }
        return w
    }

    /// The most words a two-word key's words may lie apart beyond the key's own span.
    static let pairKeySlack = 5

    /// The entries whose keys are all in `text`, each with the positions (in its loose words)
    /// of the words that matched. A plural or possessive counts for its singular ("sins",
    /// "king's"). With `slack`, a key's words must lie within its own length and `slack` more
    /// words: a quotation says a saying's words together, in a stretch, where a question may
    /// put them anywhere ("should I delay iftar or break my fast quickly" is "iftar quickly").
    public func keyed(in text: String, slack: Int? = nil) -> [(entry: Int, words: Set<Int>)] {
        guard !keySets.isEmpty else { return [] }
        let words = Self.loose(text).split(separator: " ").map(String.init)
        // Where each key word occurs, the question's word standing for it or for its plural.
        var at: [String: [Int]] = [:]
        for (i, w) in words.enumerated() {
            var forms: Set<String> = [w]
            if w.hasSuffix("s") { forms.insert(String(w.dropLast())) }
            if w.hasSuffix("es") { forms.insert(String(w.dropLast(2))) }
            if w.hasSuffix("ies") { forms.insert(String(w.dropLast(3)) + "y") }
            if w.count >= EnglishStem.minimumLength { forms.formUnion(keyWordsByStem[EnglishStem.of(w)] ?? []) }
            // A plural's singular is spelled loosely too ("rakahs" → "rakah" → "raka").
            for f in forms { forms.formUnion(keySynonyms[f] ?? keySynonyms[Self.loose(f)] ?? []) }
            for f in forms where keySetsByWord[f] != nil { at[f, default: []].append(i) }
        }
        var candidates = Set<Int>()
        for k in at.keys { candidates.formUnion(keySetsByWord[k] ?? []) }
        var found: [Int: Set<Int>] = [:]
        var order: [Int] = []
        for c in candidates.sorted() {
            let set = keySets[c]
            guard set.words.allSatisfy({ at[$0] != nil }) else { continue }
            // A word the key says more than once ("mother mother mother") is said as often: once,
            // it is in every question about one's mother.
            if Set(set.words).count < set.words.count {
                let times = Dictionary(set.words.map { ($0, 1) }, uniquingKeysWith: +)
                guard times.allSatisfy({ (at[$0.key]?.count ?? 0) >= $0.value }) else { continue }
            }
            // A longer key may be spread wider: "be in this world as though you were a stranger
            // or a traveller" says "stranger world traveller" over nine words.
            // A key of two words is spread less: "want … die" over eleven words is "wants it to
            // keep feeding the poor … after he dies", no wish for death.
            if entries[set.entry].ordered == true, !Self.inOrder(set.words.map { at[$0] ?? [] }) { continue }
            let spread = set.words.count <= 2 ? min(slack ?? 0, Self.pairKeySlack) : slack ?? 0
            if slack != nil, Self.narrowest(set.words.map { at[$0] ?? [] }) > keySpans[c] + max(spread, keySpans[c]) { continue }
            if found[set.entry] == nil { order.append(set.entry) }
            for k in set.words { found[set.entry, default: []].formUnion(at[k] ?? []) }
        }
        // A text whose matched words all belong to a longer match is a reading of a part of
        // that question ("times … prayer" inside "say thirty three times after each prayer"):
        // the longer match wins, as it does for spellings.
        return order.filter { e in
            let mine = found[e] ?? []
            return !order.contains { o in o != e && (found[o] ?? []).isStrictSuperset(of: mine) }
        }.map { ($0, found[$0] ?? []) }
    }

    /// Whether one position from each list can be taken so that they rise, list by list.
    static func inOrder(_ positions: [[Int]]) -> Bool {
        var last = -1
        for list in positions {
            guard let p = list.filter({ $0 > last }).min() else { return false }
            last = p
        }
        return true
    }

    /// The length of the narrowest stretch of words holding one position from each list.
    static func narrowest(_ positions: [[Int]]) -> Int {
        var best = Int.max
        for start in positions.joined() {
            // The stretch from `start` to each list's first position at or after it.
            var end = start
            for list in positions {
                guard let p = list.filter({ $0 >= start }).min() else { end = .max; break }
                end = max(end, p)
            }
            if end != .max { best = min(best, end - start + 1) }
        }
        return best
    }

    /// The entries an Arabic word (normalised) stands for, by its base.
    /// The word as typed first: «والدين» is the glossary's own word (parents), not «و» + «الدين».
    public func arabicEntries(for token: String) -> [Entry] {
        (arabicLookup[token] ?? arabicLookup[ArabicForms.lookupKey(token)] ?? []).map { entries[$0] }
    }

    /// The glossary bundled with the app: the curated religious terms (`glossary.json`) and
    /// the everyday vocabulary of questions (`vocabulary.json`); a table that cannot be read
    /// is left out.
    public static let bundled: Glossary = {
        struct File: Decodable { var entries: [Entry] }
        var entries: [Entry] = []
        for name in ["library/glossary.json", "library/vocabulary.json"] {
            guard let data = AppResources.data(name), let file = try? JSONDecoder().decode(File.self, from: data) else { continue }
            entries += file.entries
        }
        return Glossary(entries: entries)
    }()

    /// The entries whose spellings occur in `text`, longest spelling first, each word used once.
    public func matches(in text: String) -> [Entry] {
        spans(in: text).map { entries[$0.entry] }
    }

    /// Each entry found in `text` with the words (loose spelling) it used.
    public func spans(in text: String) -> [(entry: Int, words: Range<Int>)] {
        let words = Self.loose(text).split(separator: " ").map(String.init)
        var out: [(entry: Int, words: Range<Int>)] = []
        var i = 0
        while i < words.count {
            var matched = false
            for n in stride(from: min(maxWords, words.count - i), through: 1, by: -1) {
                var key = words[i..<(i + n)].joined(separator: " ")
                var hit = lookup[key]
                // A plain English plural ("prayers", "fasts") falls back to its singular.
                if hit == nil, n == 1, key.count > 3, key.hasSuffix("s") {
                    key.removeLast()
                    // "rakahs", "ayahs", "surahs": the singular's final h is dropped in loose spelling.
                    if key.count > 3, key.hasSuffix("h") { key.removeLast() }
                    hit = lookup[key]
                }
                // … and any regular inflection to the spelling's ("cheats" → "cheating").
                if hit == nil, n == 1 { hit = stemLookup[EnglishStem.of(words[i])] }
                if let hit {
                    // Every occurrence is reported ("riba (usury)" names one entry twice), so
                    // that no word of it is taken for an unknown one.
                    for h in hit { out.append((h, i..<(i + n))) }
                    i += n
                    matched = true
                    break
                }
            }
            if !matched { i += 1 }
        }
        return out
    }

    /// A spelling-insensitive form of Latin text: lower case, no apostrophes or ʿayn marks, no
    /// diacritics, hyphens and punctuation as spaces, doubled letters collapsed and a word-final
    /// h (or hi, hu) dropped, so "Ṣalāh", "salaah" and "sala" all meet.
    /// Words whose final h `loose` keeps: without it they are fillers ("was", "has").
    static let keepsFinalH: Set<String> = ["wash", "hash"]

    public static func loose(_ text: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        var words: [String] = []
        var current = ""
        var last: Character?
        func flush() {
            if !current.isEmpty {
                // A transliteration's case ending after h is as optional as the h: "subhanallahi"
                // is "subhanallah", "bihamdihi" "bihamdih".
                if current.count > 4, current.hasSuffix("hi") || current.hasSuffix("hu") { current.removeLast() }
                // Not where the word without it is a function word: "wash" is not "was", nor
                // "hash" "has" (both were dropped from questions as fillers).
                if current.count > 3, current.hasSuffix("h"), !Self.keepsFinalH.contains(current) { current.removeLast() }
                words.append(current)
            }
            current = ""
            last = nil
        }
        for ch in folded {
            if "'’‘`ʿʾ".contains(ch) { continue }
            if ch.isLetter || ch.isNumber {
                let c = Character(ch.lowercased())
                if c == last { continue }
                current.append(c)
                last = c
            } else {
                flush()
            }
        }
        flush()
        return words.joined(separator: " ")
    }
}
