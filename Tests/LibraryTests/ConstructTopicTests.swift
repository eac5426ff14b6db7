import Foundation
import Testing
@testable import Library

/// A definite word in construct after the question's topic («صلاة الاستخارة») names the topic's
/// kind: it weighs as the rare word it is, not as a qualifier of the glossary's word.
@Suite struct ConstructTopicTests {
    private static func index() throws -> LibraryIndex {
        let prayer = ["كان يصلي صلاة الليل ركعتين ركعتين", "لا يحسن يصلي فأرسل إليه فسأله", "صلاة الجماعة تفضل صلاة الفذ",
                      "من صلى صلاة الصبح فهو في ذمة الله", "أفضل الصلاة بعد الفريضة صلاة الليل", "يصلي وهو جالس فإذا أراد أن يركع قام"]
        let istikhara = TinyIndex.bukhari(["كان يعلمنا الاستخارة في الأمور كلها إذا هم أحدكم بالأمر فليركع ركعتين"],
                                          book: 19, first: 40, chain: "حدثنا قتيبة عن جابر قال ")
        return try TinyIndex.build("construct-topic", TinyIndex.bukhari(prayer, book: 10) + istikhara,
                                   others: TinyIndex.unrelated + ["المسلم من سلم المسلمون من لسانه ويده"])
    }

    @Test func theKindOfPrayerAskedAboutRanksFirst() throws {
        let keys = try Retriever(index: try Self.index()).answer("كيف أصلي صلاة الاستخارة؟").passages.map(\.hit.passage.key)
        #expect(keys.first == "bukhari:40", "\(keys)")
    }
}
