import Foundation
@testable import Library

/// A small index built for one test: the passages it is about, and unrelated sayings around
/// them so that their words are rare enough to weigh.
enum TinyIndex {
    static let unrelated = ["نهى عن بيع الغرر", "الخيل معقود في نواصيها الخير", "من غشنا فليس منا", "الدين النصيحة",
                            "البيعان بالخيار", "الطهور شطر الإيمان", "الحياء من الإيمان"]

    /// Bukhari hadith numbered from `first`, each with a short chain before its saying.
    static func bukhari(_ sayings: [String], book: Int, first: Int = 1, chain: String = "حدثنا مسدد حدثنا يحيى عن أنس قال ") -> [Passage] {
        sayings.enumerated().map { i, t in
            Passage(collection: .bukhari, book: book, inBook: i + 1, number: first + i, text: chain + t, key: "bukhari:\(first + i)")
        }
    }

    /// The index of `passages` and of `others` as Muslim hadith 100, 101, … in a temporary directory.
    static func build(_ name: String, _ passages: [Passage], others: [String] = unrelated) throws -> LibraryIndex {
        var all = passages
        for (i, t) in others.enumerated() {
            all.append(Passage(collection: .muslim, book: 1, inBook: i + 1, number: 100 + i,
                               text: "حدثنا قتيبة حدثنا الليث عن نافع قال " + t, key: "muslim:\(100 + i)"))
        }
        let url = try InstallerTests.tempDir(name).appendingPathComponent(LibraryIndex.fileName)
        try IndexBuilder.build(passages: all, meta: [:], to: url)
        return try LibraryIndex(url: url)
    }
}
