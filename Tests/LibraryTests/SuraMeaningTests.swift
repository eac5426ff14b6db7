import Foundation
import Testing
@testable import Library

/// A sura named by what its name means in English ("the chapter of the Cave") is the sura, as
/// its transliterated name is; a longer phrase or a hadith book's chapter is not.
@Suite struct SuraMeaningTests {
    @Test func aSuraNamedByItsMeaningIsTheSura() {
        #expect(SuraMeanings.rewritten("a man reciting the chapter of the Cave at night").text
                == "a man reciting surah al-Kahf at night")
        #expect(SuraMeanings.rewritten("What does Surah the Cow say about fasting?").text
                == "What does surah al-Baqarah say about fasting?")
        // The longest meaning wins.
        #expect(SuraMeanings.rewritten("the first verse of the chapter of the Night Journey").text
                == "the first verse of surah al-Isra")
        let q = QueryAnalyzer.explicitAyat("chapter of the Cave, verse 10", latin: Glossary.loose(
            SuraMeanings.rewritten("chapter of the Cave, verse 10").text).split(separator: " ").map(String.init), arabic: [])
        #expect(q.ayat == [AyaRef(sura: 18, aya: 10)], "\(q.ayat)")
        // What the question typed is what it names as not found.
        #expect(SuraMeanings.rewritten("the chapter of the Cave").typed[Glossary.loose("Kahf")] == "Cave")
    }

    @Test func aLongerPhraseOrAHadithBooksChapterIsNotASura() {
        for text in ["What is in the chapter of the night prayer?", "In Bukhari, the chapter of the Prophets",
                     "the surah about light and darkness", "Which chapter of the believers' faith is it?"] {
            #expect(SuraMeanings.rewritten(text).text == text)
        }
    }

    @Test func aClaimNamingASuraByItsMeaningClaimsThatSura() {
        #expect(AttributionReader.sura(in: "from surah the Cave") == 18)
    }
}
