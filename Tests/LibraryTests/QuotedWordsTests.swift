import Foundation
import Testing
@testable import Library

/// An English question quoting the text it asks about wants that text: when no passage has
/// most of the quotation's words, the books do not have it, and the answer says so rather than
/// offering passages that share the question's other words.
@Suite struct QuotedWordsTests {
    private static func retriever() throws -> Retriever {
        let fasting = TinyIndex.bukhari(["كان النبي يفطر على رطبات ويدعو عند فطره",
                                         "للصائم فرحتان فرحة عند فطره وفرحة عند لقاء ربه",
                                         "من فطر صائما كان له مثل أجره"], book: 30)
        // The quotation's words are in the texts, only never together: nothing is absent.
        let index = try TinyIndex.build("quoted-words", fasting,
                                        others: TinyIndex.unrelated + ["قطعت العروق في القتال", "ابتلت الأرض من المطر", "أصابهم الظمأ في السفر", "ذهب إلى السوق"])
        let lexicon = EnglishLexicon(entries: ["veins": ["العروق"], "moistened": ["ابتلت"], "thirst": ["الظمأ"],
                                               "gone": ["ذهب"], "joys": ["فرحتان"], "meeting": ["لقاء"], "lord": ["ربه"]])
        return Retriever(index: index, analyzer: QueryAnalyzer(lexicon: lexicon))
    }

    @Test func aQuotationTheBooksDoNotHaveIsNamedNotAnswered() throws {
        let r = try Self.retriever().answer(
            "What is the dua for breaking the fast, the one that says the thirst is gone and the veins are moistened?")
        #expect(r.abstained, "\(r.passages.map(\.hit.passage.key))")
        let quoted: Set<String> = ["thirst", "gone", "veins", "moistened"]
        #expect(!r.notFound.isEmpty && r.notFound.allSatisfy { quoted.contains($0.label) }, "\(r.notFound.map(\.label))")
    }

    @Test func aQuotationAPassageHasIsAnswered() throws {
        let r = try Self.retriever().answer("Which hadith says \"two joys: at breaking the fast and at meeting his lord\"?")
        #expect(r.passages.first?.hit.passage.key == "bukhari:2", "\(r.passages.map(\.hit.passage.key)) \(r.notFound.map(\.label))")
    }

    @Test func quotedWordsAreWhatIsBetweenQuotationMarksOrAfterSays() {
        #expect(Retriever.quotedWords(in: "the one that says the veins are moistened") == ["the", "veins", "are", "moistened"])
        #expect(Retriever.quotedWords(in: "what does 'innaka afuwwun' mean") == [Glossary.loose("innaka"), Glossary.loose("afuwwun")])
        // An apostrophe inside a word opens nothing.
        #expect(Retriever.quotedWords(in: "what's the Prophet's dua") .isEmpty)
    }

    @Test func aHeavyKeyWordDoesNotStandForTheRestOfTheQuotation() {
        // "the ink of the scholar is holier than the blood of the martyr": the martyrs' key
        // weighs more than the other words together; a passage having it alone has one of four.
        let names = ["martyr", "scholar", "blood", "ink"]
        let quote = names.enumerated().map { i, n in
            WeightedConcept(concept: Concept(label: n, forms: ["x\(i)"]), weight: i == 0 ? 13 : 3, expression: nil, documents: 5)
        }
        let hit = SearchHit(passage: Passage(collection: .bukhari, book: 1, inBook: 1, number: 2829, text: "الشهداء خمسة",
                                             key: "bukhari:2829"), score: -1)
        let martyrs = RankedPassage(hit: hit, score: 1, coverage: 0.6, matched: [quote[0].concept])
        #expect(Retriever.unfoundQuotation(quote, in: [martyrs])?.map(\.label) == ["scholar", "blood", "ink"])
        // Half of it, by weight and by count, is the quotation found.
        let half = RankedPassage(hit: hit, score: 1, coverage: 0.8, matched: [quote[0].concept, quote[1].concept])
        #expect(Retriever.unfoundQuotation(quote, in: [half]) == nil)
    }

    @Test func arabicInLatinLettersIsNoQuotationToJudgeByItsWords() {
        let question = "the dua starting 'allahumma lakal hamd anta qayyimus samawati wal ard'?"
        func weighted(_ labels: [String], latin: Set<String>) -> [WeightedConcept] {
            labels.enumerated().map { i, n in
                var c = Concept(label: n, forms: ["x\(i)"])
                if latin.contains(n) { c.latinName = n }
                return WeightedConcept(concept: c, weight: 3, expression: nil, documents: 5)
            }
        }
        let words = ["allahumma", "lakal", "hamd", "anta", "qayyimus", "samawati", "wal", "ard"]
        // Half of its words spelled against the texts: a transliteration, not judged absent.
        #expect(Retriever.quotedConcepts(question, weighted(words, latin: ["allahumma", "lakal", "qayyimus", "samawati"])) == nil)
        // English words in quotation marks are judged as before.
        #expect(Retriever.quotedConcepts(question, weighted(words, latin: ["qayyimus"]))?.count == words.count)
    }
}
