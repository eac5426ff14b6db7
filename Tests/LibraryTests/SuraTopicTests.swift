import Foundation
import Testing
@testable import Library

/// A sura named as a question's topic is looked for as the hadith name it: its two-letter name
/// is not a piece of other words, a name that is also a common word counts only after «سورة»,
/// and a short sura is also named by its opening words.
@Suite struct SuraTopicTests {
    private static func retriever() throws -> Retriever {
        var passages = [
            Passage(collection: .quran, sura: 36, aya: 1, text: "يس", key: "quran:36:1"),
            Passage(collection: .quran, sura: 39, aya: 36, text: "أَلَيْسَ اللَّهُ بِكَافٍ عَبْدَهُ", key: "quran:39:36"),
            Passage(collection: .quran, sura: 67, aya: 1, text: "تَبَارَكَ الَّذِي بِيَدِهِ الْمُلْكُ وَهُوَ عَلَى كُلِّ شَيْءٍ قَدِيرٌ", key: "quran:67:1"),
            Passage(collection: .quran, sura: 112, aya: 1, text: "قُلْ هُوَ اللَّهُ أَحَدٌ", key: "quran:112:1"),
            Passage(collection: .bukhari, book: 66, inBook: 1, number: 5013,
                    text: "حدثنا عبد الله بن يوسف عن مالك عن أبي سعيد أن رسول الله صلى الله عليه وسلم قال والذي نفسي بيده إن قل هو الله أحد لتعدل ثلث القرآن",
                    key: "bukhari:5013"),
        ]
        // «الملك», the king, in more passages than a sura's name would be.
        for i in 0..<(Retriever.commonWordDocuments + 2) {
            passages.append(Passage(collection: .muslim, book: 1, inBook: i + 1, number: i + 1,
                                    text: "حدثنا قتيبة عن مالك عن نافع قال إن الملك بعث رسولا إلى القرية رقم \(i)", key: "muslim:\(i + 1)"))
        }
        let url = try InstallerTests.tempDir("sura-topic").appendingPathComponent(LibraryIndex.fileName)
        try IndexBuilder.build(passages: passages, meta: [:], to: url)
        return Retriever(index: try LibraryIndex(url: url))
    }

    @Test func aTwoLetterNameIsNotAPieceOfOtherWords() throws {
        let r = try Self.retriever().answer("ما فضل سورة يس؟")
        // «أليس» is not Yasin, and the sura's own aya says nothing of its virtue.
        #expect(!r.passages.contains { $0.hit.passage.key == "quran:39:36" })
        #expect(r.abstained)
        #expect(r.notFound.map(\.label) == ["سورة يس"])
        let en = try Self.retriever().answer("What is the virtue of reading Surah Yasin for the dead?")
        #expect(en.abstained)
        #expect(en.notFound.map(\.label).contains("Surah Ya-Sin"))
        // The Qur'an has the sura: only a hadith naming it is what the books lack.
        let lines = MissingTerms(en.notFound).lines(.en, abstained: true)
        #expect(lines.contains("The bundled Sahih al-Bukhari and Sahih Muslim do not mention “Surah Ya-Sin”."), "\(lines)")
        #expect(!lines.contains { $0.contains("Qur'an") && $0.contains("Ya-Sin") }, "\(lines)")
        #expect(MissingTerms(r.notFound).lines(.ar, abstained: true).first == "لا يرد في صحيحي البخاري ومسلم في المكتبة المحلية ذكرُ سورة يس.")
        // The answer's own sentence is no quotation for its marks to check (it was marked "?").
        let sentence = AnswerPhrases.suraNotInHadith(.ar, ["سورة الملك"])
        #expect(QuotationExtractor.quotations(in: sentence, wholeText: false).isEmpty)
    }

    @Test func aNameThatIsACommonWordCountsOnlyAfterSura() throws {
        let r = try Self.retriever().answer("ما فضل سورة الملك؟")
        #expect(r.abstained, "\(r.passages.map(\.hit.passage.key))")
        #expect(r.notFound.map(\.label) == ["سورة الملك"])
    }

    @Test func aShortSuraIsNamedByItsOpeningWords() throws {
        let r = try Self.retriever().answer("ما فضل سورة الإخلاص؟")
        #expect(r.passages.first?.hit.passage.key == "bukhari:5013", "\(r.passages.map(\.hit.passage.key))")
    }

    @Test func aSuraNamedAsWhereToLookIsWhatItsAyatHave() throws {
        let q = QueryAnalyzer().analyze("مين الشخص اللي وصفته سورة الماعون بأنه يكذب بالدين؟")
        #expect(q.ayat.isEmpty, "\(q.ayat)")
        #expect(q.concepts.first { $0.label == "الماعون" }?.withinSura == 107, "\(q.concepts.map(\.label))")
        let passages = [
            Passage(collection: .quran, sura: 107, aya: 1, text: "أَرَأَيْتَ الَّذِي يُكَذِّبُ بِالدِّينِ", key: "quran:107:1"),
            Passage(collection: .quran, sura: 107, aya: 7, text: "وَيَمْنَعُونَ الْمَاعُونَ", key: "quran:107:7"),
            Passage(collection: .quran, sura: 83, aya: 11, text: "الَّذِينَ يُكَذِّبُونَ بِيَوْمِ الدِّينِ", key: "quran:83:11"),
        ] + TinyIndex.bukhari(TinyIndex.unrelated, book: 1)
        let url = try InstallerTests.tempDir("within-sura").appendingPathComponent(LibraryIndex.fileName)
        try IndexBuilder.build(passages: passages, meta: [:], to: url)
        // 107:1 says what is asked in the sura named; 107:7 only has the sura's name.
        let r = try Retriever(index: try LibraryIndex(url: url)).answer("مين اللي وصفته سورة الماعون بأنه يكذب بالدين؟")
        #expect(r.passages.first?.hit.passage.key == "quran:107:1", "\(r.passages.map(\.hit.passage.key))")
    }

    @Test func aSuraNamedInEnglishAsWhereToLookPutsItsVersesFirst() throws {
        // "adh-Dhariyat" is no word the library knows: the sura still says where to look, and
        // "adh" is its article, not a word to find.
        let question = "In surah adh-Dhariyat, what did Ibrahim's wife do at the glad tidings?"
        let q = QueryAnalyzer().analyze(question)
        #expect(q.concepts.contains { $0.withinSura == 51 }, "\(q.concepts.map(\.label))")
        #expect(!q.concepts.contains { $0.label == "adh" })
        let passages = [
            Passage(collection: .quran, sura: 51, aya: 29, text: "فَأَقْبَلَتِ امْرَأَتُهُ فِي صَرَّةٍ فَصَكَّتْ وَجْهَهَا وَقَالَتْ عَجُوزٌ عَقِيمٌ", key: "quran:51:29"),
            Passage(collection: .quran, sura: 11, aya: 69, text: "وَلَقَدْ جَاءَتْ رُسُلُنَا إِبْرَاهِيمَ بِالْبُشْرَىٰ قَالُوا سَلَامًا ۖ قَالَ سَلَامٌ ۖ فَمَا لَبِثَ أَنْ جَاءَ بِعِجْلٍ حَنِيذٍ", key: "quran:11:69"),
        ] + TinyIndex.bukhari(TinyIndex.unrelated, book: 1)
        let url = try InstallerTests.tempDir("named-sura").appendingPathComponent(LibraryIndex.fileName)
        try IndexBuilder.build(passages: passages, meta: [:], to: url)
        // 11:69 has more of the question's words, but not in the sura asked about.
        let r = try Retriever(index: try LibraryIndex(url: url)).answer(question)
        #expect(r.passages.first?.hit.passage.key == "quran:51:29", "\(r.passages.map(\.hit.passage.key))")
    }

    @Test func aSuraNamedByLettersIsNoWordToSearch() {
        // «يس» searched was «ليس» ("is not") in 795 passages, and 26:160 (Lut's people) came
        // before 36:13, the town of Ya-Sin the question named.
        let q = QueryAnalyzer().analyze("القرية اللي كذبت المرسلين في سورة يس، كيف أهلكها الله؟")
        let name = q.concepts.first { $0.withinSura == 36 }
        #expect(name != nil && name?.isSearchable == false, "\(q.concepts.map { ($0.label, $0.withinSura) })")
        // A name that is a word stays one («الماعون» above).
        #expect(QueryAnalyzer().analyze("مين اللي وصفته سورة الماعون بأنه يكذب بالدين؟").concepts
            .first { $0.withinSura == 107 }?.isSearchable == true)
    }
}
