import Foundation
import Testing
@testable import Library

/// A sender's comment after a spaced dash, and «حديثا» "lately", which names no hadith.
@Suite struct DashedCommentTests {
    static let checker: FactChecker? = {
        let passages = [
            Passage(collection: .quran, sura: 51, aya: 47, text: "وَالسَّمَاءَ بَنَيْنَاهَا بِأَيْدٍ وَإِنَّا لَمُوسِعُونَ"),
            Passage(collection: .quran, sura: 39, aya: 3,
                    text: "أَلَا لِلَّهِ الدِّينُ الْخَالِصُ وَالَّذِينَ اتَّخَذُوا مِنْ دُونِهِ أَوْلِيَاءَ مَا نَعْبُدُهُمْ إِلَّا لِيُقَرِّبُونَا إِلَى اللَّهِ زُلْفَى"),
        ]
        let filler = (1...80).map { "كان يصلي من الليل ركعات ثم يوتر بواحدة في الليلة \($0)" }
        guard let index = try? TinyIndex.build("dashed-comment", passages, others: TinyIndex.unrelated + filler) else { return nil }
        return try? FactChecker(index: index)
    }()

    func claim(_ text: String) throws -> FactCheckClaim {
        let checker = try #require(Self.checker)
        return try #require(checker.check(text).claims.first)
    }

    @Test func aCommentAfterADashIsNotPartOfTheVerse() throws {
        // One word changed and two of the sender's: the verse, altered, not "not found".
        let changed = try claim("والسماءَ رفعناها بأيدٍ وإنا لموسعون — إعجاز علمي!")
        #expect(changed.verdict == .altered, "\(changed.verdict)")
        #expect(changed.reference?.key == "quran:51:47")
        // The comment alone differing: authentic.
        #expect(try claim("والسماءَ بنيناها بأيدٍ وإنا لموسعون — إعجاز علمي!").verdict == .authentic)
        // A long text after a dash is not a comment.
        #expect(FactChecker.dashedComment("والسماء بنيناها بأيد - " + String(repeating: "كلام كثير ", count: 6)) == nil)
    }

    @Test func anEmojiEndsTheQuotedWords() throws {
        // «👆 إعجاز علمي!» after the verse is the sender's: the verse is authentic.
        #expect(try claim("والسماءَ بنيناها بأيدٍ وإنا لموسعون 👆 إعجاز علمي!").verdict == .authentic)
        #expect(FactChecker.commentStarts("وإنا لموسعون 🌌").isEmpty)
    }

    @Test func whatTheWordsAfterTheDashNameIsClaimed() throws {
        let right = try claim("المشركون يقولون عن أوليائهم: ما نعبدهم إلا ليقربونا إلى الله زلفى — سورة الزمر")
        #expect(right.verdict == .authentic, "\(right.verdict)")
        let wrong = try claim("المشركون يقولون عن أوليائهم: ما نعبدهم إلا ليقربونا إلى الله زلفى — سورة البقرة")
        #expect(wrong.verdict == .misattributed, "\(wrong.verdict)")
    }

    @Test func lateAndModernNameNoHadith() {
        #expect(AttributionReader.read(before: "المشركون قديما وحديثا يقولون عن أوليائهم", after: "", ornate: false).speaker == nil)
        #expect(AttributionReader.read(before: "في الدراسات الحديثة", after: "", ornate: false).speaker == nil)
        // The hadith itself still is one.
        #expect(AttributionReader.read(before: "وفي الحديث", after: "", ornate: false).speaker == .prophet)
        #expect(AttributionReader.read(before: "", after: "حديث صحيح", ornate: false).speaker == .prophet)
    }
}
