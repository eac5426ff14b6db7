import Domain
import Foundation
import Testing
@testable import Library

/// How messages name a saying's source and speaker as they circulate: after dots, after «-
/// حديث صحيح», with no mark at all («… رواه البخاري في صحيحه»), a heading before a colon, the
/// spoken «بيقول», and a word moved at the saying's end.
@Suite struct ClaimSourceAfterTests {
    /// The text's one quotation, as `ClaimLeadInTests` reads it.
    func quotation(_ text: String) throws -> Quotation { try ClaimLeadInTests().quotation(text) }

    @Test func aSourceAfterDotsOrADashIsNotPartOfTheSaying() throws {
        let dots = try quotation("لا يقولن احدكم خبثت نفسي ولكن ليقل لقست نفسي .. متفق عليه")
        #expect(dots.text == "لا يقولن احدكم خبثت نفسي ولكن ليقل لقست نفسي", "\(dots.text)")
        #expect(dots.attribution.collections == [.bukhari, .muslim], "\(dots.attribution.collections)")
        let grade = try quotation("اذا قام احدكم من الليل فليفتتح صلاته بركعتين خفيفتين - حديث صحيح")
        #expect(grade.text == "اذا قام احدكم من الليل فليفتتح صلاته بركعتين خفيفتين", "\(grade.text)")
    }

    @Test func aSayingOfTheProphetAfterADashIsTheSpeaker() throws {
        let q = try quotation("Fast, you'll get healthier — a saying of the Prophet ﷺ")
        #expect(q.text == "Fast, you'll get healthier", "\(q.text)")
        #expect(q.attribution.speaker == .prophet)
    }

    @Test func aBookNamedWithNoMarkBeforeItIsTheSource() throws {
        let q = try quotation("قال النبي ﷺ هلك المتنطعون رواه البخاري في صحيحه")
        #expect(q.text == "هلك المتنطعون", "\(q.text)")
        #expect(q.attribution.collections == [.bukhari])
        // Two words are checked when a source or a speaker marks them as a saying, and not
        // otherwise: «الله أكبر» alone is in hundreds of passages.
        #expect(try quotation("الدين المعاملة .. حديث شريف").text == "الدين المعاملة")
        #expect(QuotationExtractor.quotations(in: "الدين المعاملة").isEmpty)
    }

    @Test func aBooksNameAfterTheSayingAndASymbolBeforeItAreTheSource() throws {
        let saying = "يوشك أن يكون خير مال المسلم غنم يتبع بها شعف الجبال ومواقع القطر يفر بدينه من الفتن"
        let ticked = try quotation(saying + " ✅ صحيح البخاري")
        #expect(ticked.text == saying, "\(ticked.text)")
        #expect(ticked.attribution.collections == [.bukhari])
        let bare = try quotation(saying + " صحيح مسلم")
        #expect(bare.text == saying, "\(bare.text)")
        #expect(bare.attribution.collections == [.muslim])
        #expect(try quotation(saying + " ✅ رواه البخاري").text == saying)
    }

    @Test func curlyBracketsSetOffAnAya() throws {
        let q = try quotation("{والمطلقات يتربصن ثلاثة قروء} صدق الله العظيم")
        #expect(q.text == "والمطلقات يتربصن ثلاثة قروء", "\(q.text)")
        #expect(q.attribution.speaker == .quran)
        // Not English between curly brackets: they are no aya's mark there.
        let en = QuotationExtractor.delimitedQuotations(in: "He wrote {be kind to your parents always} on the board")
        #expect(en.first?.attribution.speaker != .quran)
    }

    @Test func theFormulaClosingARecitationClaimsAVerse() throws {
        // A hadith quoted as Qur'an: the formula is the claim, not words of the saying.
        let q = try quotation("قال الله تعالى: انصر أخاك ظالماً أو مظلوماً صدق الله العظيم")
        #expect(q.text == "انصر أخاك ظالماً أو مظلوماً", "\(q.text)")
        #expect(q.attribution.speaker == .quran)
        let longer = try quotation("قال تعالى: إن الله مع الصابرين. صدق الله العلي العظيم")
        #expect(longer.text == "إن الله مع الصابرين", "\(longer.text)")
        // Named as the Prophet's, the saying stays his: the formula is the sender's habit.
        let prophet = try quotation("قال رسول الله ﷺ: انصر أخاك ظالما أو مظلوما صدق الله العظيم")
        #expect(prophet.attribution.speaker == .prophet)
        #expect(QuotationExtractor.withoutClosingFormula("صدق الله العظيم") == nil)
        // A listener's «صدق الله ورسوله» after a saying claims no verse.
        let listener = AttributionReader.read(before: "", after: "فقال: صدق الله ورسوله", ornate: false)
        #expect(listener.speaker != .quran)
    }

    @Test func aDefiniteNounsFinalAlifMaqsuraMayBeWrittenAlif() {
        #expect(QuoteWords.looseHash(ArabicNormalizer.normalize("الزنى")) == QuoteWords.looseHash("الزنا"))
        #expect(QuoteWords.looseHash(ArabicNormalizer.normalize("الهدى")) == QuoteWords.looseHash("الهدا"))
        // Not an indefinite word («كتابي», "my book", is not «كتابا»), nor a short one.
        #expect(QuoteWords.looseHash("كتابي") != QuoteWords.looseHash("كتابا"))
        #expect(QuoteWords.looseHash("الذي") != QuoteWords.looseHash("الذ"))
    }

    @Test func aVersesNumberMayLeadTheText() throws {
        let q = try quotation("Quran 4:148 - Allah does not like evil words said out loud, except by someone who has been wronged.")
        #expect(q.text.hasPrefix("Allah does not like"), "\(q.text)")
        #expect(q.attribution.ayah?.sura == 4 && q.attribution.ayah?.aya == 148)
        #expect(try quotation("(Qur'an 2:286) Allah does not burden a soul beyond its capacity").attribution.ayah?.aya == 286)
        // A bare number with no mark after it may be the text's own ("3 things ..."), and is left.
        #expect(try quotation("3:16 things the Prophet loved were perfume and women").text.hasPrefix("3:16"))
    }

    @Test func aWordIsLookedForInItsOtherSpelling() {
        #expect(EnglishLexicon.spellings(of: "allah").contains("god"))
        #expect(EnglishLexicon.spellings(of: "honor").contains("honour"))
        #expect(EnglishLexicon.spellings(of: "neighbours").contains("neighbor"))
        #expect(!EnglishLexicon.spellings(of: "door").contains("dour"))
        #expect(!EnglishLexicon.spellings(of: "four").contains("for"))
        // A prophet as Muslims name him is the translations' English name; not the other way,
        // since the hadith's English names its narrators the Arabic way ("Abu Musa").
        #expect(EnglishLexicon.spellings(of: "dawud").contains("david"))
        #expect(EnglishLexicon.spellings(of: "Musa".lowercased()).contains("moses"))
        #expect(!EnglishLexicon.spellings(of: "moses").contains("musa"))
        let english = TranslationPostings([PassageKey(collection: .quran, sura: 34, number: 13):
            "Work, O family of David, with thanks: few of My servants are grateful."])
        #expect(english.coverage(of: "O family of Dawud", in: [PassageKey(collection: .quran, sura: 34, number: 13)]) == 1)
    }

    @Test func aWordIsLookedForAsTheWordATranslationChoseForIt() {
        #expect(EnglishLexicon.spellings(of: "blessings").contains("favour"))
        #expect(EnglishLexicon.spellings(of: "traitor").contains("betrayer"))
        let verse = PassageKey(collection: .quran, sura: 14, number: 34)
        let english = TranslationPostings([verse: "If you count the favours of God you will not be able to number them."])
        #expect(english.coverage(of: "count the blessings", in: [verse]) == 1)
    }

    @Test func aBrokenPluralHasItsSingularsConsonants() {
        #expect(QuoteWords.skeleton("مزمار", short: 0) == QuoteWords.skeleton("مزامير", short: 1))
        #expect(QuoteWords.skeleton("رجل", short: 0) == QuoteWords.skeleton("رجال", short: 1))
        #expect(QuoteWords.skeleton("مزمار", short: 0) != QuoteWords.skeleton("مسمار", short: 1))
        // Two consonants are too few to tell a word by.
        #expect(QuoteWords.skeleton("من", short: 0) != QuoteWords.skeleton("منا", short: 1))
    }

    @Test func theProphetNamedFirstAtTheMessagesStartNeedsNoColon() throws {
        let q = try quotation("النبي ﷺ قال الجرس مزمار الشيطان .. شيلوا الأجراس من بيوتكم")
        #expect(q.text == "الجرس مزمار الشيطان", "\(q.text)")
        #expect(q.attribution.speaker == .prophet)
    }

    @Test func twoWordsInQuotationMarksAfterASpeakersVerbAreASaying() throws {
        let text = "الناس بقت تستكتر تكلم حد عشان مصلحة واحد محتاج، مع ان النبي ﷺ قال «اشفعوا تؤجروا» "
            + "يعني حتى لو الحاجة ما اتقضتش انت ليك اجر"
        let q = try quotation(text)
        #expect(q.text == "اشفعوا تؤجروا", "\(q.text)")
        #expect(q.attribution.speaker == .prophet)
        // Two words in quotation marks that no speaker says are not checked.
        let heard = QuotationExtractor.quotations(in: "سمعت «الله أكبر» من المسجد وانا في البيت")
        #expect(!heard.contains { $0.text == "الله أكبر" })
    }

    @Test func aShortHeadingBeforeAColonNamesTheText() throws {
        let q = try quotation("دعاء المصيبه: اللهم اجرني في مصيبتي واخلف لي خيرا منها (صحيح البخاري)")
        #expect(q.text == "اللهم اجرني في مصيبتي واخلف لي خيرا منها", "\(q.text)")
        #expect(q.attribution.collections == [.bukhari])
        // A longer sentence before the colon is not a heading.
        let long = "قلت له يوما وهو في المسجد: اتق الله حيثما كنت"
        #expect(QuotationExtractor.heading(long).head.isEmpty)
        // Nor is a verse's number.
        #expect(QuotationExtractor.heading("Quran 2:286 Allah does not burden a soul beyond its capacity").head.isEmpty)
    }

    @Test func aLongerLeadInNamingTheQuranIsTheClaim() throws {
        let q = try quotation("Subhanallah, from the Quran: for My righteous servants I have readied what no eye has seen")
        #expect(q.text == "for My righteous servants I have readied what no eye has seen", "\(q.text)")
        #expect(q.attribution.speaker == .quran)
        // Five words before a colon that name nobody are part of the text.
        #expect(QuotationExtractor.heading("and this is what he said: be kind to others always").head.isEmpty)
    }

    @Test func thingsOfTheProphetsNameNoSpeaker() throws {
        // "The Prophet's Pool is fed by …:" says something of his, not what he said: the whole
        // text is the claim, its first half included.
        let text = "The Prophet's Pool is fed by three channels from Paradise: one of gold, one of silver and one of pearl."
        #expect(QuotationExtractor.heading(text).head.isEmpty)
        #expect(try quotation(text).text.hasPrefix("The Prophet's Pool"))
        // His words, sayings or advice are still his.
        let words = try quotation("The Prophet's words to his companions: the strong man is the one who controls himself in anger")
        #expect(words.text == "the strong man is the one who controls himself in anger", "\(words.text)")
        #expect(words.attribution.speaker == .prophet)
    }

    @Test func theSpokenBiyaqulIntroducesTheSaying() throws {
        let lord = try quotation("ربنا بيقول في القرآن: رحم الله رجلا سمحا اذا باع واذا اشترى")
        #expect(lord.text == "رحم الله رجلا سمحا اذا باع واذا اشترى", "\(lord.text)")
        #expect(lord.attribution.speaker == .divine || lord.attribution.speaker == .quran,
                "\(String(describing: lord.attribution.speaker))")
        let prophet = try quotation("النبي ﷺ بيقول الدين النصيحة")
        #expect(prophet.text == "الدين النصيحة", "\(prophet.text)")
        #expect(prophet.attribution.speaker == .prophet)
        // «أن النبي قال» runs on in a narration: the Prophet named first needs a colon.
        #expect(try quotation("عن ابن عمر ان النبي قال الحياء من الايمان").text == "الحياء من الايمان")
    }

    private static func checker() throws -> FactChecker {
        let passages = TinyIndex.bukhari(["لا يقولن أحدكم خبثت نفسي ولكن ليقل لقست نفسي",
                                          "رحم الله رجلا سمحا إذا باع وإذا اشترى وإذا اقتضى"], book: 34)
        // Enough other passages for a word's weight to mean something (`FactChecker.weight`
        // counts from a word in fifty-one of them).
        let filler = (1...80).map { "كان يصلي من الليل ركعات ثم يوتر بواحدة في الليلة \($0)" }
        return try FactChecker(index: try TinyIndex.build("claim-source-after", passages,
                                                          others: TinyIndex.unrelated + ["هلك المتنطعون قالها ثلاثا"] + filler))
    }

    @Test func aWordMovedToTheSayingsEndIsShownMoved() throws {
        let c = try #require(try Self.checker().check("لا يقولن احدكم خبثت نفسي ولكن ليقل نفسي لقست").claims.first)
        #expect(c.verdict == .altered)
        #expect(ArabicNormalizer.tokens(c.canonical ?? "").suffix(2) == ["لقست", "نفسي"], "\(c.canonical ?? "-")")
    }

    @Test func theSourcesNamedThisWayAreJudged() throws {
        let checker = try Self.checker()
        let book = try #require(checker.check("قال النبي ﷺ هلك المتنطعون رواه البخاري في صحيحه").claims.first)
        #expect(book.verdict == .misattributed && book.reference?.key == "muslim:107",
                "\(book.verdict) \(book.reference?.key ?? "-")")
        let quran = try #require(checker.check("ربنا بيقول في القرآن: رحم الله رجلا سمحا اذا باع واذا اشترى").claims.first)
        #expect(quran.verdict == .misattributed, "\(quran.verdict)")
        let agreed = try #require(checker.check("لا يقولن احدكم خبثت نفسي ولكن ليقل لقست نفسي .. رواه البخاري").claims.first)
        #expect(agreed.verdict == .authentic, "\(agreed.verdict)")
    }

    @Test func godsNameEndingAnotherPhraseIsNoSpeaker() {
        // «يا نبي الله قال», in Muslim 253 itself, read as "God said", so the answer marked the
        // Prophet's «الجهاد في سبيل الله» as the Qur'an misattributed.
        for before in ["قلت وماذا يا نبي الله قال", "عن عبد الله قال", "قال الشافعي رحمه الله قال"] {
            let a = AttributionReader.read(before: before, after: "", ornate: false)
            #expect(a.speaker != .divine && a.speaker != .quran, "\(before): \(String(describing: a.speaker))")
        }
        #expect(AttributionReader.read(before: "إن الله قال", after: "", ornate: false).speaker == .divine)
        #expect(AttributionReader.read(before: "ربنا الله قال", after: "", ornate: false).speaker == .divine)
    }
}
