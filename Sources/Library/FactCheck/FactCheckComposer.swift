import Domain

/// Writes a fact-check as Markdown in the upstream's structure — VERDICT, CONFIDENCE, then the
/// CLAIMS one by one with the canonical text, the difference and where it is — and a protocol.md §9
/// sources section, in the answer's language. Every verdict is a word and a symbol, never a
/// colour alone.
public enum FactCheckComposer {
    public static func compose(_ report: FactCheckReport, language l: AnswerLanguage) -> AnswerComposer.Answer {
        var chunks: [String] = []
        guard !report.claims.isEmpty else {
            return AnswerComposer.Answer(chunks: [FactCheckPhrases.noQuotation(l) + "\n"])
        }
        let verdict = "\(report.verdict.symbol) \(FactCheckPhrases.verdict(report.verdict, l))"
        chunks.append("**\(FactCheckPhrases.verdictLabel(l)):** \(verdict)\n\n"
            + "**\(FactCheckPhrases.confidenceLabel(l)):** \(percent(report.confidence, l))\n\n"
            + "**\(FactCheckPhrases.claimsLabel(l)):**\n\n")
        for (i, c) in report.claims.enumerated() {
            chunks.append(claim(c, number: i + 1, l))
        }
        chunks.append("*" + FactCheckPhrases.framing(l) + "*\n\n")
        var seen = Set<String>()
        var sources = AnswerPhrases.sourcesHeader + "\n"
        for c in report.claims {
            for s in c.sources where seen.insert(s.key).inserted {
                sources += "- [\(l == .ar ? s.titleArabic : s.title)] - \(s.url)\n"
            }
        }
        if !seen.isEmpty { chunks.append(sources) }
        return AnswerComposer.Answer(chunks: chunks)
    }

    static func claim(_ c: FactCheckClaim, number: Int, _ l: AnswerLanguage) -> String {
        let verdict = "\(c.verdict.symbol) \(FactCheckPhrases.verdict(c.verdict, l))"
        var out = "#### \(number). \(verdict) (\(percent(c.confidence, l)))\n\n"
        out += "> \(oneLine(c.text))\n\n"
        let ref = c.reference.map { l == .ar ? $0.titleArabic : $0.title }
        switch c.verdict {
        case .authentic:
            if let ref { out += (c.byMeaning ? FactCheckPhrases.matchedIn(l, ref) : FactCheckPhrases.foundIn(l, ref)) + "\n\n" }
        case .altered:
            if let ref { out += FactCheckPhrases.canonicalIn(l, ref) + "\n\n" }
            if let canonical = c.canonical { out += "> \(oneLine(canonical))\n\n" }
            if c.byMeaning, let number = c.difference.first(where: { $0.kind == .added })?.quoted {
                // An English claim's words were not compared: only its number was (`ClaimNumbers`).
                out += FactCheckPhrases.numberNotInText(l, number) + "\n\n"
            } else if c.byMeaning, let swap = c.difference.first(where: { $0.kind == .changed }),
                      let quoted = swap.quoted, let said = swap.canonical {
                // Nor here: only a word of a closed kind was (`ClaimContrasts`).
                out += FactCheckPhrases.wordNotInText(l, quoted, english: said,
                                                      arabic: ClaimContrasts.display(ofEnglish: said) ?? said) + "\n\n"
            } else if !c.difference.isEmpty {
                out += "\(FactCheckPhrases.differenceLabel(l)): \(c.difference.rendered())\n\n"
            }
        case .notFound:
            out += FactCheckPhrases.notFoundExplanation(l) + "\n\n"
        case .misattributed:
            out += FactCheckPhrases.misattributed(l, claimed: c.claimedSource ?? "", actual: ref ?? "") + "\n\n"
        }
        if c.byMeaning, c.verdict != .notFound {
            if let canonical = c.canonical, c.verdict != .altered { out += "> \(oneLine(canonical))\n\n" }
            out += "*\(c.verdict == .altered ? FactCheckPhrases.byMeaningNumbers(l) : FactCheckPhrases.byMeaning(l))*\n\n"
        } else if c.byMeaning {
            out += "*\(FactCheckPhrases.byMeaningNotFound(l))*\n\n"
        }
        return out
    }

    static func percent(_ x: Double, _ l: AnswerLanguage) -> String {
        let p = Int((x * 100).rounded())
        return l == .ar ? "\(p)٪" : "\(p)%"
    }

    static func oneLine(_ s: String) -> String {
        s.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
