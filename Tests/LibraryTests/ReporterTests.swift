import Testing
@testable import Library

/// Who told the asker ("my friend says", «صاحبتي بتقول») and a kunya's "al-" part ("Abu Musa
/// al-Ashari") are not what a question asks about.
@Suite struct ReporterTests {
    let analyzer = QueryAnalyzer()

    func labels(_ question: String) -> [String] { analyzer.analyze(question).concepts.map(\.label) }

    @Test func thePersonReportingIsNoTopic() {
        let jokes = labels("My friend always jokes 'the devil made me do it'. Did Satan admit he had no authority over them?")
        #expect(!jokes.contains("friend") && jokes.contains("devil"), "\(jokes)")
        let says = labels("Does smoking break my fast? my uncle says it doesnt count")
        #expect(!says.contains("uncle"), "\(says)")
        let little = labels("My little brother keeps making up dreams. Is lying about a dream a sin?")
        #expect(!little.contains("brother"), "\(little)")
    }

    @Test func kinNamedOtherwiseStayTopics() {
        #expect(labels("My friend divorced his wife while she was on her period. Does that count?").contains("friend"))
        #expect(labels("Can I give charity for my mother who died?").contains { $0.hasPrefix("mother") })
    }

    @Test func theArabicReporterIsNoTopic() {
        let q = labels("ما حكم نمص الحواجب؟ صاحبتي بتقول عادي")
        #expect(!q.contains("صاحبتي") && q.contains("نمص"), "\(q)")
        #expect(!labels("هل في علاج للعين بالكمأة؟ جدتي دايما تقول ماءها شفاء").contains("جدتي"))
        #expect(labels("هل يجوز أن أعطي صاحبتي من الزكاة؟").contains("صاحبتي"))
    }

    @Test func aKunyasNisbaIsNotAnAbsentName() {
        let musa = labels("What did he tell Abu Musa al-Ashari about his voice?")
        #expect(!musa.contains("Ashari"), "\(musa)")
        // After a bare name or a title, the "al-" word is the name asked about.
        #expect(labels("Who was Harun al-Rashid?").contains { $0.contains("Rashid") })
        #expect(labels("Who was Imam al-Ghazali?").contains { $0.contains("Ghazali") })
    }
}
