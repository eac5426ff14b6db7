import Domain

/// A fact-check is a question of its own kind: the user message carries the flag, the
/// detected language and the image, the conversation becomes a fact-check conversation, and
/// its turn goes to confirm-factcheck instead of the chat stream — also when it is
/// regenerated or resent, since the request is built from the stored message.
extension ChatViewModel {
    /// Check on the review sheet.
    public mutating func sendFactCheck(_ s: FactCheckSubmission, _ env: ChatEnvironment) -> [ChatEffect] {
        let text = s.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !QuestionText.isEmpty(text), !isStreaming else { return [] }
        if let blocked = env.sendBlocked {
            banner = ChatBanner(error: blocked, retry: nil, secondary: .openSettings)
            return []
        }
        return ask(text, env, factCheck: s)
    }

    /// The quotations of an answer, checked.
    public mutating func setQuotationMarks(_ marks: [QuotationMark], messageId: String) {
        guard let i = index(of: messageId) else { return }
        messages[i].quotationMarks = marks
    }

    static func mark(_ user: inout Message, conversation: inout Conversation, as s: FactCheckSubmission) {
        user.isFactCheck = true
        user.detectedLanguage = s.detectedLanguage
        user.image = s.image
        conversation.conversationType = .factCheck
    }

    /// The fact-check part of a turn's request, when its question is a fact-check.
    func factCheckSend(for t: ChatTurn) -> FactCheckSend? {
        guard let i = index(of: t.userMessageId), messages[i].message.isFactCheck else { return nil }
        return FactCheckSend(imageURL: messages[i].message.image?.url)
    }
}

extension Conversation {
    /// The same conversation typed as a fact-check when `factCheck`.
    func asFactCheck(_ factCheck: Bool) -> Conversation {
        var c = self
        if factCheck { c.conversationType = .factCheck }
        return c
    }
}
