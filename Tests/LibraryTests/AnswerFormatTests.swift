import Foundation
import Testing
@testable import Library

/// The answer's sources section against protocol.md §9. The app's own parser (Domain's
/// AnswerParser) is being written in parallel; until it lands these tests apply §9.2's header
/// pattern and §9.5's format e directly.
@Suite struct AnswerFormatTests {
    static let header = try! NSRegularExpression(
        pattern: #"^#*\s*(?:المصادر|Sources)(?:\s*/\s*(?:Sources|المصادر))?\s*:?$"#, options: [.caseInsensitive])
    static let formatE = try! NSRegularExpression(pattern: #"^\[([^\]]+)\]\s*[-–—]\s*(https?://\S+)"#)

    /// (body, [(title, url)]) per §9.2–9.5 for lines in format e.
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

    @Test func sourcesParseBackInBothLanguages() {
        let hits = [
            Self.hit(Passage(collection: .quran, sura: 2, aya: 255, text: "اللَّهُ لَا إِلَـٰهَ إِلَّا هُوَ")),
            Self.hit(Passage(collection: .bukhari, book: 1, inBook: 1, number: 1, text: "إِنَّمَا الْأَعْمَالُ بِالنِّيَّاتِ")),
            Self.hit(Passage(collection: .muslim, book: 1, inBook: 1, number: 93, text: "بَيْنَمَا نَحْنُ")),
        ]
        let ar = Self.parse(AnswerComposer.compose(hits: hits, language: .ar).text)
        #expect(ar.1.map(\.0) == ["القرآن الكريم، سورة البقرة، الآية 255", "صحيح البخاري، الحديث 1",
                                  "صحيح مسلم، الكتاب 1، الحديث 1"])
        #expect(ar.1.map(\.1) == ["https://tanzil.net/#2:255", "https://shamela.ws/book/1681",
                                  "https://shamela.ws/book/1727"])
        let en = Self.parse(AnswerComposer.compose(hits: hits, language: .en).text)
        #expect(en.1.map(\.0) == ["Qur'an, Sura 2 (Baqarah), verse 255", "Sahih al-Bukhari, hadith 1",
                                  "Sahih Muslim, book 1, hadith 1"])
        #expect(en.0.hasPrefix("These are the passages of the offline library"))
        #expect(en.0.contains("> إِنَّمَا الْأَعْمَالُ بِالنِّيَّاتِ"))
        #expect(en.0.contains("#### Sahih al-Bukhari, hadith 1"))
        // Muslim's hadith-api sequence number is never shown.
        #expect(!en.0.contains("93") && !ar.0.contains("93"))
    }

    @Test func muslimIntroductionIsNamed() {
        let p = Passage(collection: .muslim, book: 0, inBook: 3, number: 3, text: "x")
        #expect(AnswerComposer.reference(p, .ar) == "صحيح مسلم، المقدمة، الحديث 3")
    }

    @Test func nothingFoundHasNoSourcesAndNoPassage() {
        for l in AnswerLanguage.allCases {
            let answer = AnswerComposer.compose(hits: [], language: l).text
            let parsed = Self.parse(answer)
            #expect(parsed.1.isEmpty)
            #expect(!answer.contains(">"))
        }
    }

    @Test func longHadithIsQuotedFromItsMatnAndCut() {
        let isnad = String(repeating: "حدثنا فلان عن فلان ", count: 40)
        let text = isnad + "قال رسول الله صلى الله عليه وسلم " + String(repeating: "كلمة ", count: 300)
        let p = Passage(collection: .bukhari, number: 5, text: text)
        let t = PassageText(p)
        let q = AnswerComposer.quote(SearchHit(passage: p, score: -1, matnWordIndex: t.matnWordIndex))
        #expect(q.hasPrefix("… صلى"))
        #expect(q.hasSuffix(" …"))
        #expect(q.count <= AnswerComposer.maxQuote + 2)
    }

    @Test func ayatAreQuotedWhole() {
        let long = String(repeating: "وَ", count: 1000)
        let q = AnswerComposer.quote(Self.hit(Passage(collection: .quran, sura: 2, aya: 282, text: long)))
        #expect(q == long)
    }

    @Test func languageFollowsThePreferenceThenTheScript() {
        #expect(AnswerLanguage.resolve(preference: "ar", question: "hello") == .ar)
        #expect(AnswerLanguage.resolve(preference: nil, question: "ما الصبر") == .ar)
        #expect(AnswerLanguage.resolve(preference: "fr", question: "what") == .en)
    }

    @Test func fixtureAnswerEndToEnd() throws {
        let retriever = try #require(FixtureLibrary.retriever)
        let answer = AnswerComposer.compose(hits: try retriever.search("Ayat al-Kursi"), language: .ar).text
        let parsed = Self.parse(answer)
        #expect(parsed.1.first?.1 == "https://tanzil.net/#2:255")
        #expect(parsed.0.contains("ٱللَّهُ لَآ إِلَـٰهَ") || parsed.0.contains("اللَّهُ لَا إِلَـٰهَ"))
    }
}
