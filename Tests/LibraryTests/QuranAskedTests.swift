import Testing
@testable import Library

/// A question asking what the Qur'an says wants a verse: a hadith on the same words answers
/// another question (`Scorer.quranAskedBonus`).
@Suite struct QuranAskedTests {
    @Test func aQuestionNamingTheQuranRanksTheVerseAboveTheHadith() throws {
        let verse = Passage(collection: .quran, sura: 2, aya: 153, text: "يا أيها الذين آمنوا استعينوا بالصبر والصلاة إن الله مع الصابرين")
        let hadith = TinyIndex.bukhari(["قال رسول الله صلى الله عليه وسلم الصبر ضياء والصلاة نور والصبر عند الصدمة الأولى"], book: 2)
        let r = Retriever(index: try TinyIndex.build("quran-asked", [verse] + hadith))
        let weighted = try r.weigh(QueryAnalyzer().analyze("ماذا قال القرآن عن الصبر والصلاة؟").concepts)
        func score(_ key: String, quran: Bool) throws -> Double {
            let hit = try #require(try r.index.passage(key: key))
            let s = Scorer(concepts: weighted, intent: .general, mentionsQuran: quran, averageLength: r.index.averageMatnWords)
            return try #require(s.rank(hit, meaningRank: nil)).score
        }
        let hadithKey = hadith[0].key
        #expect(try score("quran:2:153", quran: true) - score("quran:2:153", quran: false) == Scorer.quranAskedBonus)
        #expect(try score(hadithKey, quran: true) == score(hadithKey, quran: false))
        #expect(QueryAnalyzer().analyze("ماذا قال القرآن عن الصبر والصلاة؟").mentionsQuran)
    }
}
