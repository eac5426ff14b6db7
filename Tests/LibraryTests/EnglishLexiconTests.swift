import Foundation
import Testing
@testable import Library

/// The English lexicon: read from a dictd dictionary, kept to the words the texts use, and
/// consulted only for the English words the glossary does not know.
@Suite struct EnglishLexiconTests {
    @Test func dictdNumbersAreBase64MostSignificantFirst() {
        #expect(EnglishLexiconBuilder.decode("B") == 1)
        #expect(EnglishLexiconBuilder.decode("BA") == 64)
        #expect(EnglishLexiconBuilder.decode("PHz4") == 3_964_152)
        #expect(EnglishLexiconBuilder.decode("a-b") == nil)
    }

    @Test func entriesGiveTheirOneWordTranslationsNormalised() {
        #expect(EnglishLexiconBuilder.translations(in: "Silk /sˈɪlk/\nالحرير\n") == ["الحرير"])
        // Numbered senses; phrases and explanations are not single words and are left out.
        #expect(EnglishLexiconBuilder.translations(in: "A-good /x/\n1. بحماس\n2. جيّدًا\n3. القنبلة النووية\n")
                == ["بحماس", "جيدا"])
        #expect(EnglishLexiconBuilder.translations(in: "Oath /x/\nالقسم، اليمين\n") == ["القسم", "اليمين"])
        #expect(EnglishLexiconBuilder.translations(in: "Headword only\n").isEmpty)
    }

    @Test func dictionaryFilesAreReadThroughTheirIndex() throws {
        let dir = try InstallerTests.tempDir("dictd")
        let body = "00-database-info\nabout\nSilk /s/\nالحرير\nSeven /s/\nسبعة\n"
        let bytes = Array(body.utf8)
        func span(_ s: String) -> (Int, Int) {
            let b = Array(s.utf8)
            let start = (0...(bytes.count - b.count)).first { Array(bytes[$0..<($0 + b.count)]) == b }!
            return (start, b.count)
        }
        func b64(_ n: Int) -> String {
            let digits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            var n = n, out = ""
            repeat { out = String(digits[n % 64]) + out; n /= 64 } while n > 0
            return out
        }
        let silk = span("Silk /s/\nالحرير\n"), seven = span("Seven /s/\nسبعة\n"), info = span("00-database-info\nabout\n")
        let index = ["00databaseinfo\t\(b64(info.0))\t\(b64(info.1))", "silk\t\(b64(silk.0))\t\(b64(silk.1))",
                     "seven\t\(b64(seven.0))\t\(b64(seven.1))"].joined(separator: "\n") + "\n"
        try Data(index.utf8).write(to: dir.appendingPathComponent("freedict-eng-ara.index"))
        let plain = dir.appendingPathComponent("freedict-eng-ara.dict")
        try Data(body.utf8).write(to: plain)
        let gz = PipRunner.run(["/bin/gzip", "-S", ".dz", plain.path])
        #expect(gz.status == 0)
        let dictionary = try EnglishLexiconBuilder.readDictionary(in: dir, path: "/bin:/usr/bin")
        #expect(dictionary == ["silk": ["الحرير"], "seven": ["سبعه"]])
        let missing = try InstallerTests.tempDir("nodict")
        #expect(throws: LibraryError.dictionaryMissing) {
            try EnglishLexiconBuilder.readDictionary(in: missing, path: "/bin:/usr/bin")
        }
    }

    @Test func onlyWordsTheTextsUseAreKeptAndTheFileReadsBack() throws {
        let url = try InstallerTests.tempDir("lexicon").appendingPathComponent(EnglishLexicon.fileName)
        let count = try EnglishLexiconBuilder.write(["silk": ["الحرير"], "kind": ["النوع"], "seven": ["سبعه"]],
                                                    vocabulary: ["حرير", "سبعه"], to: url)
        #expect(count == 2)
        let lexicon = try #require(EnglishLexicon.load(from: url))
        #expect(lexicon.arabic(for: "silk") == ["الحرير"])
        #expect(lexicon.arabic(for: "kind").isEmpty)
        #expect(EnglishLexicon.load(from: url.appendingPathExtension("missing")) == nil)
    }

    @Test func contractionsCarryNoTopicAndPossessivesFindTheirNoun() {
        let lexicon = EnglishLexicon(entries: ["king": ["الملك"]])
        let q = QueryAnalyzer(lexicon: lexicon).analyze("And what was the king's answer? I can't remember")
        #expect(!q.concepts.contains { $0.label.contains("can") })
        #expect(q.concepts.first { $0.label == "king's" }?.fromLexicon == true)
    }

    @Test func conversationalWordsAndTheirPossessivesCarryNoTopic() {
        // The dictionary translates each of these; as concepts they weighed as topics the texts
        // lack and made the question abstain.
        let lexicon = EnglishLexicon(entries: ["roughly": ["تقريبا"], "supposed": ["مفترض"], "got": ["حصل"],
                                               "else": ["اخر"], "someone": ["شخص"], "janazah": ["جنازه"]])
        let q = QueryAnalyzer(lexicon: lexicon)
            .analyze("Who's supposed to go to someone's janazah? roughly how many got there, or someone else?")
        let labels = Set(q.concepts.map(\.label))
        for word in ["Who's", "supposed", "someone's", "roughly", "got", "else"] { #expect(!labels.contains(word)) }
        #expect(labels.contains("janazah"))
    }

    @Test func chatAbbreviationsAndCultureSetAgainstTheSunnahCarryNoTopic() {
        let lexicon = EnglishLexicon(entries: ["lol": ["ضحك"], "cultural": ["ثقافي"], "hand": ["يد"]])
        let q = QueryAnalyzer(lexicon: lexicon)
            .analyze("he eats with his left hand lol. is there a hadith on it or is it just a cultural thing?")
        let labels = Set(q.concepts.map { $0.label.lowercased() })
        #expect(!labels.contains("lol") && !labels.contains("cultural"))
    }

    @Test func informalFamilyWordsAreReadAsTheStandardWordAndShownAsTyped() {
        // «أم» alone is also the particle "or", in thousands of passages: "mum" is the glossary's mother.
        let lexicon = EnglishLexicon(entries: ["mum": ["ام"], "dad": ["الاب"]])
        let q = QueryAnalyzer(lexicon: lexicon).analyze("Is my mum a good teacher?")
        let mum = q.concepts.first { $0.label == "mum" }
        #expect(mum?.fromLexicon == false)
        // The glossary's entry with the term "mother" (parents), not the particle.
        #expect(mum?.gloss == "parents", "\(mum?.gloss ?? "-")")
        #expect(mum?.forms.contains("ام") == false)
        #expect(EnglishInformal.standardised("My Mum said").text == "My mother said")
        #expect(EnglishInformal.standardised("أمي").text == "أمي")
        let idiom = EnglishInformal.standardised("My dad Passed away and I am fed up")
        #expect(idiom.text == "My father died and I am annoyed")
        #expect(idiom.typed["died"] == "Passed away")
        #expect(EnglishInformal.standardised("the bypassed awayness").text == "the bypassed awayness")
        #expect(EnglishInformal.standardised("my mum isnt muslim, should I keep in touch").text
            == "my mother is not muslim, should I kinship")
    }

    @Test func fastTheAdverbIsNotFasting() {
        func fasting(_ q: String) -> Bool {
            QueryAnalyzer().analyze(q).concepts.contains { !$0.forms.isDisjoint(with: ["الصوم", "الصيام", "صوم", "صيام"]) }
        }
        #expect(fasting("Must a sick person fast?"))
        for q in ["The devil runs off so fast when he hears the call to prayer", "Is it wrong to pray too fast?"] {
            #expect(!fasting(q), "\(q)")
        }
        #expect(EnglishInformal.standardised("he ran so fast").text == "he ran so quickly")
    }

    @Test func inflectedWordsFindTheirHeadword() {
        let lexicon = EnglishLexicon(entries: ["divorce": ["الطلاق"], "daughter": ["البنت"], "give": ["اعطي"],
                                               "stop": ["توقف"], "study": ["دراسه"]])
        #expect(lexicon.arabic(for: "divorced") == ["الطلاق"])
        #expect(lexicon.arabic(for: "daughters") == ["البنت"])
        #expect(lexicon.arabic(for: "giving") == ["اعطي"])
        #expect(lexicon.arabic(for: "stopped") == ["توقف"])
        #expect(lexicon.arabic(for: "studies") == ["دراسه"])
        #expect(lexicon.arabic(for: "zebra").isEmpty)
    }

    @Test func theLexiconServesOnlyWordsTheGlossaryDoesNotKnow() {
        let lexicon = EnglishLexicon(entries: ["stranger": ["الغريب"], "charity": ["الخيريه"]])
        let q = QueryAnalyzer(lexicon: lexicon).analyze("How should a stranger be welcomed in a mosque?")
        let stranger = q.concepts.first { $0.label == "stranger" }
        #expect(stranger?.fromLexicon == true)
        #expect(stranger?.forms.contains("غريب") == true && stranger?.forms.contains("كالغريب") == true)
        #expect(q.meaningText(for: "How should a stranger be welcomed in a mosque?").hasSuffix("الغريب"))
        // The glossary's own charity (الصدقة) wins over the dictionary's.
        let charity = QueryAnalyzer(lexicon: lexicon).analyze("What is the reward of charity?")
        #expect(charity.concepts.allSatisfy { !$0.fromLexicon })
        #expect(!charity.allForms.contains("الخيريه"))
        // Without a lexicon the word stays one the library cannot search, and is said so.
        let bare = QueryAnalyzer().analyze("How should a stranger be welcomed in a mosque?")
        #expect(bare.concepts.first { $0.label == "stranger" }?.isSearchable == false)
    }

    @Test func anImperativeStandsForTheVerbTheTextsUse() {
        // The dictionary says «إسرق» (steal!) and «إنزل» (descend!); the texts say «سرق», «ينزل».
        let vocabulary: Set<String> = ["سرق", "ينزل", "الاسلام"]
        #expect(EnglishLexiconBuilder.inTexts("اسرق", vocabulary) == "سرق")
        #expect(EnglishLexiconBuilder.inTexts("انزل", vocabulary) == "ينزل")
        #expect(EnglishLexiconBuilder.inTexts("اختر", vocabulary) == nil)
        // A word with the article is a noun, never an imperative.
        #expect(EnglishLexiconBuilder.inTexts("الحرير", vocabulary) == nil)
    }

    @Test func anIrregularVerbFindsItsBase() {
        let lexicon = EnglishLexicon(entries: ["steal": ["سرق"], "forgive": ["غفر"]])
        #expect(lexicon.arabic(for: "stolen") == ["سرق"])
        #expect(lexicon.arabic(for: "forgave") == ["غفر"])
        // A past form that is a word of its own keeps its own sense only.
        #expect(!EnglishLexicon.lemmas(of: "found").contains("find"))
    }

    @Test func anAdverbIsLookedForAsItsAdjective() {
        // "I proclaimed to them publicly and confided to them privately" quotes 71:8–9, whose
        // translation says "in public and in private".
        #expect(EnglishLexicon.lemmas(of: "publicly").contains("public"))
        #expect(EnglishLexicon.lemmas(of: "easily").contains("easy"))
        let verse = PassageKey(collection: .quran, sura: 71, number: 9)
        let english = TranslationPostings([verse: "And declared to them in public and in private,"])
        #expect(english.coverage(of: "publicly privately", in: [verse]) == 1)
        // A short word ending in "ly" is no adverb of a shorter one.
        #expect(!EnglishLexicon.lemmas(of: "early").contains("ear"))
        #expect(!EnglishLexicon.lemmas(of: "holy").contains("ho"))
    }

    @Test func aMisspeltWordIsLookedForAsTheWordMeant() {
        let lexicon = EnglishLexicon(entries: ["hapen": ["حدث"], "receive": ["استلم"], "believe": ["صدق"], "bars": ["الحانات"]])
        #expect(lexicon.correction(of: Glossary.loose("happend")) == "hapened")
        #expect(lexicon.correction(of: "recieve") == "receive")
        #expect(lexicon.correction(of: "beleive") == "believe")
        // A word it knows, a short word and a name are left alone.
        #expect(lexicon.correction(of: "receive") == nil)
        #expect(lexicon.correction(of: "cars") == nil)
        let q = QueryAnalyzer(lexicon: lexicon).analyze("What did they recieve when they did not beleive?")
        let received = q.concepts.first { $0.label == "recieve" }
        #expect(received?.fromLexicon == true && received?.forms.contains("استلم") == true, "\(q.concepts.map(\.label))")
        #expect(q.concepts.contains { $0.label == "beleive" && $0.fromLexicon })
        // "happend" is the question's own "happened", a frame word, before any word it may mean.
        #expect(!QueryAnalyzer(lexicon: lexicon).analyze("What happend to them?").concepts.contains { $0.label == "happend" })
        #expect(!QueryAnalyzer(lexicon: lexicon).analyze("Who was Recieve?").concepts.contains { $0.fromLexicon })
    }
}
