import Domain

extension Retriever {
    /// What a concept named only in a long question's story weighs against its own weight
    /// (`Concept.narrative`): it still ranks passages that have it, but the asking sentence's
    /// topic decides, and the story's words never make the answer abstain.
    static let narrativeShare = 0.4

    /// How many searchable words of its own make a question a told story, where a word the
    /// texts lack is one detail of it (`weigh`).
    static let wordsTellingStory = 4

    static func discountNarrative(_ weighted: inout [WeightedConcept]) {
        // A sura named as where to look says where, not what: it weighs no more than the
        // question's other words on average (a sura's name is rare, and would outweigh them).
        let others = weighted.filter { $0.concept.withinSura == nil && !$0.concept.fromContext && $0.weight > 0 }.map(\.weight)
        if !others.isEmpty {
            let mean = others.reduce(0, +) / Double(others.count)
            for i in weighted.indices where weighted[i].concept.withinSura != nil {
                weighted[i].weight = min(weighted[i].weight, mean)
            }
        }
        // A well-known text the story names by its key words is the case the question asks
        // about, not its setting: "a rich friend … keeps delaying paying it back … is he
        // sinning?" is «مطل الغني ظلم».
        for i in weighted.indices where weighted[i].concept.narrative && !weighted[i].concept.namesText {
            weighted[i].weight *= narrativeShare
        }
    }

    /// A concept of the question's own that only a passage having it can answer: a word the texts
    /// never use, a name the library cannot search, a topic the glossary knows is absent.
    static func isHard(_ c: Concept) -> Bool {
        !c.fromContext && !c.incidental && !c.narrative && (c.absentFromTexts || c.knownAbsent || c.isName)
    }

    /// The question asks about a topic the glossary knows the texts do not speak of (smoking,
    /// IVF, Valentine's Day, organ donation), in the sentence that asks: passages on the rest of
    /// it ("my wife", "a gift") do not answer it, so none is offered and the topic is named.
    static func asksAbsentTopic(_ weighted: [WeightedConcept]) -> Bool {
        weighted.contains { $0.concept.knownAbsent && !$0.concept.namesText && !$0.concept.fromContext
            && !$0.concept.narrative && !$0.concept.incidental }
    }

    /// Whether an Arabic word no passage has reads as a spoken verb with its pronouns
    /// («يتقدملها», «وبيبذرها»): how the asker tells it, never the topic the texts would name,
    /// even where the glossary knows no topic beside it.
    static func isSpokenVerb(_ c: Concept) -> Bool {
        guard c.absentFromTexts, !c.knownAbsent, isIncidental(c), var t = ArabicNormalizer.tokens(c.label).first else {
            return false
        }
        if t.hasPrefix("و") || t.hasPrefix("ف") { t.removeFirst() }
        return t.count >= 5 && (t.hasPrefix("ي") || t.hasPrefix("بي") || t.hasPrefix("بت") || t.hasPrefix("بن"))
    }
}
