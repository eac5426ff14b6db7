import Foundation
import Library

/// The fact-checker: opening it (reading every passage's words) and one quotation checked, on
/// the library the other library benchmarks install (the fixture corpus in quick mode).
enum FactCheckBenchmarks {
    /// Quotations of every kind: exact, vowelled, Uthmani, consecutive ayat, hadith, altered,
    /// attributed to the wrong source, and sayings the books do not have.
    static let quotations = [
        "قال تعالى: ﴿إن الله مع الصابرين﴾",
        "﴿وَلَا تَقْرَبُوا الزِّنَىٰ ۖ إِنَّهُ كَانَ فَاحِشَةً وَسَاءَ سَبِيلًا﴾",
        "ٱلْحَمْدُ لِلَّهِ رَبِّ ٱلْعَٰلَمِينَ",
        "﴿قل هو الله أحد الله الصمد لم يلد ولم يولد ولم يكن له كفوا أحد﴾",
        "قال رسول الله ﷺ: «إنما الأعمال بالنيات، وإنما لكل امرئ ما نوى»",
        "قال النبي ﷺ: «لا يؤمن أحدكم حتى يحب لأخيه ما يحب لنفسه»",
        "«ليس الشديد بالصرعة إنما الشديد الذي يملك نفسه عند الغضب»",
        "قال تعالى: ﴿ادعوني أستجيب لكم﴾",
        "قال رسول الله ﷺ: «خيركم من تعلم القرآن وعلمه للناس»",
        "«خيركم من تعلم القرآن وعلمه» رواه مسلم",
        "قال رسول الله ﷺ: «اطلبوا العلم ولو في الصين»",
        "«حب الوطن من الإيمان»",
        "قال رسول الله ﷺ: «إن الله لا ينظر إلى صوركم وأموالكم ولكن ينظر إلى قلوبكم وأعمالكم» رواه مسلم",
        "﴿يا أيها الناس إنا خلقناكم من ذكر وأنثى وجعلناكم شعوبا وقبائل لتعارفوا﴾",
        "قال رسول الله ﷺ: «من سلك طريقا يلتمس فيه علما سهل الله له به طريقا إلى الجنة»",
        "﴿لا إكراه في الدين﴾ (البقرة: 255)",
    ]

    static let all: [Benchmark] = [
        marking,
        Benchmark(name: "factcheck/open", unit: "ms", target: "report") { ctx in
            let corpus = try LibraryBenchCorpus.shared(ctx)
            return try timeSeconds { _ = try FactChecker(index: corpus.index) } * 1000
        },
        Benchmark(name: "factcheck/quotation-median", unit: "ms", target: "≤ 20 ms") { ctx in
            let checker = try FactChecker(index: try LibraryBenchCorpus.shared(ctx).index)
            var times: [Double] = []
            for q in quotations {
                times.append(timeSeconds { _ = checker.check(q) } * 1000)
            }
            times.sort()
            return times[times.count / 2]
        },
    ]
}

extension FactCheckBenchmarks {
    /// Marks on a finished answer: every Arabic quotation of a 20 KB answer checked after its last chunk (the
    /// checker already open, as the app opens it at launch). The answer repeats the quotations
    /// above in paragraphs of prose until it is 20 KB.
    static let marking = Benchmark(name: "factcheck/mark-20kb-answer", unit: "ms", target: "≤ 50 ms") { ctx in
        let checker = try FactChecker(index: try LibraryBenchCorpus.shared(ctx).index)
        let answer = markingAnswer()
        _ = checker.checkArabicQuotations(in: answer) // warm
        return timeSeconds { _ = checker.checkArabicQuotations(in: answer) } * 1000
    }

    /// Each of the sixteen quotations once, between paragraphs of prose, then prose to 20 KB:
    /// an answer that quotes a great deal, with every kind of verdict.
    static func markingAnswer() -> String {
        let prose = "ومن الأدلة على ذلك ما ورد في النصوص، وهذا بيانه مع الشرح والتفصيل لمن أراد الفهم.\n\n"
        var out = ""
        for q in quotations { out += prose + q + "\n\n" }
        while out.utf8.count < 20_000 { out += prose }
        return out
    }
}
