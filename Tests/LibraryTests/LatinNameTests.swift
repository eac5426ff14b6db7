import Foundation
import Testing
@testable import Library

/// People named in Latin letters: spelled the ways Arabic writes them and looked for in the
/// texts, a kunya as its two words together, the fullest spelling before a shorter common word.
@Suite struct LatinNameTests {
    let analyzer = QueryAnalyzer()

    @Test func aNameHasItsArabicSpellings() {
        #expect(LatinNames.spellings("Talha").contains("طلحه"))
        #expect(LatinNames.spellings("Sulaym's").contains("سليم"))
        #expect(LatinNames.spellings("Rabah").contains("رباح"))
        // The fullest first: «رباح» before «ربه» (his Lord).
        let rabah = LatinNames.spellings("Rabah")
        #expect((rabah.firstIndex(of: "رباح") ?? .max) < (rabah.firstIndex(of: "ربه") ?? .max))
        #expect(LatinNames.spellings("Ab").isEmpty)
        #expect(LatinNames.spellings("naïve").isEmpty)
    }

    @Test func aKunyaIsOnePerson() {
        let q = analyzer.analyze("Umm Sulaym's little boy died while Abu Talha was out. What happened after that?")
        let abu = q.concepts.first { $0.label == "Abu Talha" }
        #expect(abu?.latinName == "Talha" && abu?.kinship.contains("ابو") == true && abu?.isName == true)
        #expect(q.concepts.contains { $0.label == "Umm Sulaym's" })
        #expect(!q.concepts.contains { $0.label == "Talha" || $0.label == "Abu" })
    }

    @Test func onlyANameStandingAloneIsSpelled() {
        let q = analyzer.analyze("Who was Harun al-Rashid?")
        #expect(q.concepts.first { $0.label == "Rashid" }?.latinName == nil)
        let names = analyzer.analyze("Is there a hadith against names like Aflah, Rabah and Yasar?")
        #expect(names.concepts.first { $0.label == "Rabah" }?.latinName == "Rabah")
        // A name before its father's is a name of one word: "Zayd" unspelled read as a word
        // no passage has, and the question about Zayd ibn Haritha missed Bukhari 4782.
        let nasab = analyzer.analyze("Before adoption was abolished, what did people call Zayd ibn Haritha?")
        #expect(nasab.concepts.first { $0.label == "Zayd" }?.latinName == "Zayd", "\(nasab.concepts.map(\.label))")
    }

    @Test func aCapitalOpeningASentenceIsNoName() {
        // "… how high did he lift his hands? Shoulders or ears?": "Shoulders" read as a name
        // the texts lack, and the question abstained.
        let a = QueryAnalyzer(lexicon: EnglishLexicon(entries: ["shoulder": ["الكتف"]]))
        let q = a.analyze("How high did he lift his hands? Shoulders or ears?")
        let shoulders = q.concepts.first { $0.label == "Shoulders" }
        #expect(shoulders?.isName == false && shoulders?.fromLexicon == true, "\(q.concepts.map { ($0.label, $0.isName) })")
        // Inside a sentence a capital still names someone.
        #expect(a.analyze("Did he lift his hands like Shoulders did?").concepts.first { $0.label == "Shoulders" }?.isName == true)
    }

    @Test func theSpellingTheTextsUseIsSearched() throws {
        let passages = [
            Passage(collection: .muslim, book: 1, inBook: 1, number: 1,
                    text: "حدثنا قتيبة عن أنس أن رسول الله صلى الله عليه وسلم قال لأبي طلحة التمس غلاما", key: "muslim:1"),
            Passage(collection: .muslim, book: 1, inBook: 2, number: 2,
                    text: "حدثنا قتيبة عن أنس أن رسول الله صلى الله عليه وسلم قال إن طلحة في الجنة", key: "muslim:2"),
        ]
        let url = try InstallerTests.tempDir("latin-names").appendingPathComponent(LibraryIndex.fileName)
        try IndexBuilder.build(passages: passages, meta: [:], to: url)
        let r = Retriever(index: try LibraryIndex(url: url))
        var kunya = QueryAnalyzer.latinName("Talha", ["ابو", "ابي"], label: "Abu Talha")
        try r.spellLatinName(&kunya)
        #expect(kunya.phrases.contains(["ابي", "طلحه"]))
        #expect(try spelled("Talha", by: r).forms.contains("طلحه"))
        #expect(try !spelled("Zubayr", by: r).isSearchable)
    }

    /// A name typed as `latin`, as the retriever spells it against its texts.
    func spelled(_ latin: String, by retriever: Retriever) throws -> Concept {
        var c = Concept(label: latin.replacingOccurrences(of: "al-", with: ""), forms: [])
        c.isName = true
        c.latinName = latin
        try retriever.spellLatinName(&c)
        return c
    }

    @Test func aNameBeforeTheNextSentenceStandsAlone() {
        let q = analyzer.analyze("What do the names al-Mahi and al-Hashir mean? Where did he mention them?")
        #expect(q.concepts.first { $0.label == "Hashir" }?.latinName == "al-Hashir", "\(q.concepts.map(\.label))")
        #expect(q.concepts.first { $0.label == "Mahi" }?.latinName == "al-Mahi")
    }

    @Test func aNameTheTextsWriteOnlyWithTheArticle() throws {
        let passages = [Passage(collection: .bukhari, book: 61, inBook: 1, number: 3532,
                                text: "حدثنا معن عن مالك قال رسول الله صلى الله عليه وسلم أنا الماحي وأنا الحاشر", key: "bukhari:3532")]
        let url = try InstallerTests.tempDir("latin-article").appendingPathComponent(LibraryIndex.fileName)
        try IndexBuilder.build(passages: passages, meta: [:], to: url)
        let retriever = Retriever(index: try LibraryIndex(url: url))
        #expect(try spelled("al-Mahi", by: retriever).forms.contains("الماحي"))
        // Typed without the article, the name is not the texts' word with it.
        #expect(try !spelled("Mahi", by: retriever).isSearchable)
    }

    @Test func aLowercaseWordNoDictionaryKnowsIsSpelledAsAnArabicTerm() throws {
        var analyzer = QueryAnalyzer()
        analyzer.lexicon = EnglishLexicon(entries: ["mother": ["ام"], "grieve": ["حزن"]])
        let q = analyzer.analyze("Someone told me to make talbina for my mother because she is grieving")
        #expect(q.concepts.first { $0.label == "talbina" }?.latinName == "talbina", "\(q.concepts.map(\.label))")
        // A word the dictionary knows is not, nor a short one.
        #expect(q.concepts.first { $0.label == "grieving" }?.latinName == nil)
        #expect(analyzer.analyze("is the dua okay").concepts.allSatisfy { $0.latinName == nil })
        let passages = TinyIndex.bukhari(["إن التلبينة تجم فؤاد المريض وتذهب ببعض الحزن"], book: 70, first: 5689)
        let retriever = Retriever(index: try TinyIndex.build("latin-term", passages), analyzer: analyzer)
        var c = Concept(label: "talbina", forms: [])
        c.latinName = "talbina"
        try retriever.spellLatinName(&c)
        // Written with the article in the texts, it is found without it typed.
        #expect(c.forms.contains("التلبينه"), "\(c.forms.prefix(5))")
    }

    @Test func aNasabWithTheArticleAndACompoundNameAreSpelledWhole() throws {
        // "ibn al-Zubayr" was "ibn al" and "Zubayr", and "Abdullah" no word the texts write: the
        // question abstained over three names.
        let q = analyzer.analyze("When Abdullah ibn al-Zubayr was born, what did the Messenger do for him?")
        let nasab = try #require(q.concepts.first { $0.label == "ibn al-Zubayr" }, "\(q.concepts.map(\.label))")
        #expect(nasab.latinName == "al-Zubayr" && nasab.kinship.contains("ابن"))
        let passages = [Passage(collection: .bukhari, book: 63, inBook: 1, number: 3909,
                                text: "حدثنا زكرياء عن أسماء أنها حملت بعبد الله بن الزبير فولدت فأتيت به رسول الله صلى الله عليه وسلم",
                                key: "bukhari:3909")]
        let url = try InstallerTests.tempDir("latin-nasab").appendingPathComponent(LibraryIndex.fileName)
        try IndexBuilder.build(passages: passages, meta: [:], to: url)
        let r = Retriever(index: try LibraryIndex(url: url))
        var spelledNasab = nasab
        try r.spellLatinName(&spelledNasab)
        #expect(spelledNasab.phrases.contains(["بن", "الزبير"]), "\(spelledNasab.phrases)")
        #expect(try spelled("Abdullah", by: r).phrases.contains(["عبد", "الله"]))
    }
}
