import Testing
@testable import Library

/// Speech quoted inside an English saying is part of the saying, not the claim.
@Suite struct QuotedSpeechTests {
    @Test func speechQuotedWithinASayingIsTheWholeSaying() {
        let text = #"When the bier is lifted, a righteous dead person says "Take me forward!", and an evil one cries out "Woe to it, where are they taking it?" Everything hears it except mankind. (Bukhari)"#
        let q = QuotationExtractor.quotations(in: text)
        #expect(q.count == 1)
        #expect(q.first?.text.hasPrefix("When the bier") == true, "\(q.map(\.text))")
        // The Prophet's words in quotation marks are the claim, however short.
        let said = QuotationExtractor.quotations(in: #"A brother reminded me of something today, so I share it with you all. The Prophet said: "Make things easy""#)
        #expect(said.map(\.text) == ["Make things easy"])
    }
}
