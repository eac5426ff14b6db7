import CoordinatorTestSupport
import Domain
import Foundation
import Input
import Localization
import Presentation
import Testing

/// Marks on a finished answer: an answer's quotations are checked only once it is complete (never while it
/// streams), only when the library is installed, once each; the marks land on the message, sit
/// after their quotations, and the message menu lists them, each opening its details.
@Suite struct QuotationMarkTests {
    static let answer = "قال رسول الله ﷺ: «إنما الأعمال بالنيات» وقال: «حب الوطن من الإيمان»."

    static func driver(marks: Bool = true) throws -> CoordinatorDriver {
        let state = AppState(language: .en, backend: .cloud, width: 100, height: 30)
        var d = CoordinatorDriver(coordinator: Coordinator(state: state, localizer: try Localizer.bundled(.en)))
        d.send(.factCheck(.offered))
        d.send(.factCheck(.marking(available: marks)))
        return d
    }

    static func markRequests(_ effects: [Effect]) -> [String] {
        effects.compactMap { e -> String? in
            if case .factCheck(.markQuotations(let id, _)) = e { return id }
            return nil
        }
    }

    static func stream(_ d: inout CoordinatorDriver) -> (chunks: [Effect], done: [Effect]) {
        d.type("a question")
        d.press(.enter)
        d.send(.chat(.streamOpened(turn: 1)))
        let chunks = d.send(.chat(.streamInputs(turn: 1, [.event(.chunk(String(answer.prefix(30))))])))
            + d.send(.chat(.streamInputs(turn: 1, [.event(.chunk(String(answer.dropFirst(30))))])))
        let done = d.send(.chat(.streamInputs(turn: 1, [.event(.done(StreamDone(fullAnswer: answer)))])))
        return (chunks, done)
    }

    @Test func checkedWhenTheAnswerCompletesNeverDuringTheStream() throws {
        var d = try Self.driver()
        let (chunks, done) = Self.stream(&d)
        #expect(Self.markRequests(chunks).isEmpty)
        let answerId = try #require(d.state.chat.messages.last?.id)
        #expect(Self.markRequests(done) == [answerId])
        let text = done.compactMap { e -> String? in
            if case .factCheck(.markQuotations(_, let t)) = e { return t }
            return nil
        }.first
        #expect(text == Self.answer)
        // Once each: later events do not ask again.
        #expect(Self.markRequests(d.send(.tick)).isEmpty)
        #expect(Self.markRequests(d.send(.chat(.serverReachable))).isEmpty)
    }

    @Test func offWithoutTheLibrary() throws {
        var d = try Self.driver(marks: false)
        #expect(Self.markRequests(Self.stream(&d).done).isEmpty)
    }

    @Test func marksLandOnTheMessageAndTheMenuListsThem() throws {
        var d = try Self.driver()
        _ = Self.stream(&d)
        let id = try #require(d.state.chat.messages.last?.id)
        let marks = [QuotationMark(quote: "إنما الأعمال بالنيات", verdict: .authentic, reference: "Sahih al-Bukhari 1",
                                   referenceArabic: "صحيح البخاري 1", url: "https://sunnah.com/bukhari:1"),
                     QuotationMark(quote: "حب الوطن من الإيمان", verdict: .notFound)]
        d.send(.factCheck(.quotationsMarked(messageId: id, marks)))
        #expect(d.state.chat.messages.last?.quotationMarks == marks)
        d.act(.focusMessages)
        d.act(.messageMenu)
        #expect(d.state.menu?.items.first?.title == "Quotations checked (2)…")
        d.act(.factCheck(.showMarks))
        let titles = d.state.menu?.items.compactMap(\.title) ?? []
        #expect(titles.count == 2 && titles[0].hasPrefix("✓ Authentic") && titles[1].hasPrefix("? Not found"))
        d.act(.factCheck(.showMark(messageId: id, index: 0)))
        let page = try #require(d.state.copyText)
        #expect(page.text.contains("Sahih al-Bukhari 1") && page.text.contains("https://sunnah.com/bukhari:1"))
        #expect(page.instructionsKey == "factCheck.mark.instructions")
    }

    @Test func marksSitAfterTheirQuotations() {
        let marks = [QuotationMark(quote: "إنما الأعمال بالنيات", verdict: .authentic),
                     QuotationMark(quote: "حب الوطن من الإيمان", verdict: .notFound),
                     QuotationMark(quote: "not in the text at all", verdict: .altered)]
        let marked = QuotationMark.marked(Self.answer, marks)
        #expect(marked == "قال رسول الله ﷺ: «إنما الأعمال بالنيات»\u{00A0}✓ وقال: «حب الوطن من الإيمان»\u{00A0}?.")
        // A quotation written twice gets its mark at each place it was found, in order.
        let twice = QuotationMark.marked("«أ ب ج» ثم «أ ب ج»", [QuotationMark(quote: "أ ب ج", verdict: .altered),
                                                              QuotationMark(quote: "أ ب ج", verdict: .altered)])
        #expect(twice == "«أ ب ج»\u{00A0}≠ ثم «أ ب ج»\u{00A0}≠")
    }
}
