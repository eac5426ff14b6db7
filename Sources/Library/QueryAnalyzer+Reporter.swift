extension QueryAnalyzer {
    /// The people a question's teller reports ("my friend says", "my dad keeps saying", "my aunt
    /// swears", "my grandmother scolds me"): who said it, not what is asked about. As a topic,
    /// "friend" alone outweighed Satan's disowning speech (14:22) in "My friend always jokes
    /// 'the devil made me do it' …". Kin named otherwise ("my mom passed away", "my aunt's
    /// husband died") stay topics.
    static let reporters = loose([
        "friend", "friends", "cousin", "cousins", "brother", "sister", "dad", "father", "mother", "mom", "mum",
        "wife", "husband", "son", "daughter", "uncle", "aunt", "grandfather", "grandmother", "grandma", "grandpa",
        "granny", "colleague", "coworker", "neighbour", "neighbor", "teacher", "imam", "boss", "roommate",
        "classmate", "parents", "family", "nephew", "niece", "sheikh", "shaykh",
    ])
    /// Words between "my" and the person ("my little brother", "my late father").
    static let reporterAdjectives = loose(["little", "late", "older", "younger", "elder", "old", "best", "teenage", "big"])
    /// How the report goes on: a verb of saying, or of saying it again and again.
    static let reportingWords = loose([
        "says", "said", "say", "tells", "told", "swears", "swore", "insists", "insisted", "claims", "claimed", "thinks",
        "thought", "believes", "keeps", "kept", "always", "scolds", "scolded", "jokes", "joked", "argues", "argued",
        "mentioned", "reminds", "reminded", "warned", "warns", "forwarded", "sent", "posted", "shared",
    ])

    /// The words as the analyser compares them (`Glossary.loose`: "keeps" is "keps").
    static func loose(_ words: [String]) -> Set<String> { Set(words.map(Glossary.loose)) }

    /// Whether the word at `i` is the person a report comes from ("my friend says").
    static func isReporter(_ i: Int, _ latin: [String]) -> Bool {
        guard reporters.contains(latin[i]), i + 1 < latin.count, reportingWords.contains(latin[i + 1]) else { return false }
        var j = i - 1
        if j >= 0, reporterAdjectives.contains(latin[j]) { j -= 1 }
        return j >= 0 && ["my", "our"].contains(latin[j])
    }
}

extension QueryAnalyzer {
    /// The same in Arabic: «صاحبتي بتقول عادي», «جدتي تقول ماءها شفاء», «زوجي يقول …».
    /// Normalised (`ArabicNormalizer`), with the speaker's own «ي»/«يا»; «الإمام يقول» is not
    /// here, since what an imam says is often the text asked about («استووا»).
    static let arabicReporters: Set<String> = [
        "صاحبي", "صاحبتي", "صديقي", "صديقتي", "زوجي", "زوجتي", "جوزي", "مراتي", "امي", "ابي", "ابويا", "ابوي",
        "جدتي", "جدي", "خالي", "خالتي", "عمي", "عمتي", "اخوي", "اخويا", "اخي", "اختي", "ابني", "بنتي", "جاري", "جارتي",
        "ماما", "بابا", "اهلي",
    ]
    static let arabicReportingWords: Set<String> = [
        "يقول", "بيقول", "تقول", "بتقول", "قال", "قالت", "قالي", "قاللي", "قالتلي", "يحلف", "بيحلف", "تحلف",
        "بتحلف", "يقولون", "بيقولوا", "يقولوا", "يصر", "بيصر", "تصر", "بتصر",
    ]
    static let arabicAlways: Set<String> = ["دايما", "دائما", "علطول", "دوم", "دوما"]

    /// Whether the word at `i` is the person an Arabic report comes from.
    static func isArabicReporter(_ i: Int, _ words: [(token: String, typed: String, taMarbuta: Bool)]) -> Bool {
        let t = words[i].token
        let bare = (t.hasPrefix("و") || t.hasPrefix("ف")) && t.count > 3 ? String(t.dropFirst()) : t
        guard arabicReporters.contains(t) || arabicReporters.contains(bare) else { return false }
        var j = i + 1
        if j < words.count, arabicAlways.contains(words[j].token) { j += 1 }
        return j < words.count && arabicReportingWords.contains(words[j].token)
    }
}
