import Foundation
import Synchronization

/// One passage found by meaning: its stable key and the cosine of its vector with the
/// question's (e5 cosines crowd between about 0.7 and 0.9; compare them, do not threshold them
/// across questions).
public struct SemanticHit: Sendable, Hashable {
    public var key: PassageKey
    public var score: Float

    public init(key: PassageKey, score: Float) {
        self.key = key
        self.score = score
    }
}

/// Search by meaning: the question is embedded and compared with every passage vector. What the
/// retriever calls; it owns the embedder (model) and the dense index (vectors).
public final class SemanticSearch: Sendable {
    public let embedder: Embedder
    public let index: DenseIndex
    /// The glossary's well-known texts by meaning (their vectors made on first use).
    let knownTexts = KnownTexts(glossary: .bundled)
    /// The English translation's verse vectors (`QuranTranslation`; bundled, and used only when
    /// they were made from the pinned translation file and model).
    public let translationIndex: DenseIndex?
    /// The vectors of the hadith's English translations (`HadithEnglishVectors`), opened when
    /// first asked for: checking them against the installed translation hashes 7 MB, which only
    /// an English claim's check needs.
    private let hadithEnglish: Mutex<(opened: Bool, index: DenseIndex?)> = Mutex((false, nil))
    private let openHadithEnglish: @Sendable () -> DenseIndex?
    /// The last two texts embedded and their vectors: a question is embedded once, though the
    /// well-known texts and the translation are compared with it and the passages with it plus
    /// its concepts' Arabic (`LibraryQuery.meaningText`).
    private let recent = Mutex<[(text: String, vector: [Float])]>([])

    public init(embedder: Embedder, index: DenseIndex, translationIndex: DenseIndex? = nil,
                hadithEnglish: @escaping @Sendable () -> DenseIndex? = { nil }) {
        self.embedder = embedder
        self.index = index
        self.translationIndex = translationIndex
        openHadithEnglish = hadithEnglish
    }

    /// The hadith's English vectors, opened now if they were not; nil when there are none that
    /// match the installed translation.
    public var hadithEnglishIndex: DenseIndex? {
        hadithEnglish.withLock { state in
            if !state.opened { state = (true, openHadithEnglish()) }
            return state.index
        }
    }

    /// The question's vector (e5's "query: " side), or nil if the engine fails.
    func vector(_ question: String) -> [Float]? {
        if let hit = recent.withLock({ $0.first { $0.text == question } }) { return hit.vector }
        guard let v = try? embedder.embed(query: question) else { return nil }
        recent.withLock { $0 = [(question, v)] + $0.prefix(1) }
        return v
    }

    /// The bundled glossary's well-known text an English question clearly paraphrases (nil
    /// until the texts' vectors are ready: see `prepareKnownTexts`).
    public func knownText(_ question: String) -> Glossary.Entry? {
        guard knownTexts.isReady, question.contains(where: { $0.isLetter }),
              let vector = vector(question), let i = knownTexts.entry(for: vector) else { return nil }
        return Glossary.bundled.entries[i]
    }

    /// Makes the well-known texts' vectors ready, from `cache` or by computing them (seconds),
    /// and returns when they are.
    public func prepareKnownTexts(cache: URL?) {
        knownTexts.prepare(embedder: embedder, cache: cache)
    }

    /// The same on a thread of its own, for a server that must answer at once meanwhile.
    public func prepareKnownTextsInBackground(cache: URL?) {
        let thread = Thread { [self] in prepareKnownTexts(cache: cache) }
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// Where `library build` leaves the well-known texts' vectors.
    public static func knownTextsCache(_ installer: LibraryInstaller) -> URL {
        installer.cacheURL.appendingPathComponent("known-texts.txt")
    }

    /// Semantic search for the library installed in `installer.directory`: the model installed
    /// there and the bundled vectors, checked against the pins. Throws why it is unavailable.
    public static func load(_ installer: LibraryInstaller) throws(SemanticError) -> SemanticSearch {
        guard installer.installedModel() != nil else { throw .modelMissing(installer.modelURL.path) }
        let index = try DenseIndex.bundled(pins: installer.pins)
        let translation = installer.translationProvenance().flatMap { try? DenseIndex.translation(expected: $0) }
        let pins = installer.pins, english = installer.hadithTranslationURL
        let search = SemanticSearch(embedder: try Embedder(modelURL: installer.modelURL), index: index,
                                    translationIndex: translation,
                                    hadithEnglish: { HadithEnglishVectors.open(pins: pins, translation: english) })
        // Read at once when `library build` left them for this glossary (milliseconds); else
        // (none yet, or a glossary an update has changed) made in the background, and English
        // questions meanwhile are answered without them.
        let cache = knownTextsCache(installer)
        if !search.knownTexts.loadCached(embedder: search.embedder, cache: cache) {
            search.prepareKnownTextsInBackground(cache: cache)
        }
        return search
    }

    /// As `load`, or nil when either part is missing or does not match: the library then answers
    /// from the keyword index alone.
    public static func open(_ installer: LibraryInstaller) -> SemanticSearch? {
        try? load(installer)
    }

    /// The `k` passages nearest the question's meaning, best first. Empty for a blank question
    /// (its vector would only say "a query"), and if the engine fails.
    public func search(_ question: String, k: Int) -> [SemanticHit] {
        guard k > 0, question.contains(where: { $0.isLetter || $0.isNumber }),
              let vector = vector(question) else { return [] }
        return index.nearest(to: vector, k: k).map { SemanticHit(key: $0.key, score: $0.score) }
    }
}
