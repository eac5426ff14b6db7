import Domain
import Foundation
import Testing
@testable import Library

@Suite struct CorpusAndIndexTests {
    @Test func readsTheFixtureCorpus() {
        let p = FixtureLibrary.passages
        #expect(p.filter { $0.collection == .quran }.count == 44)
        #expect(p.contains { $0.collection == .bukhari && $0.number == 1 })
        let jibril = p.first { $0.collection == .muslim && $0.book == 1 && $0.inBook == 1 }
        #expect(jibril != nil)
    }

    @Test func skipsMalformedLines() {
        let q = CorpusReader.quran(simple: "1|1|a\nnot a line\n200|1|x\n2|x|y\n# c", clean: "")
        #expect(q.count == 1)
        let h = CorpusReader.hadith(jsonl: Data("{\"collection\":\"bukhari\",\"text\":\"ا\",\"hadith_number\":\"7\"}\n{oops\n{\"collection\":\"tirmidhi\",\"text\":\"ب\"}\n".utf8))
        #expect(h.count == 1)
        #expect(h.first?.number == 7)
    }

    @Test func keepsTheTanzilCopyrightBlock() throws {
        let index = try #require(FixtureLibrary.index)
        let notice = try #require(index.meta("notice.tanzil"))
        #expect(notice.contains("Tanzil Quran Text"))
        #expect(notice.contains("PLEASE DO NOT REMOVE OR CHANGE THIS COPYRIGHT BLOCK"))
        #expect(index.meta("count.quran") == "44")
    }

    @Test func stripsTheBasmalaOfFirstAyatOnly() {
        let ikhlas = PassageText(Passage(collection: .quran, sura: 112, aya: 1, text: "", searchText: "بسم الله الرحمن الرحيم قل هو الله أحد"))
        #expect(ikhlas.matn == ["قل", "هو", "الله", "احد"])
        let fatiha = PassageText(Passage(collection: .quran, sura: 1, aya: 1, text: "", searchText: "بسم الله الرحمن الرحيم"))
        #expect(fatiha.matn.count == 4)
        let naml = PassageText(Passage(collection: .quran, sura: 27, aya: 30, text: "", searchText: "إنه من سليمان وإنه بسم الله الرحمن الرحيم"))
        #expect(naml.matn.contains("بسم"))
    }

    @Test func aPointerNamesWhatItPointsTo() {
        func pointer(_ text: String) -> Bool { PassageText(Passage(collection: .bukhari, number: 1, text: text)).isPointer }
        // Bukhari 3195: «فذكر لها ذلك» tells the story; the saying follows.
        #expect(!pointer("حدثنا علي عن أبي سلمة أنه دخل على عائشة فذكر لها ذلك فقالت إن رسول الله صلى الله عليه وسلم قال "
            + "«من ظلم قيد شبر طوقه من سبع أرضين»"))
        #expect(pointer("حدثنا سليمان حدثنا حماد عن أيوب عن عكرمة أن جميلة فذكر الحديث"))
        #expect(pointer("حدثنا قتيبة حدثنا جرير عن منصور عن أبي وائل عن عبد الله قال فذكر نحوه"))
    }

    @Test func splitsMatnFromIsnad() {
        let b1 = FixtureLibrary.passages.first { $0.collection == .bukhari && $0.number == 1 }
        let t = PassageText(b1 ?? Passage(collection: .bukhari, text: ""))
        #expect(t.isnad.contains("الحميدي"))
        #expect(!t.matn.contains("الحميدي"))
        #expect(t.matn.contains("بالنيات"))
    }

    @Test func aSecondShortChainAfterTheSayingIsNotTheOnlyOne() {
        func matn(_ text: String) -> [String] { PassageText(Passage(collection: .bukhari, number: 1, text: text)).matn }
        // Bukhari 953: the corroborating chain's two words were read as the whole matn.
        let eid = matn("حدثنا محمد بن عبد الرحيم حدثنا سعيد بن سليمان قال حدثنا هشيم قال أخبرنا عبيد الله بن أبي بكر بن أنس "
            + "عن أنس قال كان رسول الله صلى الله عليه وسلم لا يغدو يوم الفطر حتى يأكل تمرات. وقال مرجى بن رجاء "
            + "حدثني عبيد الله قال حدثني أنس عن النبي صلى الله عليه وسلم ويأكلهن وترا.")
        #expect(eid.starts(with: ["كان", "رسول", "الله"]), "\(eid)")
        #expect(eid.contains("تمرات"))
        // One chain running on to the Prophet's words, with no sentence between, stays a chain.
        let one = matn("حدثنا أبو اليمان قال أخبرنا شعيب قال حدثنا أبو الزناد أن عبد الرحمن بن هرمز الأعرج حدثه أنه سمع "
            + "أبا هريرة أنه سمع رسول الله صلى الله عليه وسلم يقول نحن الآخرون السابقون.")
        #expect(one == ["نحن", "الاخرون", "السابقون"], "\(one)")
    }

    @Test func lightStemmerStripsClitics() {
        #expect(LightStemmer.stem("بالصلاه") == LightStemmer.stem("الصلاه"))
        #expect(LightStemmer.stem("والصلاه") == LightStemmer.stem("الصلاه"))
        #expect(LightStemmer.stem("المسلمون") == LightStemmer.stem("المسلمين"))
        #expect(LightStemmer.stem("abc") == "abc")
    }

    @Test func normalisationVectors() {
        #expect(ArabicNormalizer.normalize("الصَّلَاةُ") == "الصلاه")
        #expect(ArabicNormalizer.normalize("أإآٱ") == "اااا")
        #expect(ArabicNormalizer.normalize("مصطفى") == "مصطفي")
        #expect(ArabicNormalizer.normalize("رحمـــة") == "رحمه")
        #expect(ArabicNormalizer.normalize("ﷺ") == "صلي الله عليه وسلم")
        #expect(ArabicNormalizer.normalize("٢٥٥ ۳") == "255 3")
        #expect(ArabicNormalizer.normalize("\u{200F}نص") == "نص")
        #expect(ArabicNormalizer.tokens("قَالَ: «إِنَّمَا»") == ["قال", "انما"])
    }

    @Test func buildIsAtomicAndRepeatable() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lib-atomic-\(UUID().uuidString)")
        let url = dir.appendingPathComponent(LibraryIndex.fileName)
        let p = Array(FixtureLibrary.passages.prefix(5))
        var calls = 0
        try IndexBuilder.build(passages: p, meta: [:], to: url) { _, _ in calls += 1 }
        try IndexBuilder.build(passages: p, meta: ["x": "y"], to: url)
        let index = try LibraryIndex(url: url)
        #expect(index.meta("x") == "y")
        #expect(calls > 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains("tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func refusesAFileThatIsNotAnIndex() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("notlib-\(UUID().uuidString).sqlite")
        try Data("hello".utf8).write(to: url)
        #expect(throws: (any Error).self) { _ = try LibraryIndex(url: url) }
    }
}
