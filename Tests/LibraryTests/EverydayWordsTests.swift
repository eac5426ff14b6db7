import Domain
import Foundation
import Testing
@testable import Library

/// Everyday words a new user types that the analyser used to misread: "wash" taken for the
/// filler "was", «ولي» (guardian) for «و» + «لي», «زكاتي» (my zakat) matched only as typed,
/// a key's "don't" missing a question's "dont", an Arabic key whose entry's own words went unused.
@Suite struct EverydayWordsTests {
    let analyzer = QueryAnalyzer()

    private func labels(_ question: String) -> [String] {
        analyzer.analyze(question).concepts.filter { !$0.fromContext }.map(\.label)
    }

    @Test func looseSpellingKeepsTheHThatMakesAnotherWord() {
        // "salah" is "sala", but "wash" is not the filler "was", nor "hash" "has".
        #expect(Glossary.loose("salah") == "sala")
        #expect(Glossary.loose("wash") == "wash")
        #expect(Glossary.loose("hash") == "hash")
        #expect(labels("how to wash the dead").contains("wash"))
        #expect(labels("is hash haram").contains("hash"))
    }

    @Test func waliIsNotAndToMe() {
        // «ولي» read as «و» + the filler «لي» left «الزواج من غير ولي» asking about marriage alone.
        #expect(labels("هل يجوز الزواج من غير ولي").contains("ولي"))
        #expect(analyzer.analyze("هل يجوز الزواج من غير ولي").ayat.contains(AyaRef(sura: 2, aya: 232)))
    }

    @Test func aPossessedNounIsTheNoun() {
        #expect(QueryAnalyzer.possessedNoun("زكاتي") == ["زكاه", "الزكاه"])
        #expect(QueryAnalyzer.possessedNoun("صلاتكم") == ["صلاه", "الصلاه"])
        #expect(QueryAnalyzer.possessedNoun("بيت").isEmpty)
        // «زكاتي» is the zakat entry: its forms are the texts' «الزكاة», «الزكاه».
        let zakat = analyzer.analyze("هل تجب زكاتي").concepts.first { $0.label == "زكاتي" }
        #expect(zakat?.forms.contains("الزكاه") == true)
    }

    @Test func aKeyWithAContractionMatchesItTypedWithoutTheApostrophe() {
        // "dont" is read as "do not" (`EnglishInformal`); the key says "don't".
        for q in ["can i sell what i don't own", "can i sell something i dont own yet"] {
            let phrases = analyzer.analyze(q).concepts.flatMap(\.phrases)
            #expect(phrases.contains(ArabicNormalizer.tokens("من ابتاع طعاما فلا يبعه حتى يستوفيه")), "\(q)")
        }
    }

    @Test func anArabicKeysEntryLendsItsOwnWords() {
        // «يعطس» is a key of the sneezing entry: «عطس» and «العطاس» count for it, not only the
        // entry's phrases (it found one passage of twelve).
        let sneeze = analyzer.analyze("شو بقول لما حدا يعطس").concepts.first { $0.label == "يعطس" }
        #expect(sneeze?.forms.contains("عطس") == true)
        #expect(sneeze?.forms.contains("العطاس") == true)
        // «بقول» (I say, Levantine) frames the question; it is not a topic.
        #expect(!labels("شو بقول لما حدا يعطس").contains("بقول"))
    }

    @Test func aPhraseUsedOfAnythingIsNotTheSneezingEntrysText() {
        // «يرحمك الله» is said to anyone; passages with it alone are not about sneezing.
        let sneeze = analyzer.analyze("what to say when someone sneezes").concepts.first { $0.gloss == "sneezing" }
        #expect(sneeze?.phrases.contains(ArabicNormalizer.tokens("يرحمك الله")) == false)
    }

    @Test func theDowryIsNotAProstitutesEarnings() {
        // «مهر البغي» has «مهر» without a word of marriage: the weak word needs one.
        let mahr = analyzer.analyze("how much should the mahr be").concepts.first { $0.label == "mahr" }
        #expect(mahr?.forms.contains("مهر") == false)
        #expect(mahr?.weakForms.contains("مهر") == true)
    }
}
