import Domain
import Foundation

/// Twelve conversations like those of the ux.md History mock-ups (times relative to `now`,
/// badges, stars, an Arabic answer with harakat), for snapshots, tests and benchmarks.
public enum HistoryFixture {
    public static let owner = Owner.guest("guest_1_abc")
    /// 2025-03-19 12:00 UTC: "2 hours ago" is 10:00 the same day.
    public static let now = Date(timeIntervalSince1970: 1_742_385_600)

    struct Sample {
        var title: String
        var ago: TimeInterval
        var starred = false
        var localOnly = false
        var factCheck = false
        var turns: [(String, String?)]
        var lastState: MessageState = .complete
    }

    static let hour: TimeInterval = 3_600
    static let day: TimeInterval = 86_400

    /// The Arabic answer of the third conversation: written with harakat, found without them.
    public static let harakatAnswer = "يدل الحديث على أنَّ صلاحَ العمل وفسادَه بحسب النية، وأنَّ لكل امرئٍ ما نوى، "
        + "ويدخل في ذلك الصَّلَاةُ والصيام وسائر العبادات."

    static let samples: [Sample] = [
        Sample(title: "What does the Qur'an say about patience?", ago: 2 * hour, starred: true, turns: [
            ("What does the Qur'an say about patience?",
             "Patience (**sabr**) is praised throughout the Qur'an. Believers are told to seek help through patience "
                + "and prayer, for Allah is with the patient, and the patient are promised a reward beyond measure.\n\n"
                + "Sources:\n- [The Qur'an, al-Baqarah 2:153](https://tanzil.net/#2:153)\n"
                + "- [The Qur'an, az-Zumar 39:10](https://tanzil.net/#39:10)"),
            ("Which verse mentions patience together with prayer?",
             "Al-Baqarah 2:45 and 2:153 both join patience and prayer: believers are told to seek help through them.\n\n"
                + "Sources:\n- [The Qur'an, al-Baqarah 2:45](https://tanzil.net/#2:45)\n"
                + "- [The Qur'an, al-Baqarah 2:153](https://tanzil.net/#2:153)"),
        ]),
        Sample(title: "What are the conditions for a valid prayer?", ago: day + 3 * hour, turns: [
            ("What are the conditions for a valid prayer?",
             "The conditions include purity, covering the awrah, facing the qibla, the time having begun, and the"),
        ], lastState: .incomplete(.stopped)),
        Sample(title: "ما معنى حديث «إنما الأعمال بالنيات»؟", ago: 3 * day, localOnly: true, turns: [
            ("ما معنى حديث «إنما الأعمال بالنيات»؟", harakatAnswer),
        ]),
        Sample(title: "How is zakat calculated on savings?", ago: 5 * day, localOnly: true, turns: [
            ("How is zakat calculated on savings?",
             "Zakat is due at 2.5% on savings that reach the nisab and have been held for a full lunar year."),
        ]),
        Sample(title: "Is this claim about fasting authentic?", ago: 7 * day, starred: true, factCheck: true, turns: [
            ("Is this claim about fasting authentic?",
             "The quoted narration is not found in the collections that were searched, so it cannot be confirmed."),
        ]),
        Sample(title: "Etiquette of visiting the sick", ago: 17 * day, turns: [
            ("Etiquette of visiting the sick",
             "Visiting the sick is one of the rights a Muslim has over another Muslim, and the sick are rewarded "
                + "for their patience, and for every hardship they bear."),
        ]),
        Sample(title: "Combining prayers while travelling", ago: 19 * day, turns: [
            ("Combining prayers while travelling",
             "A traveller may join Dhuhr with Asr and Maghrib with Isha, early or late, as the Prophet did on journeys."),
        ]),
        Sample(title: "Explain Ayat al-Kursi", ago: 27 * day, turns: [
            ("Explain Ayat al-Kursi",
             "Ayat al-Kursi (al-Baqarah 2:255) describes Allah's life, knowledge, sovereignty and care for creation."),
        ]),
        Sample(title: "Rights of parents in Islam", ago: 36 * day, turns: [
            ("Rights of parents in Islam",
             "Kindness to parents is joined to the worship of Allah in several verses, which ask for kindness and "
                + "patience with parents in old age."),
        ]),
        Sample(title: "Fasting the six days of Shawwal", ago: 48 * day, turns: [
            ("Fasting the six days of Shawwal",
             "Fasting six days of Shawwal after Ramadan is like fasting the whole year, as the hadith in Muslim says."),
        ]),
        Sample(title: "", ago: 63 * day, turns: [
            ("   Is it permissible to pray in shoes that are clean and free of impurity?   ",
             "Yes: praying in clean shoes is permitted, and the Prophet sometimes did so."),
        ]),
        Sample(title: "Supplication for travelling", ago: 106 * day, turns: [
            ("Supplication for travelling", nil),
        ], lastState: .notSent),
    ]

    public static var count: Int { samples.count }
    /// Ids in history order (most recent first).
    public static func id(_ index: Int) -> String { "h-\(index + 1)" }

    /// Stores the conversations for `owner`.
    public static func populate(conversations: ConversationRepository, messages: MessageRepository,
                                owner: Owner = owner, now: Date = now) throws {
        for (i, s) in samples.enumerated() {
            let updated = now.addingTimeInterval(-s.ago)
            let started = updated.addingTimeInterval(-Double(s.turns.count * 2) * 60)
            let c = Conversation(id: id(i), title: s.title, createdAt: started,
                                 conversationType: s.factCheck ? .factCheck : .regular, isLocalOnly: s.localOnly,
                                 ownerId: owner.id, isStarred: s.starred,
                                 // The mock-up's conversations came from the cloud unless local-only.
                                 backend: s.localOnly ? "library" : "cloud")
            try conversations.create(c, owner: owner)
            var t = started
            for (k, turn) in s.turns.enumerated() {
                t = t.addingTimeInterval(60)
                let lastQuestion = turn.1 == nil && k == s.turns.count - 1
                try messages.append(Message(id: "\(c.id)-q\(k)", conversationId: c.id, role: .user,
                                            content: turn.0.trimmingCharacters(in: .whitespaces), createdAt: t,
                                            state: lastQuestion ? s.lastState : .complete),
                                    owner: owner, touch: .set)
                guard let answer = turn.1 else { continue }
                t = k == s.turns.count - 1 ? updated : t.addingTimeInterval(60)
                try messages.append(Message(id: "\(c.id)-a\(k)", conversationId: c.id, role: .assistant, content: answer,
                                            createdAt: t, state: k == s.turns.count - 1 ? s.lastState : .complete),
                                    owner: owner, touch: .set)
            }
            if s.turns.last?.1 == nil {
                try conversations.moveUpdatedAtForward(to: updated, conversationId: c.id, owner: owner)
            }
        }
    }
}
