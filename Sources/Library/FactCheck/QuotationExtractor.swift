import Domain
import Foundation

/// Finds the quotations in a text: Arabic or English between «», ﴿﴾, "…" or “…”; the words after
/// «قال رسول الله ﷺ», «قال تعالى», «عن النبي», "The Prophet said", "Allah says", "The Qur'an
/// says" up to the end of the sentence; or the whole text when it is one quotation. Each comes
/// with the claim its surroundings make (`AttributionReader`).
public enum QuotationExtractor {
    /// Fewer words than this are not checked: «الله أكبر» is in hundreds of passages.
    static let minimumWords = 3
    /// … unless a speaker's marker says it is a saying: «قال النبي ﷺ: هلك المتنطعون».
    static let markedMinimumWords = 2
    /// Curly brackets are how many Arabic pages set off an aya when they lack ﴿﴾: «{والمطلقات
    /// يتربصن …} صدق الله العظيم».
    static let pairs: [(Character, Character)] = [("«", "»"), ("﴿", "﴾"), ("﴾", "﴿"), ("{", "}"), ("“", "”"), ("\"", "\"")]
    /// Phrases (on folded text) after which the words up to the end of the sentence are a
    /// quotation; an honorific or «أنه قال» after them belongs to the phrase.
    nonisolated(unsafe) static let marker: Regex<AnyRegexOutput> = {
        let honorifics = #"صلي الله عليه وسلم|عليه الصلاه والسلام|عليه السلام|عز وجل|سبحانه وتعالي|سبحانه|تعالي|جل جلاله"#
            + #"|peace be upon him|pbuh|saw|swt|s\.a\.w\.?"#
        // «(ص)», «(صلعم)», «(ع)» abbreviate a blessing: only in brackets («ص» is also a sura).
        let blessing = #"(\s*[\(\[]?\s*("# + honorifics + #")\s*[\)\]]?|\s*[\(\[]\s*(ص|صلعم|ع)\s*[\)\]])"#
        let eulogy = blessing + "*"
        // «وقال» as well: a message's next sentence («… . وقال تعالى: …»).
        let arabic = #"(و?قال|و?يقول|عن|ان|حدث|اخبر|امر)\s+(رسول الله|النبي|الرسول)"# + eulogy + #"(\s*(انه|قال|يقول))*"#
            // The Prophet named by his eulogy alone: «قال ﷺ: …», «يقول عليه الصلاة والسلام».
            + #"|و?(قال|يقول)\s+(صلي الله عليه وسلم|عليه الصلاه والسلام)"#
            // Spoken order, the Prophet first: «النبي ﷺ بيقول …», «الرسول قال: …» (before a colon
            // only: «أن النبي قال» runs on in a narration).
            + #"|(النبي|الرسول)"# + eulogy + #"\s+(بيقول|(قال|يقول)(?=\s*:))"#
            // … or with no colon at the message's start, where no narration runs on: «النبي ﷺ قال الدين النصيحة».
            + #"|^\s*(النبي|الرسول)"# + eulogy + #"\s+(قال|يقول)"#
        let divine = #"(و?قال|و?يقول|قوله)\s+(الله\s+)?(تعالي|عز وجل|سبحانه|الله|ربكم|ربك|ربنا)"# + eulogy
            + #"(\s+في كتابه( العزيز| الكريم)?)?"#
            // Spoken order, the Lord first: «فربنا قال: …», «ربنا يقول»; «الله قال» only before a
            // colon («والله يقول الحق» is a verse's own words).
            // Spoken Levantine and Egyptian «بيقول», and where: «ربنا بيقول في القرآن: …».
            + #"|[وف]?(ربنا|ربكم|ربك)\s+(قال|يقول|بيقول)(\s+في\s+(القران|كتابه)(\s+(الكريم|العزيز))?)?"#
            + #"|[وف]?الله(\s+(سبحانه|تعالي|عز وجل))*\s+(قال|بيقول)(?=\s*:)"#
        // «في الحديث عن المرأة التي …: …», «وجاء في الحديث: …»: a hadith named as the source.
        let arabicReport = #"(و?جاء في|و?ورد في|و?في)\s+(ال)?حديث"#
        // "Rasulullah (saw) said", "Our Prophet taught us", "The Holy Prophet used to say".
        let english = #"((the|our)\s+)?(holy\s+)?(prophet|messenger|"# + englishNames + #")(\s+muhammad|\s+of\s+allah|\s+of\s+god)?"#
            + eulogy + #"\s+(once\s+)?(said|says|stated|told us|taught us|used to say|has said)(\s+that)?"#
            // "He ﷺ said …": only the blessing says who "he" is.
            + #"|he"# + blessing + #"+\s+(said|says|used to say)(\s+that)?"#
        let god = #"(allah|god)"# + eulogy + #"\s+(says|said|tells us)(\s+in\s+the\s+(qur'?an|koran|quran))?(\s+that)?"#
        // "As the Qur'an teaches, …", "The Quran mentions that …": the book named as the source.
        let book = #"(as\s+)?the\s+(holy\s+)?(qur'?an|quran|koran)\s+"#
            + #"(says|said|states|teaches|tells\s+us|mentions|warns(\s+us)?|commands(\s+us)?|reminds\s+us|instructs\s+us"#
            + #"|declares)(\s+that)?"#
        // "There is a verse in the Qur'an that says …", "An ayah says …", "There is an ayah saying …".
        let verse = #"(there\s+is\s+)?(a|an|the|one)\s+(verse|ayah|aya)(\s+(in|of)\s+the\s+(qur'?an|quran|koran))?"#
            + #"(\s+(that|which))?\s+(says|said|saying|states|tells\s+us)(\s+that)?"#
        // "According to a hadith, …", "A hadith says …", "It is narrated in Bukhari that …".
        let report = #"(according\s+to\s+(a|the)\s+(hadith|prophet|messenger|qur'?an|quran|koran)"#
            // "According to Sahih Bukhari …", "According to Imam Muslim, …".
            + #"|according\s+to\s+(sahih\s+)?(al-?)?(imam\s+)?(bukhari|muslim)"#
            + #"|(there\s+is\s+)?(a|the|one)\s+hadith(\s+(that|which))?\s+(says|saying|states|tells\s+us)"#
            + #"|it\s+is\s+(narrated|reported)(\s+in\s+(sahih\s+)?(al-?)?(bukhari|muslim))?"#
            // "Narrated in Sahih Muslim: …", "Reported by Bukhari: …", "In Sahih Muslim: …".
            + #"|(narrated|reported|recorded)\s+(in|by)\s+(sahih\s+)?(al-?)?(imam\s+)?(bukhari|muslim)"#
            + #"|in\s+sahih\s+(al-?)?(bukhari|muslim)"#
            // "Sahih Bukhari reports …", "Bukhari narrates that …", "Imam Muslim relates: …"; a
            // bare "Muslim" only with a verb of narrating ("a Muslim records his debts" names no book).
            + #"|(sahih\s+|imam\s+)(al-?)?(bukhari|muslim)\s+(reports|records|narrates|relates)"#
            + #"|(al-?)?bukhari\s+(reports|records|narrates|relates)|muslim\s+(narrates|relates)"#
            // "Hadith: …" as a heading.
            + #"|hadith(?=\s*:))(\s+that)?"#
        // Built from the literals above only, never from input, and compiled by every test that
        // extracts a quotation: it cannot fail at run time.
        // A marker starts a word: «لو كان النبي» ends in «ان النبي» but names no report. And
        // it ends one: «ثم يقول اللهم …» is a supplication, not «يقول الله».
        let alternatives = [arabic, divine, arabicReport, english, god, book, verse, report]
        return try! Regex(#"(?:^|[^\p{L}])("# + alternatives.joined(separator: "|") + #")(?![\p{L}])"#)
    }()

    /// A reference in brackets at the end of a quotation (made once: a regex literal is parsed
    /// each time it is evaluated). Only a text with a closing bracket is searched.
    /// A full stop may follow it: "… are safe (Bukhari)."
    nonisolated(unsafe) static let trailingReference = /[\(\[]([^\(\)\[\]]{1,40})[\)\]]\s*[.!]?\s*$/
    /// A source after a dash or dots at the end: «… — رواه مسلم», «… - متفق عليه», «… .. متفق
    /// عليه», «… - حديث صحيح». In English too: "… - narrated by Bukhari.", "… — Sahih Muslim",
    /// "… - agreed upon". And the speaker named after the saying: "… - the Messenger of Allah
    /// (pbuh)", "— Prophet Muhammad ﷺ", "— a saying of the Prophet ﷺ".
    nonisolated(unsafe) static let trailingSource =
        /(?:\s[—–-]|\s?\.{2,}|\s?…)\s*((?:رواه|متفق عليه|أخرجه|اخرجه|صحيح|حديث|(?i:narrated|reported|recorded|related|sahih|al-bukhari|bukhari|muslim|agreed upon|the prophet|prophet|the messenger|messenger|rasulullah|rasul allah|rasool allah|rasoolullah|(?:a |the )?(?:saying|hadith|sunnah) of|(?:an? )?(?:authentic |sahih |sound )?hadith))[^—–«»]{0,40})$/
    /// A sura named on the quotation's last line, with an aya number at most.
    nonisolated(unsafe) static let suraLine = /\n\s*((?:سورة|سوره|(?i:surah|sura|surat))\s+[^\n\d]{1,30}?[\s:،,]*(?:(?:الآية|الاية|آية|اية|(?i:ayah|verse))?\s*\d{1,3})?)[\s.]*$/
    /// The speaker named after the saying, after a comma: "Honour your guest, the Messenger ﷺ
    /// said." The words between the title and the verb are a blessing at most.
    nonisolated(unsafe) static let trailingSpeaker =
        /,\s*((?i:(?:the\s+|our\s+)?(?:holy\s+)?(?:prophet|messenger|rasulullah|rasul allah|rasool allah|rasoolullah)[^,.;:«»"]{0,30}?\s+(?:said|says|stated|used to say)))\s*[.!]?\s*$/
    /// A book named after the saying with no mark between: «هلك المتنطعون رواه البخاري في
    /// صحيحه», «… من الفتن ✅ صحيح البخاري», «… رحيما. حديث صحيح». Only the words that name a
    /// report or a book: no saying ends in them. A symbol before them (✅, 📚) goes with them.
    nonisolated(unsafe) static let bareSource =
        /(?:\s+[^\p{L}\p{N}\s«»()\[\]]+)?\s+((?:رواه|متفق عليه|أخرجه|اخرجه|صحيح\s+(?:الإمام\s+|الامام\s+)?(?:البخاري|مسلم)|حديث\s+(?:صحيح|شريف|نبوي))(?:\s[^—–«»]{0,40})?)$/

    /// The Prophet's title as English speakers transliterate it.
    static let englishNames = #"rasulullah|rasul\s+allah|rasool\s*ullah|rasool\s+allah|rasulallah|nabi"#

    /// `wholeText` false leaves out the last rule: an answer's paragraph is not a quotation
    /// because it has none in it.
    public static func quotations(in text: String, wholeText: Bool = true) -> [Quotation] {
        var out = delimitedQuotations(in: text)
        // An English saying that quotes what someone says in it (the bier's «"Take me forward!"»)
        // is one claim, not its short quoted speech: when the quoted words are a small part of
        // a whole text that names no speaker before them, the whole text is the quotation.
        if wholeText, Self.isQuotedSpeech(out, in: text) { out = [] }
        // A text checked on its own may set its quotation in parentheses, as many Arabic
        // messages do («آية في الحياء: (إذا لم تستحي فاصنع ما شئت)»); an answer's parentheses
        // are most often its own asides, so its marks (`wholeText` false) do not read them.
        if out.isEmpty, wholeText { out = parenthesizedQuotations(text) }
        if out.isEmpty { out = markerQuotations(text) }
        if out.isEmpty, wholeText {
            // A short heading before a colon names the text, it is not part of it: «دعاء المصيبة:
            // اللهم أجرني في مصيبتي …», "Daily reminder: …".
            var (head, body) = heading(text)
            if head.isEmpty, let m = body.firstMatch(of: leadingReference) {
                // "Quran 4:148 - Allah does not like …": the reference leads, the words follow.
                head = String(m.0)
                body = String(body[m.range.upperBound...])
            }
            if let whole = make(body, before: head, after: "", ornate: false) { out = [whole] }
        }
        return out
    }

    /// Only the quotations set off by quotation marks or ornate brackets.
    public static func delimitedQuotations(in text: String) -> [Quotation] {
        delimited(in: text, pairs: pairs)
    }

    /// The quotations set off by the marks of `pairs`.
    static func delimited(in text: String, pairs: [(Character, Character)]) -> [Quotation] {
        let chars = Array(text)
        var spans: [(Range<Int>, ornate: Bool)] = []
        var i = 0
        while i < chars.count {
            guard let pair = pairs.first(where: { $0.0 == chars[i] }),
                  let close = closing(pair, after: i, in: chars) else { i += 1; continue }
            let curly = pair.0 == "{" && languageOf(String(chars[(i + 1)..<close])) == "ar"
            spans.append(((i + 1)..<close, pair.0 == "﴿" || pair.0 == "﴾" || curly))
            i = close + 1
        }
        var out: [Quotation] = []
        for (k, (span, ornate)) in spans.enumerated() {
            let lower = k > 0 ? spans[k - 1].0.upperBound + 1 : 0
            let upper = k + 1 < spans.count ? spans[k + 1].0.lowerBound - 1 : chars.count
            let before = sentenceTail(String(chars[lower..<max(lower, span.lowerBound - 1)]))
            let after = String(chars[min(upper, span.upperBound + 1)..<upper].prefix(80))
            // Quotation marks right after a speaker's saying verb («مع ان النبي ﷺ قال «اشفعوا
            // تؤجروا»») mark a saying as a marker does: its marks bound it, so the spoken order
            // that runs on in a narration does not matter here.
            let said = before.range(of: #"(قال|يقول|بيقول|قوله)\s*[:：]?\s*$"#, options: .regularExpression) != nil
                && AttributionReader.read(before: before, after: "", ornate: false).speaker != nil
            if let q = make(String(chars[span]), before: before, after: after, ornate: ornate,
                            arabicMinimum: said ? markedMinimumWords : minimumWords) { out.append(q) }
        }
        return out
    }

    /// Quotations introduced by a marker phrase, up to the end of their sentence or up to another
    /// speaker introduced within it («قال ﷺ: من نسي صلاة فليصل إذا ذكرها، وقال تعالى: وأقم
    /// الصلاة لذكري»: two quotations, a hadith and a verse). A line goes on after each one: a
    /// message quotes a hadith, then a verse.
    static func markerQuotations(_ text: String) -> [Quotation] {
        var out: [Quotation] = []
        for line in text.split(whereSeparator: \.isNewline) {
            var rest = String(line)
            // Each turn consumes a marker, so a line of n markers takes n turns; the bound is a
            // guard against a marker that matched nothing.
            for _ in 0..<32 {
                guard let (quotation, remainder) = firstMarkerQuotation(rest) else { break }
                if let quotation { out.append(quotation) }
                guard remainder.count < rest.count else { break }
                rest = remainder
            }
        }
        return out
    }

    /// Another speaker within a saying's sentence, after a comma or an «و»: «، وقال تعالى»,
    /// «وقال رسول الله». Not «فقال», which carries on a story («… فقال رسول الله ﷺ: …»), nor
    /// a speaker right at the saying's start (a hadith qudsi: «قال ﷺ: قال الله تعالى: …»).
    nonisolated(unsafe) static let nextSpeaker =
        /(?:[،,؛;]\s*و?|[^\p{L}]و)((?:قال|يقول)\s+(?:الله|تعالي|رسول الله|النبي|الرسول|صلي الله عليه وسلم|عليه الصلاه والسلام))(?![\p{L}])/

    /// The words after «قال الله تعالى:» (or «يقول الله عز وجل:» …) when a saying opens with it.
    static func divineOpening(_ saying: String) -> String? {
        let folded = fold(saying)
        guard let m = folded.text.firstMatch(of: divineSpeaker),
              folded.text[..<m.range.lowerBound].allSatisfy({ $0.isWhitespace || $0 == ":" }) else { return nil }
        let end = folded.text.distance(from: folded.text.startIndex, to: m.range.upperBound)
        let original = Array(saying)
        let cut = end < folded.map.count - 1 ? folded.map[end] : original.count
        let rest = String(original[cut...])
        return QuoteWords.tokens(rest).count >= minimumWords ? rest : nil
    }

    nonisolated(unsafe) static let divineSpeaker =
        /(?:قال|يقول)\s+(?:الله|ربكم|ربك|ربنا)(?:\s+(?:تعالي|عز وجل|سبحانه وتعالي|سبحانه|جل جلاله))*\s*:/

    /// The first marker quotation of `line` and the text after it, or nil when no marker is in it.
    static func firstMarkerQuotation(_ line: String) -> (Quotation?, String)? {
        let folded = fold(line)
        // Swift's Regex tries the whole alternation at every position, which made a long
        // answer's prose the slowest part of marking it; most lines name no speaker at all.
        guard mayHaveMarker(folded.text), let m = folded.text.firstMatch(of: marker) else { return nil }
        let endOffset = folded.text.distance(from: folded.text.startIndex, to: m.range.upperBound)
        let original = Array(line)
        let cut = endOffset < folded.map.count - 1 ? folded.map[endOffset] : original.count
        let before = String(original[..<cut])
        let rest = Array(original[cut...])
        var bodyEnd = rest.firstIndex(where: { ".؟?!".contains($0) }) ?? rest.count
        var remainderStart = bodyEnd
        // The line is folded once: what follows the marker is searched where it already is.
        func inRest(_ i: String.Index) -> Int {
            let at = folded.text.distance(from: folded.text.startIndex, to: i)
            return (at < folded.map.count - 1 ? folded.map[at] : original.count) - cut
        }
        if let next = folded.text[m.range.upperBound...].firstMatch(of: nextSpeaker) {
            let offset = inRest(next.range.lowerBound)
            let wordsBefore = QuoteWords.tokens(String(rest[..<offset])).count
            if offset < bodyEnd, wordsBefore >= minimumWords {
                bodyEnd = offset
                // What follows is read again from its speaker, without the «و» or comma.
                remainderStart = inRest(next.output.1.startIndex)
            }
        }
        let body = String(rest[..<bodyEnd])
        let after = remainderStart == bodyEnd && bodyEnd < rest.count ? String(rest[bodyEnd...].prefix(80)) : ""
        // «قال النبي ﷺ لما قبّل الحسن: من لا يرحم لا يُرحم», "The Prophet said to Ali: …":
        // the words before the colon tell when and to whom; the saying follows it.
        var (setting, saying) = Self.afterSetting(body)
        // A hadith qudsi: «قال ﷺ: قال الله تعالى: أعددت لعبادي …». The saying is what Allah
        // said in it; the claim stays the Prophet's (the words are a hadith's, not a verse's).
        if let inner = divineOpening(saying) { saying = inner }
        let quotation = make(saying, before: before + setting, after: after, ornate: false, nested: false,
                             arabicMinimum: markedMinimumWords)
        let remainder = remainderStart < rest.count ? " " + String(rest[remainderStart...]) : ""
        return (quotation, remainder)
    }

    /// The most words a marker's setting may have before the colon that opens the saying.
    static let settingWords = 10

    /// A marker's body split at its first colon when a short setting precedes it; the whole
    /// body is the saying otherwise (a colon further on is inside the saying).
    static func afterSetting(_ body: String) -> (setting: String, saying: String) {
        guard let colon = body.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return ("", body) }
        let head = body[..<colon]
        let words = head.split(whereSeparator: \.isWhitespace).count
        guard words >= 1, words <= settingWords else { return ("", body) }
        return (" " + head, String(body[body.index(after: colon)...]))
    }

    /// A quotation of `raw` in its surroundings, or nil when too short to check. A marker or a
    /// reference inside the quotation marks («قال ﷺ: …») is claim, not quotation.
    static func make(_ raw: String, before: String, after: String, ornate: Bool, nested: Bool = true,
                     arabicMinimum: Int = minimumWords) -> Quotation? {
        var body = raw
        var claimBefore = before
        var claimAfter = after
        // A source named after it says the words are a saying, as a marker before them does.
        var minimum = arabicMinimum
        if nested, let inner = markerQuotations(raw).first, inner.text.count < raw.count {
            // The quotation itself begins with «قال رسول الله ﷺ:»; keep the words after it.
            let head = raw.range(of: inner.text).map { String(raw[..<$0.lowerBound]) } ?? ""
            claimBefore += " " + head
            body = inner.text
        }
        if body.contains("صدق"), let closed = withoutClosingFormula(body) {
            claimAfter = closed.formula + " " + claimAfter
            body = closed.body
        }
        // A trailing reference in the quotation: «… (رواه مسلم)», "… [2:255]".
        if body.utf8.contains(where: { $0 == 0x29 || $0 == 0x5D }), let m = body.firstMatch(of: trailingReference) {
            claimAfter = String(m.0) + " " + claimAfter
            body = String(body[..<m.range.lowerBound])
            minimum = markedMinimumWords
        }
        // A last line naming a sura: «… الا فرارا\nسورة نوح», "…\nSurah Nuh, 5".
        if body.contains("\n"), let m = body.firstMatch(of: suraLine),
           AttributionReader.sura(in: ArabicNormalizer.normalize(String(m.1))) != nil {
            claimAfter = String(m.1) + " " + claimAfter
            body = String(body[..<m.range.lowerBound])
            minimum = markedMinimumWords
        }
        if body.contains("رواه") || body.contains("متفق") || body.contains("خرجه") || body.contains("صحيح")
            || body.contains("حديث") || body.contains(" - ") || body.contains("—") || body.contains("–") || body.contains("..")
            || body.contains("…") {
            if let m = body.firstMatch(of: trailingSource) {
                claimAfter = String(m.1) + " " + claimAfter
                body = String(body[..<m.range.lowerBound])
                minimum = markedMinimumWords
            } else if let m = body.firstMatch(of: bareSource) {
                claimAfter = String(m.1) + " " + claimAfter
                body = String(body[..<m.range.lowerBound])
                minimum = markedMinimumWords
            }
        }
        if body.contains(","), [" said", " says", " stated", " used to say"].contains(where: body.lowercased().contains),
           let m = body.firstMatch(of: trailingSpeaker) {
            claimAfter = String(m.1) + " " + claimAfter
            body = String(body[..<m.range.lowerBound])
            minimum = markedMinimumWords
        }
        body = trim(body)
        let language = languageOf(body)
        let count = language == "ar" ? QuoteWords.tokens(body).count : body.split(whereSeparator: \.isWhitespace).count
        guard count >= (language == "ar" ? minimum : minimumWords) else { return nil }
        return Quotation(text: body, language: language,
                         attribution: AttributionReader.read(before: claimBefore, after: claimAfter, ornate: ornate))
    }

    /// `ar` when the text has more Arabic letters than Latin ones.
    public static func languageOf(_ text: String) -> String {
        var arabic = 0, latin = 0
        for s in text.unicodeScalars {
            if (0x0600...0x06FF).contains(s.value) || (0xFB50...0xFEFF).contains(s.value) { arabic += 1 }
            else if s.properties.isAlphabetic, s.value < 0x0250 { latin += 1 }
        }
        return arabic >= latin ? "ar" : "en"
    }

    /// The end of the text after its last sentence break: what a quotation's introduction is.
    static func sentenceTail(_ s: String) -> String {
        guard let i = s.lastIndex(where: { ".؟?!\n".contains($0) }) else { return String(s.suffix(120)) }
        return String(s[s.index(after: i)...].suffix(120))
    }

    static func trim(_ s: String) -> String {
        s.trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: ":：،,-—–'\"«»“”")))
    }

    /// Words of which every match of `marker` contains one (each alternative of the pattern
    /// names its speaker or book with one of them): a line without any cannot match.
    static let markerWords: [[UInt8]] = ["رسول الله", "النبي", "الرسول", "قال", "يقول", "قوله", "حديث", "prophet", "messenger",
                                         "allah", "god", "qur", "koran", "verse", "ayah", "aya", "hadith", "narrated", "reported",
                                         "recorded", "sahih",
                                         // "He ﷺ said": the blessing alone names the speaker.
                                         "صلي الله", "pbuh", "peace be upon", "saw)", "s.a.w"].map { Array($0.utf8) }

    static func mayHaveMarker(_ folded: String) -> Bool {
        var folded = folded
        return folded.withUTF8 { bytes in markerWords.contains { UTF8Search.contains(bytes, $0) } }
    }

    /// The text folded for finding markers (normalised, lower-cased, ﷺ spelled out), with each
    /// folded character's offset in the original's characters. Each character is folded alone,
    /// as `ArabicNormalizer.normalize` would fold it (`FoldedCharacter`).
    static func fold(_ s: String) -> (text: String, map: [Int]) {
        var out = ""
        var map: [Int] = []
        for (i, ch) in s.enumerated() {
            if let scalar = FoldedCharacter.simple(ch) {
                // Removed characters (marks alone, tatweel) add nothing, as they normalise to "".
                if let scalar {
                    out.unicodeScalars.append(scalar)
                    map.append(i)
                }
                continue
            }
            let f = ArabicNormalizer.normalize(String(ch))
            for c in f {
                out.append(c)
                map.append(i)
            }
        }
        map.append(s.count)
        // Where the original ends, for a marker at the very end.
        return (out, map.isEmpty ? [0] : map)
    }
}
