import Foundation
import Library

/// `--english-ranks`: for each English question, where its first acceptable passage stands in
/// each English signal (translation words, translation meaning, for verses and for hadith), in
/// their reciprocal-rank fusion, among every candidate and in the answer, and whether the two
/// hadith (or verse) signals agree on their first passage. Shows which signal a miss was within
/// reach of. A question the texts cannot answer has no passage to place: only its agreement counts.
enum EnglishRanks {
    static func run(retriever: Retriever, semantic: any SemanticRanking,
                    questions: [(id: String, text: String, context: [String], refs: Set<String>)]) throws {
        var wide = retriever
        wide.offerEverything = true
        wide.limit = 200
        var at: [String: [Int: Int]] = [:]
        let depths = [1, 5, 10, 30, 100]
        for q in questions {
            let quranWords = retriever.translation?.value?.search(q.text, limit: 100).map(\.key.description) ?? []
            let hadithWords = retriever.hadithTranslation?.value?.english.search(q.text, limit: 100).map(\.key.description) ?? []
            let quranMeaning = semantic.translationRank(q.text, k: 100, candidates: []).nearest.map(\.key)
            let hadithMeaning = semantic.hadithEnglishRank(q.text, k: 100, candidates: []).nearest.map(\.key)
            var fused: [String: Double] = [:]
            for list in [quranWords, hadithWords, quranMeaning, hadithMeaning] {
                for (i, k) in list.enumerated() { fused[k, default: 0] += 1 / Double(60 + i + 1) }
            }
            let fusion = fused.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
            let all = try wide.answer(q.text, context: q.context).passages.map(\.hit.passage.key)
            let got = try retriever.answer(q.text, context: q.context).passages.map(\.hit.passage.key)
            var lists = [("qw", quranWords), ("hw", hadithWords), ("qm", quranMeaning), ("hm", hadithMeaning),
                         ("rrf", fusion), ("ranked", all), ("offered", got)]
            // The answer's own order fused with the English signals', at a few weights.
            for w in [0.5, 1.0, 2.0] {
                var f: [String: Double] = [:]
                for (i, k) in all.enumerated() { f[k, default: 0] += 1 / Double(60 + i + 1) }
                for (i, k) in fusion.enumerated() { f[k, default: 0] += w / Double(60 + i + 1) }
                lists.append(("fuse\(w)", f.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)))
            }
            var line = q.id
            for (name, list) in lists {
                let r = list.firstIndex(where: q.refs.contains).map { $0 + 1 } ?? 0
                line += " \(name)=\(r)"
                for d in depths where r > 0 && r <= d { at[name, default: [:]][d, default: 0] += 1 }
            }
            // The two English signals agreeing on their first hadith (or verse).
            let agreeH = hadithWords.first.flatMap { $0 == hadithMeaning.first ? $0 : nil }
            let agreeQ = quranWords.first.flatMap { $0 == quranMeaning.first ? $0 : nil }
            // The words' first within the meaning's first three: a looser agreement.
            let nearH = hadithWords.first.flatMap { hadithMeaning.prefix(3).contains($0) ? $0 : nil }
            let nearQ = quranWords.first.flatMap { quranMeaning.prefix(3).contains($0) ? $0 : nil }
            for (tag, k) in [("agreeH", agreeH), ("agreeQ", agreeQ), ("nearH", nearH), ("nearQ", nearQ)] {
                guard let k else { continue }
                line += " \(tag)=\(q.refs.isEmpty ? "unanswerable" : q.refs.contains(k) ? "right" : "wrong")/\(got.contains(k) ? "offered" : "not-offered")"
            }
            print(line)
        }
        let answerable = questions.filter { !$0.refs.isEmpty }.count
        for name in ["qw", "hw", "qm", "hm", "rrf", "ranked", "offered", "fuse0.5", "fuse1.0", "fuse2.0"] {
            print("[\(name)] " + depths.map { "@\($0) \(at[name]?[$0] ?? 0)/\(answerable)" }.joined(separator: "  "))
        }
    }
}
