import Foundation
import Testing
@testable import Library

/// A definite word in construct after the question's topic («صلاة الاستخارة») names the topic's
/// kind: it weighs as the rare word it is, not as a qualifier of the glossary's word.
@Suite struct ConstructTopicTests {
    private static func index() throws -> LibraryIndex {
        let prayer = ["كان يصلي صلاة الليل ركعتين ركعتين", "لا يحسن يصلي فأرسل إليه فسأله", "صلاة الجماعة تفضل صلاة الفذ",
                      "من صلى صلاة الصبح فهو في ذمة الله", "أفضل الصلاة بعد الفريضة صلاة الليل", "يصلي وهو جالس فإذا أراد أن يركع قام"]
        var passages = prayer.enumerated().map { i, t in
            Passage(collection: .bukhari, book: 10, inBook: i + 1, number: i + 1,
                    text: "حدثنا مسدد حدثنا يحيى عن أنس قال " + t, key: "bukhari:\(i + 1)")
        }
        passages.append(Passage(collection: .bukhari, book: 19, inBook: 1, number: 40,
                                text: "حدثنا قتيبة عن جابر قال كان يعلمنا الاستخارة في الأمور كلها إذا هم أحدكم بالأمر فليركع ركعتين",
                                key: "bukhari:40"))
        let others = ["نهى عن بيع الغرر", "الخيل معقود في نواصيها الخير", "من غشنا فليس منا", "الدين النصيحة", "البيعان بالخيار",
                      "الطهور شطر الإيمان", "الحياء من الإيمان", "المسلم من سلم المسلمون من لسانه ويده"]
        for (i, t) in others.enumerated() {
            passages.append(Passage(collection: .muslim, book: 1, inBook: i + 1, number: 100 + i,
                                    text: "حدثنا قتيبة حدثنا الليث عن نافع قال " + t, key: "muslim:\(100 + i)"))
        }
        let url = try InstallerTests.tempDir("construct-topic").appendingPathComponent(LibraryIndex.fileName)
        try IndexBuilder.build(passages: passages, meta: [:], to: url)
        return try LibraryIndex(url: url)
    }

    @Test func theKindOfPrayerAskedAboutRanksFirst() throws {
        let keys = try Retriever(index: try Self.index()).answer("كيف أصلي صلاة الاستخارة؟").passages.map(\.hit.passage.key)
        #expect(keys.first == "bukhari:40", "\(keys)")
    }
}
