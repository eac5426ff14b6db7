import Domain
import Foundation
import Testing
@testable import Library

/// The fact-checker on the fixture corpus: each verdict, the canonical text and difference,
/// attribution, and the quotations found in a text.
@Suite struct FactCheckTests {
    static let checker: FactChecker? = FixtureLibrary.index.flatMap { try? FactChecker(index: $0) }

    func check(_ text: String) throws -> FactCheckClaim {
        let checker = try #require(Self.checker)
        let report = checker.check(text)
        #expect(report.claims.count == 1, "\(report.claims.map(\.text))")
        return try #require(report.claims.first)
    }

    @Test func anExactHadithIsAuthenticWithItsVowelledText() throws {
        let c = try check("قال رسول الله ﷺ: «إنما الأعمال بالنيات، وإنما لكل امرئ ما نوى»")
        #expect(c.verdict == .authentic)
        #expect(c.reference?.key == "bukhari:1")
        #expect(c.reference?.number == 1)
        #expect(c.canonical?.contains("بِالنِّيَّاتِ") == true)
        #expect(c.confidence >= 0.9)
        #expect(c.difference.isEmpty)
    }

    @Test func uthmaniSpellingAndHarakatAreIgnored() throws {
        let c = try check("ٱلْحَمْدُ لِلَّهِ رَبِّ ٱلْعَٰلَمِينَ")
        #expect(c.verdict == .authentic)
        #expect(c.reference?.key == "quran:1:2")
    }

    @Test func consecutiveAyatAreOneQuotation() throws {
        let c = try check("﴿الحمد لله رب العالمين الرحمن الرحيم مالك يوم الدين﴾")
        #expect(c.verdict == .authentic)
        #expect(c.reference?.sura == 1)
        #expect(c.reference?.aya == 2)
        #expect(c.reference?.ayaEnd == 4)
        #expect(c.reference?.title == "Qur'an, Al-Fatiha 1:2–4" || c.reference?.title.contains("1:2–4") == true)
    }

    @Test func aPartOfAnAyaIsAuthentic() throws {
        let c = try check("قال تعالى: ﴿لا إكراه في الدين﴾")
        #expect(c.verdict == .authentic)
        #expect(c.reference?.key == "quran:2:256")
    }

    @Test func addedWordsAreAnAlterationWithTheCanonicalTextAndTheDifference() throws {
        let c = try check("قال رسول الله ﷺ: «خيركم من تعلم القرآن وعلمه للناس»")
        #expect(c.verdict == .altered)
        #expect(c.reference?.key == "bukhari:5027")
        #expect(ArabicNormalizer.tokens(c.canonical ?? "").joined(separator: " ") == "خيركم من تعلم القران وعلمه")
        #expect(c.difference.contains(WordDifference(kind: .added, quoted: "للناس", canonical: nil)))
        #expect(c.difference.rendered().contains("[+للناس]"))
    }

    @Test func aChangedWordIsPairedWithItsCanonicalWord() throws {
        let c = try check("﴿الله لا إله إلا هو الحي القيوم لا تأخذه سنة ولا نعاس﴾")
        #expect(c.verdict == .altered)
        #expect(c.reference?.key == "quran:2:255")
        #expect(c.difference.contains(WordDifference(kind: .changed, quoted: "نعاس", canonical: "نوم")))
    }

    @Test func anAyasEndingTakenFromAnotherIsItsEndingChanged() throws {
        // 2:256 ends «والله سميع عليم»; «غفور رحيم» ends other ayat.
        let c = try check("﴿فمن يكفر بالطاغوت ويؤمن بالله فقد استمسك بالعروة الوثقى لا انفصام لها والله غفور رحيم﴾")
        #expect(c.verdict == .altered)
        #expect(c.reference?.key == "quran:2:256")
        #expect(c.difference.contains(WordDifference(kind: .changed, quoted: "غفور", canonical: "سميع")), "\(c.difference)")
        #expect(c.difference.contains(WordDifference(kind: .changed, quoted: "رحيم", canonical: "عليم")))
        #expect(c.canonical?.hasSuffix("عَلِيمٌ") == true || ArabicNormalizer.tokens(c.canonical ?? "").last == "عليم")
    }

    @Test func aHadithClausesLastWordChangedIsPairedWithIt() throws {
        // «… ما نوى، فمن كانت …»: the clause ends after «نوى».
        let c = try check("قال رسول الله ﷺ: «إنما الأعمال بالنيات وإنما لكل امرئ ما عمل»")
        #expect(c.verdict == .altered)
        #expect(c.difference.contains(WordDifference(kind: .changed, quoted: "عمل", canonical: "نوي")), "\(c.difference)")
        #expect(ArabicNormalizer.tokens(c.canonical ?? "").last == "نوي", "\(c.canonical ?? "")")
        // A word after which the clause goes on is added.
        let d = try check("قال رسول الله ﷺ: «إنما الأعمال بالنيات وإنما لكل امرئ عمله»")
        #expect(d.difference.contains(WordDifference(kind: .added, quoted: "عمله", canonical: nil)), "\(d.difference)")
    }

    @Test func aSuraNamedOnTheLastLineIsTheClaimNotTheQuotation() throws {
        let c = try check("فمن يكفر بالطاغوت ويؤمن بالله فقد استمسك بالعروة الوثقى\nسورة البقرة")
        #expect(c.verdict == .authentic, "\(c.difference)")
        #expect(c.reference?.key == "quran:2:256")
        let wrong = try check("فمن يكفر بالطاغوت ويؤمن بالله فقد استمسك بالعروة الوثقى\nسورة النساء")
        #expect(wrong.verdict == .misattributed)
    }

    @Test func aHadithPresentedAsQuranIsMisattributed() throws {
        let c = try check("قال تعالى: ﴿إنما الأعمال بالنيات﴾")
        #expect(c.verdict == .misattributed)
        #expect(c.reference?.collection == .bukhari)
        #expect(c.claimedSource == "quran")
    }

    @Test func theWrongBookIsMisattributed() throws {
        let c = try check("«خيركم من تعلم القرآن وعلمه» رواه مسلم")
        #expect(c.verdict == .misattributed)
        #expect(c.reference?.key == "bukhari:5027")
        #expect(c.claimedSource == "muslim")
    }

    @Test func theRightBookIsAuthentic() throws {
        let c = try check("«خيركم من تعلم القرآن وعلمه» رواه البخاري")
        #expect(c.verdict == .authentic)
    }

    @Test func theWrongAyaNumberIsMisattributed() throws {
        let c = try check("﴿لا إكراه في الدين﴾ (البقرة: 255)")
        #expect(c.verdict == .misattributed)
        #expect(c.reference?.key == "quran:2:256")
        #expect(c.claimedSource == "quran:2:255")
    }

    @Test func aVersePresentedAsTheProphetsWordsIsMisattributed() throws {
        let c = try check("قال رسول الله ﷺ: «الله لا إله إلا هو الحي القيوم لا تأخذه سنة ولا نوم»")
        #expect(c.verdict == .misattributed)
        #expect(c.reference?.collection == .quran)
        #expect(c.claimedSource == "prophet")
    }

    @Test func aSayingTheBooksDoNotHaveIsNotFound() throws {
        let c = try check("قال رسول الله ﷺ: «اطلبوا العلم ولو في الصين»")
        #expect(c.verdict == .notFound)
        #expect(c.reference == nil)
        #expect(c.canonical == nil)
    }

    @Test func quotationsAreFoundBetweenMarksAndAfterMarkers() {
        let text = "قال تعالى: ﴿لا إكراه في الدين﴾ وقال رسول الله ﷺ: «إنما الأعمال بالنيات» رواه البخاري."
        let found = QuotationExtractor.quotations(in: text)
        #expect(found.map(\.text) == ["لا إكراه في الدين", "إنما الأعمال بالنيات"])
        #expect(found.first?.attribution.speaker == .quran)
        #expect(found.last?.attribution.speaker == .prophet)
        #expect(found.last?.attribution.collections == [.bukhari])
        let marker = QuotationExtractor.quotations(in: "The Prophet (peace be upon him) said: Actions are judged by intentions.")
        #expect(marker.map(\.text) == ["Actions are judged by intentions"])
        #expect(marker.first?.language == "en")
        #expect(marker.first?.attribution.speaker == .prophet)
        #expect(QuotationExtractor.quotations(in: "«الله أكبر»").isEmpty)
    }

    @Test func theSendersCommentAfterTheSayingIsNotAnAlteration() throws {
        // After the sentence's end, or after «، يعني»: the message's own words.
        for text in ["حديث عظيم: إنما الأعمال بالنيات، وإنما لكل امرئ ما نوى. انشروه يا جماعة",
                     "قال رسول الله ﷺ: إنما الأعمال بالنيات وإنما لكل امرئ ما نوى، يعني النية أهم شيء"] {
            let c = try check(text)
            #expect(c.verdict == .authentic, "\(text): \(c.verdict)")
            #expect(!c.text.contains("انشروه") && !c.text.contains("يعني"), "\(c.text)")
        }
        // After the last aya's number, or on a line of its own: a prayer after the verses.
        for text in ["الحمد لله رب العالمين (2) الرحمن الرحيم (3) مالك يوم الدين (4)\nاللهم تقبل منا", "إنما الأعمال بالنيات وإنما لكل امرئ ما نوى\nجزاكم الله خيرا"] {
            let c = try check(text)
            #expect(c.verdict == .authentic, "\(text): \(c.verdict)")
        }
        // A word changed in the saying itself is still an alteration, comment or not.
        let changed = try check("قال رسول الله ﷺ: إنما الأعمال بالنيات وإنما لكل امرئ ما عمل. انشروه يا جماعة")
        #expect(changed.verdict == .altered, "\(changed.verdict)")
    }

    @Test func aSourceAfterADashIsTheClaimNotTheQuotation() {
        // The whole text is the quotation when its quoted part is too short to be one; the
        // source after the dash is what it claims («رواه مسلم»), not words of the saying.
        let found = QuotationExtractor.quotations(in: "«الدين النصيحة» قلنا لمن؟ قال لله ولكتابه ولرسوله — رواه مسلم")
        #expect(found.count == 1)
        #expect(found.first.map { !$0.text.contains("رواه") } == true, "\(found.map(\.text))")
        #expect(found.first?.attribution.collections == [.muslim])
    }

    @Test func anEnglishSourceAfterADashOrInBracketsIsTheClaim() {
        // "- narrated by Bukhari." and "(Bukhari)." name the book; they are not the saying's words.
        for text in ["A Muslim is the one from whose tongue and hand the Muslims are safe - narrated by Bukhari.",
                     "The Prophet said: A Muslim is the one from whose tongue and hand the Muslims are safe (Bukhari).",
                     "The Prophet said: A Muslim is the one from whose tongue and hand the Muslims are safe — Sahih al-Bukhari"] {
            let found = QuotationExtractor.quotations(in: text)
            #expect(found.first?.text == "A Muslim is the one from whose tongue and hand the Muslims are safe", "\(found.map(\.text))")
            #expect(found.first?.attribution.collections == [.bukhari])
        }
        // A dash inside the saying is the saying's.
        let inside = QuotationExtractor.quotations(in: "The Prophet said: be in this world as a stranger - or a traveller")
        #expect(inside.first?.text.hasSuffix("or a traveller") == true)
    }

    @Test func aGlossaryTermThatIsOneSayingNamesIt() {
        let text = Concept(label: "tongue and hand", forms: [], phrases: [["المسلم", "من", "سلم", "المسلمون", "من", "لسانه", "ويده"]])
        #expect(FactChecker.isText(text))
        let word = Concept(label: "martyr", forms: ["الشهيد"], phrases: [["قتل", "في", "سبيل", "الله"]])
        #expect(!FactChecker.isText(word))
    }

    @Test func aSayingTheGlossaryKnowsTheBooksLackIsNotFound() throws {
        // Passages sharing its words (the martyrs, «إنما الأعمال») are not its source.
        let en = try check("The Prophet said: the ink of the scholar is holier than the blood of the martyr.")
        #expect(en.verdict == .notFound && en.byMeaning)
        #expect(en.reference == nil)
        let ar = try check("قال ﷺ: «مداد العلماء أفضل من دم الشهداء»")
        #expect(ar.verdict == .notFound)
        let checker = try #require(Self.checker)
        let sayings = checker.retriever.analyzer.glossary.unfoundSayings
        #expect(sayings.said(in: QuoteWords.tokens("وقال: طلب العلم فريضة على كل مسلم ومسلمة")) != nil)
        #expect(sayings.said(in: QuoteWords.tokens("طلب العلم فريضة")) == nil)
        #expect(Glossary.bundled.unfoundSayings.sayings.count >= 30)
        // Asked of in Arabic without quotation marks, it is named as not found, not answered
        // with passages sharing its words.
        let r = Retriever(index: try #require(FixtureLibrary.index))
        #expect(r.knownUnfoundSaying(in: "هل حديث الجنة تحت أقدام الأمهات صحيح؟") == "الجنة تحت أقدام الأمهات")
        #expect(r.knownUnfoundSaying(in: "ما فضل الجنة؟") == nil)
        // Named by its keys as what an English question asks about, it is answered the same way.
        let camel = try r.answer("tie your camel and trust in Allah - where is that hadith from")
        #expect(camel.abstained && camel.unfoundSaying == "tie your camel and trust in Allah")
        #expect(try r.answer("what does islam say about honouring parents").unfoundSaying == nil)
    }

    @Test func aReportTakesTheWorstVerdict() throws {
        let checker = try #require(Self.checker)
        let report = checker.check("قال تعالى: ﴿لا إكراه في الدين﴾ وقال ﷺ: «اطلبوا العلم ولو في الصين»")
        #expect(report.claims.map(\.verdict) == [.authentic, .notFound])
        #expect(report.verdict == .notFound)
    }

    @Test func theMarkdownNamesEveryVerdictInWordsAndSymbols() throws {
        let checker = try #require(Self.checker)
        let report = checker.check("«خيركم من تعلم القرآن وعلمه للناس» وقال ﷺ: «اطلبوا العلم ولو في الصين»")
        let en = FactCheckComposer.compose(report, language: .en).text
        #expect(en.contains("**VERDICT:** ? Not found"))
        #expect(en.contains("**CLAIMS:**"))
        #expect(en.contains("≠ Altered"))
        #expect(en.contains("[+للناس]"))
        #expect(en.contains("https://sunnah.com/bukhari:5027"))
        let ar = FactCheckComposer.compose(report, language: .ar).text
        #expect(ar.contains("غير موجود"))
        #expect(ar.contains("محرَّف"))
        #expect(ar.contains("الفرق"))
    }

    @Test func theJSONHasTheIssuesShape() throws {
        let checker = try #require(Self.checker)
        let object = FactCheckJSON.object(checker.check("«خيركم من تعلم القرآن وعلمه للناس»"))
        #expect(object["verdict"] as? String == "altered")
        let claim = try #require((object["claims"] as? [[String: Any]])?.first)
        #expect(claim["verdict"] as? String == "altered")
        #expect((claim["reference"] as? [String: Any])?["collection"] as? String == "bukhari")
        #expect(claim["canonical"] is String)
        #expect((claim["difference"] as? [[String: Any]])?.isEmpty == false)
        #expect((claim["sources"] as? [[String: Any]])?.isEmpty == false)
        #expect(JSONSerialization.isValidJSONObject(object))
    }

    @Test func theServerStreamsTheVerdict() async throws {
        try await ServerTests.withServer { http in
            let r = try await http.send("POST", "/api/chat/confirm-factcheck",
                                        json: #"{"reviewed_text":"قال تعالى: ﴿إنما الأعمال بالنيات﴾","#
                                            + #""image_url":"","language_preference":"en"}"#)
            #expect(r.status == 200)
            let events = RawHTTP.events(r.text).compactMap { $0 as? [String: Any] }
            let types = events.compactMap { $0["type"] as? String }
            #expect(types.first == "metadata")
            #expect(types.contains("chunk"))
            #expect(types.contains("fact_check_result"))
            #expect(types.last == "done")
            let result = events.first { $0["type"] as? String == "fact_check_result" }
            #expect(result?["verdict"] as? String == "misattributed")
            let done = events.last
            #expect((done?["full_answer"] as? String)?.contains("VERDICT") == true)
            let bad = try await http.send("POST", "/api/chat/confirm-factcheck", json: #"{"image_url":"x"}"#)
            #expect(bad.status == 400)
        }
    }
}
