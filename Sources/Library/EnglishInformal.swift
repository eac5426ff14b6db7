import Foundation

/// Informal English words people type for family and everyday things, read as the standard word
/// the glossary and the dictionary know. "my mum and my dad" found «أم» (the particle "or", in
/// two thousand passages) and a dictionary «الأب» whose spoken forms (أبي، أبوك، أباه) no
/// generated form reaches; "mother" and "father" are glossary words with their real forms.
enum EnglishInformal {
    /// Informal word (lower case) → the standard word.
    static let standard: [String: String] = [
        "mum": "mother", "mom": "mother", "mommy": "mother", "mummy": "mother", "mama": "mother",
        "momma": "mother", "dad": "father", "daddy": "father", "papa": "father",
        "grandpa": "grandfather", "granddad": "grandfather", "grandad": "grandfather",
        "gramps": "grandfather", "grandma": "grandmother", "granny": "grandmother",
        "nana": "grandmother", "bro": "brother", "sis": "sister", "hubby": "husband",
        "wifey": "wife", "kid": "child", "kids": "children", "kiddo": "child", "ppl": "people",
        "u": "you", "ur": "your", "r": "are", "coz": "because", "cuz": "because", "bc": "because",
        "tho": "though", "abt": "about", "wanna": "want", "gonna": "going",
        // Contractions typed without their apostrophe.
        "isnt": "is not", "arent": "are not", "wasnt": "was not", "werent": "were not", "dont": "do not",
        "doesnt": "does not", "didnt": "did not", "cant": "can not", "couldnt": "could not",
        "wouldnt": "would not", "shouldnt": "should not", "havent": "have not", "hasnt": "has not",
        "hadnt": "had not", "im": "i am", "ive": "i have", "youre": "you are", "theyre": "they are",
        "theres": "there is", "thats": "that is", "heres": "here is", "wheres": "where is",
        "whos": "who is", "hows": "how is", "whys": "why is", "wont": "will not",
    ]

    /// Idioms whose words mean something else on their own: "passed away" is not passing, and
    /// "fed up" is not feeding (a glossary word). Each becomes one word, shown as typed.
    static let idioms: [(String, String)] = [
        ("passed away", "died"), ("passes away", "dies"), ("pass away", "die"), ("passing away", "dying"),
        ("fed up", "annoyed"), ("keeping in touch", "kinship"), ("keep in touch", "kinship"),
        ("stay in touch", "kinship"), ("staying in touch", "kinship"),
        // "Fast" the adverb is not the fast of Ramadan: "the devil runs off so fast", "I pray too fast".
        ("so fast", "so quickly"), ("too fast", "too quickly"), ("very fast", "very quickly"),
        ("how fast", "how quickly"), ("as fast as", "as quickly as"), ("fast enough", "quickly enough"),
        ("really fast", "really quickly"), ("run fast", "run quickly"), ("runs fast", "runs quickly"),
        ("ran fast", "ran quickly"), ("running fast", "running quickly"), ("walk fast", "walk quickly"),
        ("walks fast", "walks quickly"), ("walking fast", "walking quickly"), ("drive fast", "drive quickly"),
        ("driving fast", "driving quickly"), ("pray fast", "pray quickly"), ("praying fast", "praying quickly"),
        ("recite fast", "recite quickly"), ("reciting fast", "reciting quickly"), ("read fast", "read quickly"),
    ]

    /// `question` with each informal word replaced, and for each replacement the standard word's
    /// loose spelling mapped to the word as typed, so that what is named as not found is what
    /// the asker wrote. Text with no Latin letters comes back unchanged.
    static func standardised(_ question: String) -> (text: String, typed: [String: String]) {
        guard question.contains(where: { $0.isASCII && $0.isLetter }) else { return (question, [:]) }
        var typed: [String: String] = [:]
        var question = question
        for (idiom, plain) in idioms {
            while let r = question.range(of: idiom, options: .caseInsensitive), isWord(r, in: question) {
                typed[Glossary.loose(plain)] = String(question[r])
                question.replaceSubrange(r, with: plain)
            }
        }
        var text = ""
        var word = ""
        func flush() {
            if let s = standard[word.lowercased()] {
                text += s
                typed[Glossary.loose(s)] = word
            } else {
                text += word
            }
            word = ""
        }
        for ch in question {
            if ch.isLetter && ch.isASCII { word.append(ch) } else { flush(); text.append(ch) }
        }
        flush()
        return (text, typed)
    }

    /// Whether `r` is a whole phrase of `text`, not part of longer words.
    static func isWord(_ r: Range<String.Index>, in text: String) -> Bool {
        let before = r.lowerBound == text.startIndex || !text[text.index(before: r.lowerBound)].isLetter
        let after = r.upperBound == text.endIndex || !text[r.upperBound].isLetter
        return before && after
    }
}
