import Domain
import Testing

@Suite struct ConversationTitleTests {
    @Test(arguments: [
        ("   Question with whitespace   ", "Question with whitespace"),
        (String(repeating: "a", count: 100), String(repeating: "a", count: 50) + "…"),
        (String(repeating: "a", count: 49) + " bcd", String(repeating: "a", count: 49) + "…"),
        (String(repeating: "a", count: 50), String(repeating: "a", count: 50)),
        ("", ""),
    ])
    func localTitle(question: String, expected: String) {
        #expect(ConversationTitle.local(fromQuestion: question) == expected)
    }

    @Test func countsGraphemesNotUTF16Units() {
        // 60 flags (each two scalars, four UTF-16 units) and Arabic with harakat.
        let flags = String(repeating: "🇸🇦", count: 60)
        #expect(ConversationTitle.local(fromQuestion: flags) == String(repeating: "🇸🇦", count: 50) + "…")
        let vowelled = String(repeating: "بِ", count: 51)
        #expect(ConversationTitle.local(fromQuestion: vowelled) == String(repeating: "بِ", count: 50) + "…")
        #expect(ConversationTitle.local(fromQuestion: String(repeating: "👨‍👩‍👧", count: 50)).count == 50)
    }

    @Test func displayTitle() {
        #expect(ConversationTitle.display(stored: "Zakat", firstQuestion: "q") == "Zakat")
        #expect(ConversationTitle.display(stored: " New Chat ", firstQuestion: "  What is wudu? ") == "What is wudu?")
        #expect(ConversationTitle.display(stored: "New Conversation", firstQuestion: nil) == nil)
        // A title cut with ASCII dots (by an older version or another client) shows the UI's ellipsis.
        #expect(ConversationTitle.display(stored: "What are the conditions of a valid...", firstQuestion: nil)
            == "What are the conditions of a valid…")
        #expect(ConversationTitle.display(stored: "", firstQuestion: "   ") == nil)
    }

    @Test func preview() {
        #expect(MessagePreview.text(fromBody: nil) == nil)
        #expect(MessagePreview.text(fromBody: " \n\t ") == nil)
        #expect(MessagePreview.text(fromBody: "  Line one\n\n  line   two ") == "Line one line two")
        let long = String(repeating: "سَ", count: 101)
        #expect(MessagePreview.text(fromBody: long) == String(repeating: "سَ", count: 100) + "…")
        #expect(MessagePreview.text(fromBody: String(repeating: "x", count: 100))?.count == 100)
    }
}
