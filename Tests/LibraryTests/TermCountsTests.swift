import Foundation
import Testing
@testable import Library

@Suite struct TermCountsTests {
    @Test func findsEachWordAndNothingElse() {
        let counts = TermCounts(counts: [(term: "الصلاه", docs: 12), (term: "زكاه", docs: 3), (term: "صوم", docs: 1)])
        #expect(counts.count == 3)
        #expect(counts.documents("الصلاه") == 12)
        #expect(counts.documents("زكاه") == 3)
        #expect(counts.documents("صوم") == 1)
        #expect(counts.documents("صلاه") == nil)
        #expect(counts.documents("") == nil)
        #expect(TermCounts(counts: []).documents("صوم") == nil)
    }

    @Test func oneHashKeepsTheLargerCount() {
        let counts = TermCounts(counts: [(term: "صوم", docs: 2), (term: "صوم", docs: 9), (term: "صوم", docs: 4)])
        #expect(counts.count == 1)
        #expect(counts.documents("صوم") == 9)
    }

    @Test func survivesItsBlobs() throws {
        let words = (0..<500).map { (term: "كلمه\($0)", docs: $0 * 7 + 1) }
        let written = TermCounts(counts: words)
        let read = try #require(TermCounts(hashData: written.hashData, docData: written.docData))
        #expect(read.count == 500)
        for w in words { #expect(read.documents(w.term) == w.docs) }
        #expect(read.documents("كلمه500") == nil)
    }

    @Test func refusesBlobsThatDoNotFit() {
        let written = TermCounts(counts: [(term: "a", docs: 1), (term: "b", docs: 2)])
        #expect(TermCounts(hashData: written.hashData.dropLast(), docData: written.docData) == nil)
        #expect(TermCounts(hashData: written.hashData, docData: written.docData.dropLast(4)) == nil)
        // Out of order: the binary search would miss words.
        let swapped = Data(written.hashData.suffix(8) + written.hashData.prefix(8))
        #expect(TermCounts(hashData: swapped, docData: written.docData) == nil)
    }

    /// The stored counts are what FTS5 itself says: every word of the matn and every stem, in
    /// as many passages as a search of that column alone finds.
    @Test func agreesWithTheFullTextIndex() throws {
        let index = try #require(FixtureLibrary.index)
        let words = try index.matnVocabulary()
        #expect(words.count > 100)
        for w in words {
            #expect(index.documents(containing: w) == (try index.count(matching: "matn : \"\(w)\"")), "\(w)")
        }
        let stems = Set(FixtureLibrary.passages.flatMap { PassageText($0).stems })
        #expect(stems.count > 100)
        for s in stems {
            #expect(index.documents(withStem: s) == (try index.count(matching: "stem : \"\(s)\"")), "\(s)")
        }
        #expect(index.documents(containing: "كلمهليستفيالنصوص") == nil)
    }
}
