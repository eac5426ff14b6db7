import Domain

/// A sura named as a question's topic («ما فضل سورة الملك؟», "the virtue of Surah Yasin").
extension Retriever {
    /// A sura's name in more passages than this is a common word there, not the sura
    /// («الملك» is the king in 162 passages, «البقرة» a cow in many).
    static let commonWordDocuments = 30

    /// Searches the sura `c` names as the hadith name it: by its name when that is not a common
    /// word, else only as «سورة …», and by its opening words when they are distinctive («قل هو
    /// الله أحد» for al-Ikhlas, which the hadith never call by that name). Returns its new
    /// document count.
    func narrowToSura(_ c: inout Concept, documents: Int) throws -> Int {
        guard let sura = c.sura else { return documents }
        var df = documents
        let name = sura <= SuraNames.arabic.count ? ArabicNormalizer.tokens(SuraNames.arabic[sura - 1]) : []
        if df > Self.commonWordDocuments, name.count == 1 {
            // Only «سورة …» names it.
            c.forms = []
            c.stem = nil
            c.phrases = [["سوره"] + name]
            df = try prune(&c)
        }
        if let opening = try index.aya(sura: sura, aya: 1)?.matnWords.prefix(4).map(String.init), opening.count >= 3 {
            let probe = Concept(label: c.label, forms: [], phrases: [opening])
            let n = try probe.matnExpression.map { try index.count(matching: $0) } ?? 0
            // «الحمد لله رب العالمين» is said far beyond al-Fatiha: it would name nothing. The
            // sura's own first aya is one of them, and says nothing of the sura.
            if n > 1, n <= Self.commonWordDocuments, !c.phrases.contains(opening) {
                c.phrases.append(opening)
                df = try prune(&c)
            }
        }
        return df
    }

    /// A sura named as where to look: its ayat join the candidates, whatever the per-word limit
    /// left of the common words that find them («في كم يوم خلق الله الأرض … حسب سورة فصلت؟»:
    /// 41:9 among the thousands with «يوم», «خلق», «الأرض»). The scorer still decides.
    func addAyat(of sura: Int, to hits: inout [SearchHit]) throws {
        guard (1...SuraNames.arabic.count).contains(sura) else { return }
        var known = Set(hits.map(\.passage.key))
        var aya = 1
        while let hit = try index.aya(sura: sura, aya: aya) {
            if known.insert(hit.passage.key).inserted { hits.append(hit) }
            aya += 1
        }
    }

    /// A question that names the sura to look in ("In surah adh-Dhariyat, how did Ibrahim's wife
    /// react …?") asks about that sura's verses: those that have any of its other words come
    /// first, by rank, however well a story's telling in another sura (11:69) covers the rest.
    /// Only for a name that is no word the library can search: a name that is one («الأنعام»,
    /// "the Cave") already ranks its verses by its weight, and such questions often ask what
    /// the hadith say of a verse there (Bukhari 32 on 6:82, the cloud over the reciter of
    /// al-Kahf), which this would push out.
    static func preferNamedSura(_ offered: inout [RankedPassage], ranked: [RankedPassage], limit: Int) {
        let suras = Set(ranked.flatMap { $0.matched.filter { !$0.isSearchable }.compactMap(\.withinSura) })
        guard suras.count == 1, let sura = suras.first else { return }
        let inSura = ranked.filter { p in
            p.hit.passage.collection == .quran && p.hit.passage.sura == sura
                && p.matched.contains { $0.withinSura == nil && !$0.fromContext }
        }.prefix(limit)
        guard !inSura.isEmpty else { return }
        let keys = Set(inSura.map(\.hit.passage.key))
        offered = Array((Array(inSura) + offered.filter { !keys.contains($0.hit.passage.key) }).prefix(limit))
    }
}
