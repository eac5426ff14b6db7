import Domain
import Testing

/// `SearchQuery.matches(word:)`: the words a search found, as the transcript highlights them.
@Suite struct SearchQueryMatchTests {
    @Test func arabicMatchesWithAndWithoutHarakatArticleAndPresentationForms() {
        let q = SearchQuery("الصبر")
        #expect(q.matches(word: "الصَّبْرِ"))
        #expect(q.matches(word: "صبر"))
        #expect(q.matches(word: "بالصبر"))
        // As shaped for the screen: presentation forms read back as letters.
        #expect(q.matches(word: "\u{FE8D}\u{FEDF}\u{FEBC}\u{FE92}\u{FEAE}"))  // ﺍﻟﺼﺒﺮ
        #expect(!q.matches(word: "الصلاة"))
    }

    @Test func everyWordExactlyAndTheLastAsAPrefix() {
        let q = SearchQuery("Patience pra")
        #expect(q.matches(word: "patience"))
        #expect(q.matches(word: "PATIENCE"))
        #expect(!q.matches(word: "patiently"), "only the last word is a prefix")
        #expect(q.matches(word: "prayer"))
        #expect(!q.matches(word: ""))
        #expect(!SearchQuery("").matches(word: "anything"))
    }
}
