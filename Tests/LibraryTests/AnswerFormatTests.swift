import Foundation
import Testing
import Domain
@testable import Library

/// The answer's sources section against protocol.md §9. The app's own parser (Domain's
/// AnswerParser) is being written in parallel; until it lands these tests apply protocol.md §9.2's header
/// pattern and protocol.md §9.5's format e directly.
@Suite struct AnswerFormatTests {
    static let header = try! NSRegularExpression(
        pattern: #"^#*\s*(?:المصادر|Sources)(?:\s*/\s*(?:Sources|المصادر))?\s*:?$"#, options: [.caseInsensitive])
    static let formatE = try! NSRegularExpression(pattern: #"^\[([^\]]+)\]\s*[-–—]\s*(https?://\S+)"#)

    /// (body, [(title, url)]) per protocol.md §9.2–9.5 for lines in format e.
    static func parse(_ text: String) -> (String, [(String, String)]) {
        let lines = text.components(separatedBy: "\n")
        guard let h = lines.firstIndex(where: { line in
            let t = line.trimmingCharacters(in: .whitespaces)
            return header.firstMatch(in: t, range: NSRange(t.startIndex..., in: t)) != nil
        }) else { return (text, []) }
        var sources: [(String, String)] = []
        for raw in lines[(h + 1)...] {
            var line = raw.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("- ") else { continue }
            line.removeFirst(2)
            let ns = line as NSString
            if let m = formatE.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) {
                sources.append((ns.substring(with: m.range(at: 1)), ns.substring(with: m.range(at: 2))))
            }
        }
        return (lines[..<h].joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines), sources)
    }

    static func hit(_ p: Passage) -> SearchHit { SearchHit(passage: p, score: -1) }

    /// A result offering `hits` as they are, with `missing` not found.
    static func result(_ hits: [SearchHit], missing: [Concept] = []) -> LibraryResult {
        LibraryResult(query: LibraryQuery(),
                      passages: hits.map { RankedPassage(hit: $0, score: 1, coverage: 1, matched: []) },
                      notFound: missing, moreAvailable: false)
    }

    static let catalog = HadithCatalog(books: [
        "bukhari": ["1": .init(en: "Revelation", ar: "كتاب بدء الوحي", range: ["1", "7"])],
        "muslim": ["1": .init(en: "The Book of Faith", ar: "كتاب الإيمان", range: ["93", "533"])],
    ])

    @Test func sourcesParseBackInBothLanguages() {
        let hits = [
            Self.hit(Passage(collection: .quran, sura: 2, aya: 255, text: "اللَّهُ لَا إِلَـٰهَ إِلَّا هُوَ")),
            Self.hit(Passage(collection: .bukhari, book: 1, inBook: 1, number: 1, text: "إِنَّمَا الْأَعْمَالُ بِالنِّيَّاتِ")),
            Self.hit(Passage(collection: .muslim, book: 1, inBook: 1, number: 93, text: "بَيْنَمَا نَحْنُ")),
        ]
        let ar = Self.parse(AnswerComposer.compose(Self.result(hits), language: .ar, catalog: Self.catalog).text)
        #expect(ar.1.map(\.0) == ["القرآن الكريم، سورة البقرة، الآية 255", "صحيح البخاري، الحديث 1",
                                  "صحيح مسلم، الكتاب 1، الحديث 1"])
        // Each link opens the passage itself: the aya, Bukhari by number, Muslim by book and
        // in-book number (the corpus's own Muslim numbers are not the standard ones).
        #expect(ar.1.map(\.1) == ["https://tanzil.net/#2:255", "https://sunnah.com/bukhari:1",
                                  "https://sunnah.com/muslim/1/1"])
        let en = Self.parse(AnswerComposer.compose(Self.result(hits), language: .en, catalog: Self.catalog).text)
        #expect(en.1.map(\.0) == ["Qur'an, Al-Baqarah 2:255", "Sahih al-Bukhari 1", "Sahih Muslim, book 1, hadith 1"])
        // The first passage opens the answer (History previews show its words); the framing
        // note closes it.
        #expect(en.0.hasPrefix("#### Qur'an, Al-Baqarah 2:255"))
        #expect(en.0.contains("This is not an AI-generated answer") || en.0.contains("this is not an AI-generated answer"))
        #expect(en.0.contains("> إِنَّمَا الْأَعْمَالُ بِالنِّيَّاتِ"))
        // English readers get the book's title.
        #expect(en.0.contains("Book 1: Revelation"))
        #expect(ar.0.contains("كتاب بدء الوحي"))
        // Muslim's hadith-api sequence number is never shown.
        #expect(!en.0.contains("93") && !ar.0.contains("93"))
    }

    @Test func muslimIntroductionIsNamed() {
        let p = Passage(collection: .muslim, book: 0, inBook: 3, number: 3, text: "x")
        #expect(AnswerComposer.reference(p, .ar) == "صحيح مسلم، المقدمة، الحديث 3")
    }

    @Test func muslimWithoutReferenceIsPlacedByItsNumber() {
        let p = Passage(collection: .muslim, book: 0, inBook: 0, number: 120, text: "x")
        #expect(AnswerComposer.reference(p, .en, Self.catalog) == "Sahih Muslim, The Book of Faith")
        #expect(AnswerComposer.link(p, Self.catalog) == "https://shamela.ws/book/1727")
    }

    @Test func abstainingHasNoSourcesAndNoPassage() {
        let smoking = Concept(label: "smoking", forms: [], knownAbsent: true)
        for l in AnswerLanguage.allCases {
            let answer = AnswerComposer.compose(Self.result([], missing: [smoking]), language: l).text
            let parsed = Self.parse(answer)
            #expect(parsed.1.isEmpty)
            #expect(!answer.contains(">"))
            #expect(answer.contains("smoking"))
        }
        let en = AnswerComposer.compose(Self.result([], missing: [smoking]), language: .en).text
        #expect(en.contains("do not mention “smoking”"))
    }

    @Test func uncoveredTermsAreNamedWithTheAnswer() {
        var organ = Concept(label: "organ", forms: [])
        organ.documents = nil
        var patience = Concept(label: "الصبر", forms: ["الصبر"])
        patience.documents = 40
        let hits = [Self.hit(Passage(collection: .quran, sura: 2, aya: 183, text: "كُتِبَ عَلَيْكُمُ الصِّيَامُ"))]
        let en = AnswerComposer.compose(Self.result(hits, missing: [organ, patience]), language: .en).text
        #expect(en.contains("The library could not look for “organ”"))
        #expect(en.contains("None of these passages mentions “الصبر”"))
    }

    @Test func regenerateWithNothingNewSaysSo() {
        let answer = AnswerComposer.compose(Self.result([]), language: .en, regenerated: true).text
        #expect(answer == "There are no other passages in the offline library for this question.")
    }

    @Test func longHadithIsQuotedFromItsMatnWithTheChainAfter() {
        let isnad = String(repeating: "حدثنا فلان عن فلان ", count: 40)
        let text = isnad + "قال رسول الله صلى الله عليه وسلم " + String(repeating: "كلمة ", count: 300)
        let p = Passage(collection: .bukhari, number: 5, text: text)
        let t = PassageText(p)
        let q = AnswerComposer.quote(SearchHit(passage: p, score: -1, matnWordIndex: t.matnWordIndex))
        #expect(q.saying.hasPrefix("كلمة"))
        #expect(q.saying.hasSuffix(" …"))
        #expect(q.saying.count <= AnswerComposer.maxQuote + 2)
        #expect(q.chain?.hasPrefix("حدثنا فلان") == true)
    }

    @Test func aChainLeftInTheMatnIsFoldedAfterTheSaying() {
        // Muslim 2110, whose index split found no matn: the second chain comes after its words.
        let text = "وَحَدَّثَنَاهُ مُحَمَّدُ بْنُ رَافِعٍ، حَدَّثَنَا إِسْحَاقُ، - يَعْنِي ابْنَ عِيسَى - أَخْبَرَنَا مَالِكٌ،"
            + " عَنْ زَيْدِ بْنِ أَسْلَمَ، فِي هَذَا الإِسْنَادِ بِمِثْلِهِ"
            + " غَيْرَ أَنَّهُ قَالَ ثُمَّ رَأَيْنَاكَ تَكَعْكَعْتَ ‏.‏"
        let q = AnswerComposer.quote(SearchHit(passage: Passage(collection: .muslim, number: 2110, text: text), score: -1))
        #expect(q.saying.hasPrefix("فِي هَذَا"), "\(q.saying)")
        #expect(q.chain?.hasPrefix("وَحَدَّثَنَاهُ") == true && q.chain?.hasSuffix("أَسْلَمَ،") == true, "\(q.chain ?? "-")")
        // A saying with no chain before it is quoted whole.
        let plain = "قَالَ رَسُولُ اللَّهِ إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ"
        let whole = SearchHit(passage: Passage(collection: .bukhari, number: 1, text: plain), score: -1)
        #expect(AnswerComposer.quote(whole).chain == nil)
    }

    @Test func ayatAreQuotedWholeWithoutTanzilsBasmala() {
        let long = String(repeating: "وَ", count: 1000)
        let q = AnswerComposer.quote(Self.hit(Passage(collection: .quran, sura: 2, aya: 282, text: long)))
        #expect(q.saying == long)
        let isra = "بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ سُبْحَانَ الَّذِي أَسْرَىٰ بِعَبْدِهِ"
        #expect(AnswerComposer.quote(Self.hit(Passage(collection: .quran, sura: 17, aya: 1, text: isra))).saying
                == "سُبْحَانَ الَّذِي أَسْرَىٰ بِعَبْدِهِ")
        let fatiha = "بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ"
        #expect(AnswerComposer.quote(Self.hit(Passage(collection: .quran, sura: 1, aya: 1, text: fatiha))).saying == fatiha)
    }

    @Test func languageFollowsThePreferenceThenTheScript() {
        #expect(AnswerLanguage.resolve(preference: "ar", question: "hello") == .ar)
        #expect(AnswerLanguage.resolve(preference: nil, question: "ما الصبر") == .ar)
        #expect(AnswerLanguage.resolve(preference: "fr", question: "what") == .en)
    }

    @Test func fixtureAnswerEndToEnd() throws {
        let retriever = try #require(FixtureLibrary.retriever)
        let answer = AnswerComposer.compose(try retriever.answer("Ayat al-Kursi"), language: .ar).text
        let parsed = Self.parse(answer)
        #expect(parsed.1.first?.1 == "https://tanzil.net/#2:255")
        #expect(parsed.0.contains("ٱللَّهُ لَآ إِلَـٰهَ") || parsed.0.contains("اللَّهُ لَا إِلَـٰهَ"))
    }
}

/// What an answer says each passage matched: the passage's own words.
@Suite struct MatchedWordsTests {
    @Test func aPhraseIsShownAsThisPassageWritesIt() {
        var hit = SearchHit(passage: Passage(collection: .quran, sura: 33, aya: 56,
                                             text: "يَا أَيُّهَا الَّذِينَ آمَنُوا صَلُّوا عَلَيْهِ وَسَلِّمُوا تَسْلِيمًا"), score: 1)
        (hit.matnWords, hit.wordHashes) = WordHash.words(of: ArabicNormalizer.tokens(hit.passage.text).joined(separator: " "))
        // The concept's first phrase is not in this aya; its second is.
        let c = Concept(label: "أصلي", forms: [], phrases: [["اللهم", "صل", "علي", "محمد"], ["صلوا", "عليه"]])
        let words = AnswerComposer.matchedWords(RankedPassage(hit: hit, score: 1, coverage: 1, matched: [c]), .ar)
        #expect(words == ["صلوا عليه"])
    }

    @Test func aStorysGlossIsShownOnlyWithItsOwnAyat() {
        var hit = SearchHit(passage: Passage(collection: .quran, sura: 34, aya: 15,
                                             text: "لَقَدْ كَانَ لِسَبَإٍ فِي مَسْكَنِهِمْ آيَةٌ جَنَّتَانِ"), score: 1)
        (hit.matnWords, hit.wordHashes) = WordHash.words(of: ArabicNormalizer.tokens(hit.passage.text).joined(separator: " "))
        var saba = Concept(label: "Saba", gloss: "Sulayman, the hoopoe and the Queen of Sheba", forms: ["لسبا"])
        saba.namedAyat = [AyaRef(sura: 27, aya: 22)]
        let words = AnswerComposer.matchedWords(RankedPassage(hit: hit, score: 1, coverage: 1, matched: [saba]), .en)
        #expect(words == ["لسبإ"], "\(words)")
        saba.namedAyat = [AyaRef(sura: 34, aya: 15)]
        #expect(AnswerComposer.matchedWords(RankedPassage(hit: hit, score: 1, coverage: 1, matched: [saba]), .en)
            == ["لسبإ (Sulayman, the hoopoe and the Queen of Sheba)"])
    }

    @Test func aWordOnlyNearInMeaningIsNotShownAsMatched() {
        var hit = SearchHit(passage: Passage(collection: .quran, sura: 33, aya: 56,
                                             text: "يَا أَيُّهَا الَّذِينَ آمَنُوا صَلُّوا عَلَيْهِ وَسَلِّمُوا تَسْلِيمًا"), score: 1)
        (hit.matnWords, hit.wordHashes) = WordHash.words(of: ArabicNormalizer.tokens(hit.passage.text).joined(separator: " "))
        let pray = Concept(label: "salawat", forms: [], phrases: [["صلوا", "عليه"]])
        var p = RankedPassage(hit: hit, score: 1, coverage: 1, matched: [pray, Concept(label: "culture", forms: [])])
        p.nearInMeaning = ["culture"]
        #expect(AnswerComposer.matchedWords(p, .en) == ["صلوا عليه"])
        let en = AnswerComposer.block(p, .en, .bundled)
        #expect(en.contains("near in meaning to: culture"), "\(en)")
        #expect(!en.contains("matched: صلوا عليه, culture") && !en.contains("matched: صلوا عليه، culture"))
        // Two matched words are listed with the answer language's comma.
        let greet = Concept(label: "greet", forms: ["وسلموا"])
        let two = RankedPassage(hit: hit, score: 1, coverage: 1, matched: [pray, greet])
        #expect(AnswerComposer.block(two, .en, .bundled).contains("matched: صلوا عليه, وسلموا"), "\(AnswerComposer.block(two, .en, .bundled))")
        #expect(AnswerComposer.block(two, .ar, .bundled).contains("صلوا عليه، وسلموا"))
        #expect(AnswerComposer.block(p, .ar, .bundled).contains("قريب في المعنى من: culture"))
    }
}
