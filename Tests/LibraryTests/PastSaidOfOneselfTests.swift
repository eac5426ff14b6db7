import Testing
@testable import Library

/// A question tells its own story in the first person («إذا عطست», «حلفت»); the texts tell it of
/// him («إذا عطس أحدكم»). A word in almost no passage is looked for as said of him too.
@Suite struct PastSaidOfOneselfTests {
    private static func index() throws -> LibraryIndex {
        let sayings = [
            "إذا عطس أحدكم فليقل الحمد لله وليقل له أخوه يرحمك الله",
            "دخلت على أبي موسى فعطست فلم يشمتني",
            "عطس رجلان عند النبي فشمت أحدهما ولم يشمت الآخر",
            "إن الله يحب العطاس فإذا عطس فحمد الله فحق على كل مسلم سمعه أن يشمته",
            "ما حلفت بها منذ سمعت رسول الله ينهى عنها",
            "من حلف على يمين فرأى غيرها خيرا منها فليكفر عن يمينه",
            "من حلف بغير الله فقد أشرك",
            "كان إذا حلف لم يحنث",
            "حلف أبو بكر لا ينفق على مسطح",
            "قال عمر فوالله ما حلفت بها ذاكرا ولا آثرا",
            "قلت يا رسول الله إني حلفت أن لا أدخل عليهن شهرا",
            "قال إني حلفت ثم رأيت خيرا منها",
            "فقلت إني حلفت أن لا أطعمه",
            "والله ما حلفت على شيء إلا أتيته",
        ]
        return try TinyIndex.build("past-said-of-oneself", TinyIndex.bukhari(sayings, book: 78))
    }

    @Test func theVerbIsSaidOfHim() {
        #expect(QueryAnalyzer.pastSaidOfHim("عطست") == ["عطس"])
        #expect(QueryAnalyzer.pastSaidOfHim("وسهوت") == ["سها"])
        // Nouns in ت stay nouns; a plural in «ات» and a definite word are no verbs.
        #expect(QueryAnalyzer.pastSaidOfHim("بيت").isEmpty)
        #expect(QueryAnalyzer.pastSaidOfHim("الميت").isEmpty)
        #expect(QueryAnalyzer.pastSaidOfHim("صلوات").isEmpty)
    }

    @Test func aRareWordIsLookedForAsSaidOfHim() throws {
        // «عطست» is in one saying, the one that does not answer: «إذا عطس أحدكم» does.
        let result = try Retriever(index: try Self.index()).answer("ماذا أقول إذا عطست؟")
        #expect(result.passages.map(\.hit.passage.key).contains("bukhari:1"), "\(result.passages.map(\.hit.passage.key))")
    }

    @Test func aCommonerWordKeepsItsOwnForms() throws {
        // «حلفت» is in six sayings here («ما حلفت بها»…), and every «حلف» would outnumber them.
        let index = try Self.index()
        let weighted = try Retriever(index: index).weigh(QueryAnalyzer().analyze("حلفت بأبي").concepts)
        let swore = try #require(weighted.first { $0.concept.label == "حلفت" })
        #expect(!swore.concept.forms.contains("حلف"), "\(swore.concept.forms.sorted())")
    }
}
