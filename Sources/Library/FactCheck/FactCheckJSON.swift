/// The structured fact-check as JSON values: the `fact_check_result` event's body and the
/// `fact_check` object of `ask --format json`.
public enum FactCheckJSON {
    public static func object(_ report: FactCheckReport) -> [String: Any] {
        ["verdict": report.verdict.rawValue, "confidence": rounded(report.confidence),
         "claims": report.claims.map(claim)]
    }

    static func claim(_ c: FactCheckClaim) -> [String: Any] {
        var out: [String: Any] = [
            "text": c.text, "language": c.language, "verdict": c.verdict.rawValue,
            "confidence": rounded(c.confidence), "matched_by_meaning": c.byMeaning,
            "difference": c.difference.map { d -> [String: Any] in
                var o: [String: Any] = ["kind": d.kind.rawValue]
                if let q = d.quoted { o["quoted"] = q }
                if let k = d.canonical { o["canonical"] = k }
                return o
            },
            "sources": c.sources.map(reference),
        ]
        if let r = c.reference { out["reference"] = reference(r) }
        if let k = c.canonical { out["canonical"] = k }
        if let claimed = c.claimedSource { out["claimed_source"] = claimed }
        if !c.difference.isEmpty { out["difference_text"] = c.difference.rendered() }
        return out
    }

    static func reference(_ r: FactCheckReference) -> [String: Any] {
        var o: [String: Any] = ["collection": r.collection.rawValue, "key": r.key, "title": r.title,
                                "title_ar": r.titleArabic, "url": r.url]
        if let v = r.sura { o["sura"] = v }
        if let v = r.aya { o["aya"] = v }
        if let v = r.ayaEnd { o["aya_end"] = v }
        if let v = r.number { o["number"] = v }
        if let v = r.book { o["book"] = v }
        if let v = r.inBook { o["in_book"] = v }
        return o
    }

    static func rounded(_ x: Double) -> Double { (x * 100).rounded() / 100 }
}
