/// The question's concepts that the answer does not cover, sorted by why, so the answer can
/// say exactly what is missing and how sure that is.
struct MissingTerms {
    /// Nothing in the three texts mentions these (or the glossary knows they are absent).
    var notInTexts: [String] = []
    /// Suras the question asks about (a virtue, a ruling) that no hadith names: the Qur'an has
    /// them, so only the two books are said to lack them.
    var suraNotInHadith: [String] = []
    /// The library has no Arabic word for these, so it could not look.
    var notSearchable: [String] = []
    /// The texts mention these, but none of the offered passages does.
    var notInCited: [String] = []

    init(_ missing: [Concept]) {
        for c in missing {
            if c.sura != nil, c.knownAbsent || c.absentFromTexts {
                suraNotInHadith.append(c.label)
            } else if c.knownAbsent || c.absentFromTexts {
                notInTexts.append(c.label)
            } else if !c.isSearchable {
                notSearchable.append(c.label)
            } else {
                notInCited.append(c.label)
            }
        }
    }

    func lines(_ l: AnswerLanguage, abstained: Bool) -> [String] {
        var out: [String] = []
        if !notInTexts.isEmpty { out.append(AnswerPhrases.notInTexts(l, notInTexts)) }
        if !suraNotInHadith.isEmpty { out.append(AnswerPhrases.suraNotInHadith(l, suraNotInHadith)) }
        if !notSearchable.isEmpty { out.append(AnswerPhrases.notSearchable(l, notSearchable)) }
        if !notInCited.isEmpty, !abstained { out.append(AnswerPhrases.notInCited(l, notInCited)) }
        return out
    }
}
