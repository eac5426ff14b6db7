import Domain
import Testing
@testable import Library

@Suite struct GlossaryTests {
    @Test func bundledGlossaryHasAtLeast300Entries() {
        let g = Glossary.bundled
        #expect(g.entries.count >= 300)
        for e in g.entries {
            #expect(!e.terms.isEmpty && !e.arabic.isEmpty)
            // Every Arabic term yields search tokens, and every reference parses.
            for a in e.arabic { #expect(!ArabicNormalizer.tokens(a).isEmpty, "\(a)") }
            for r in e.refs ?? [] { #expect(!AyaRef.parse(r).isEmpty, "\(r)") }
        }
    }

    @Test(arguments: [
        ("salah", "صلاه"), ("Ṣalāt", "صلاه"), ("salaah", "صلاه"), ("prayers", "صلاه"),
        ("wudu", "الوضوء"), ("wudhu", "الوضوء"), ("zakat", "الزكاه"), ("zakaah", "الزكاه"),
        ("fasting", "الصيام"), ("sawm", "الصوم"), ("Ramadhan", "رمضان"), ("hajj", "الحج"),
        ("patience", "الصبر"), ("sabr", "الصبر"), ("intentions", "النيات"), ("niyyah", "النيات"),
    ])
    func spellingsMapToArabic(spelling: String, arabic: String) {
        let q = QueryAnalyzer().analyze("What about \(spelling)?")
        #expect(q.allForms.contains(arabic) || q.concepts.contains { $0.phrases.contains { $0.contains(arabic) } },
                "\(q.concepts.map(\.label))")
    }

    @Test func longestSpellingWins() {
        let m = Glossary.bundled.matches(in: "the friday prayer")
        #expect(m.first?.arabic.contains("الجمعة") == true)
    }

    @Test func namedPassagesGiveTheirAyat() {
        #expect(QueryAnalyzer().analyze("Ayat al-Kursi").ayat == [AyaRef(sura: 2, aya: 255)])
        #expect(QueryAnalyzer().analyze("explain 2:255-256").ayat.count == 2)
        #expect(QueryAnalyzer().analyze("Surah Al-Baqarah, ayah 286").ayat == [AyaRef(sura: 2, aya: 286)])
        #expect(QueryAnalyzer().analyze("سورة آل عمران الآية ٩٧").ayat == [AyaRef(sura: 3, aya: 97)])
        #expect(QueryAnalyzer().analyze("verse 999:1").ayat.isEmpty)
    }

    @Test func looseFoldsSpellings() {
        #expect(Glossary.loose("Al-Fātiḥah") == Glossary.loose("al fatiha"))
        #expect(Glossary.loose("Qur'an") == "quran")
    }

    @Test func queriesAreQuotedForFTS() {
        let c = Concept(label: "x", forms: ["صلاه", "\"x"], phrases: [["الحي", "القيوم"]])
        #expect(c.matnExpression == #"matn : ("""x" OR "صلاه" OR "الحي القيوم")"#)
        #expect(Concept(label: "smoking", forms: []).matnExpression == nil)
    }

    @Test func everyWeakEntryHasCuesAndEveryAbsentOneIsMeant() {
        for e in Glossary.bundled.entries {
            if e.weak != nil { #expect(!(e.cues ?? []).isEmpty, "\(e.terms)") }
            for a in e.arabic + (e.weak ?? []) + (e.ask ?? []) {
                #expect(!ArabicNormalizer.tokens(a.hasPrefix("=") ? String(a.dropFirst()) : a).isEmpty, "\(a)")
            }
        }
    }
}
