import Domain

/// Item 6 of the fact-check issue: every complete answer's Arabic quotations are checked
/// against the installed library (an effect, after the answer completed: never while it
/// streams), marked ✓ ≠ ? ⇄ after each quotation, and listed from the message menu, where
/// choosing one shows its canonical text, difference and reference.
extension Coordinator {
    /// Complete answers not asked for yet; nothing while the library is not installed.
    mutating func quotationMarkRequests() -> [Effect] {
        guard state.factCheck.marksAvailable else { return [] }
        var out: [Effect] = []
        for m in state.chat.messages where m.role == .assistant && m.state == .complete && m.quotationMarks == nil
            && !state.factCheck.markRequested.contains(m.id) {
            state.factCheck.markRequested.insert(m.id)
            out.append(.factCheck(.markQuotations(messageId: m.id, text: m.body)))
        }
        return out
    }

    /// The message menu's first item when the answer has checked quotations.
    func marksMenuItem(_ m: ChatMessage) -> MenuState.Item? {
        guard let marks = m.quotationMarks, !marks.isEmpty else { return nil }
        return MenuState.Item("", title: localizer.plural("menu.quotationMarks", count: marks.count), key: "",
                              action: .factCheck(.showMarks))
    }

    /// The focused answer's marks, one item each: the symbol, the word, the quotation's start.
    mutating func openMarksMenu() {
        guard let m = state.chat.focusedMessage, let marks = m.quotationMarks, !marks.isEmpty else { return }
        let items = marks.enumerated().map { i, mark in
            let words = mark.quote.split(separator: " ").prefix(6).joined(separator: " ")
            let title = mark.verdict.symbol + " " + localizer(mark.verdict.key) + " · «" + words
                + (mark.quote.split(separator: " ").count > 6 ? "…»" : "»")
            return MenuState.Item("", title: title, key: i < 9 ? String(i + 1) : "",
                                  action: .factCheck(.showMark(messageId: m.id, index: i)))
        }
        state.menu = MenuState(titleKey: "menu.quotationMarks.title", items: items)
    }

    /// One mark in full, on the text page (selectable, Esc closes).
    mutating func showMark(messageId: String, index: Int, now: Double) -> [Effect] {
        guard let i = state.chat.index(of: messageId), let marks = state.chat.messages[i].quotationMarks,
              marks.indices.contains(index) else { return [] }
        let m = marks[index]
        var lines = [m.verdict.symbol + " " + localizer(m.verdict.key), "", "«" + m.quote + "»"]
        let reference = state.language == .ar ? (m.referenceArabic ?? m.reference) : (m.reference ?? m.referenceArabic)
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
        return open((page, outcomes), now: now)
    }
}
