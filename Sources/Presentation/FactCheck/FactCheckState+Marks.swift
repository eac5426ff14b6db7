import Domain
import Localization

/// Every complete answer's Arabic quotations are checked against the installed library (an
/// effect, after the answer completed: never while it streams), marked ✓ ≠ ? ⇄ after each
/// quotation, and listed from the message menu, where choosing one shows its canonical text,
/// difference and reference.
extension FactCheckState {
    /// Complete answers not asked for yet; nothing while the library is not installed.
    public mutating func markRequests(_ messages: [ChatMessage]) -> [FactCheckEffect] {
        guard marksAvailable else { return [] }
        var out: [FactCheckEffect] = []
        for m in messages where m.role == .assistant && m.state == .complete && m.quotationMarks == nil
            && !markRequested.contains(m.id) {
            markRequested.insert(m.id)
            out.append(.markQuotations(messageId: m.id, text: m.body))
        }
        return out
    }

    /// The message menu's first item when the answer has checked quotations.
    public static func marksMenuItem(_ m: ChatMessage, _ localizer: Localizer) -> MenuState.Item? {
        guard let marks = m.quotationMarks, !marks.isEmpty else { return nil }
        return MenuState.Item("", title: localizer.plural("menu.quotationMarks", count: marks.count), key: "",
                              action: .factCheck(.showMarks))
    }

    /// The focused answer's marks, one item each: the symbol, the word, the quotation's start.
    public static func marksMenu(_ m: ChatMessage, _ localizer: Localizer) -> MenuState? {
        guard let marks = m.quotationMarks, !marks.isEmpty else { return nil }
        let items = marks.enumerated().map { i, mark in
            let words = mark.quote.split(separator: " ").prefix(6).joined(separator: " ")
            let title = mark.verdict.symbol + " " + localizer(mark.verdict.key) + " · «" + words
                + (mark.quote.split(separator: " ").count > 6 ? "…»" : "»")
            return MenuState.Item("", title: title, key: i < 9 ? String(i + 1) : "",
                                  action: .factCheck(.showMark(messageId: m.id, index: i)))
        }
        return MenuState(titleKey: "menu.quotationMarks.title", items: items)
    }

    /// One mark in full, on the text page (selectable, Esc closes).
    static func markPage(messageId: String, index: Int, in app: AppState,
                         _ localizer: Localizer) -> (CopyTextPage, [OverlayOutcome])? {
        guard let i = app.chat.index(of: messageId), let marks = app.chat.messages[i].quotationMarks,
              marks.indices.contains(index) else { return nil }
        let m = marks[index]
        var lines = [m.verdict.symbol + " " + localizer(m.verdict.key), "", "«" + m.quote + "»"]
        let reference = app.language == .ar ? (m.referenceArabic ?? m.reference) : (m.reference ?? m.referenceArabic)
        switch m.verdict {
        case .notFound:
            lines += ["", localizer("factCheck.mark.notFoundExplanation")]
        case .altered:
            if let reference { lines += ["", localizer("factCheck.mark.canonicalIn", reference)] }
            if let canonical = m.canonical { lines += ["«" + canonical + "»"] }
            if let difference = m.difference { lines += ["", localizer("factCheck.mark.difference", difference)] }
        case .authentic, .misattributed:
            if let reference { lines += ["", localizer("factCheck.mark.foundIn", reference)] }
            if m.verdict == .misattributed { lines += [localizer("factCheck.mark.misattributedNote")] }
        }
        if let url = m.url { lines += [url] }
        // Shown for reading first (v gives the copying order), under a line of its own.
        var (page, outcomes) = CopyTextPage.opening(lines.joined(separator: "\n"))
        page.visualOrder = true
        page.instructionsKey = "factCheck.mark.instructions"
        return (page, outcomes)
    }
}
