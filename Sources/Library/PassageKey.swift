/// The stable identity of a passage across index rebuilds and corpus files: `quran:S:A`,
/// `bukhari:N`, `muslim:N` (N is the record's `hadith_number`). Row ids are not stable, so the
/// committed passage vectors are keyed by this.
public struct PassageKey: Sendable, Hashable, CustomStringConvertible, Comparable {
    public var collection: LibraryCollection
    /// The sura for the Qur'an; 0 for hadith.
    public var sura: Int
    /// The aya for the Qur'an, the hadith number otherwise.
    public var number: Int

    public init(collection: LibraryCollection, sura: Int = 0, number: Int) {
        self.collection = collection
        self.sura = sura
        self.number = number
    }

    /// The key of a passage; nil when it has none: 26 Bukhari records carry sub-numbers such
    /// as "402.2", which `CorpusReader` reads as 0, so they cannot be told apart.
    public init?(_ p: Passage) {
        switch p.collection {
        case .quran:
            guard p.sura > 0, p.aya > 0 else { return nil }
            self.init(collection: .quran, sura: p.sura, number: p.aya)
        case .bukhari, .muslim:
            guard p.number > 0 else { return nil }
            self.init(collection: p.collection, number: p.number)
        }
    }

    /// Parses `description`; nil for anything else.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard let collection = parts.first.flatMap({ LibraryCollection(rawValue: String($0)) }) else { return nil }
        let numbers = parts.dropFirst().map { Int($0) }
        guard numbers.allSatisfy({ ($0 ?? 0) > 0 }) else { return nil }
        switch (collection, numbers.count) {
        case (.quran, 2): self.init(collection: .quran, sura: numbers[0]!, number: numbers[1]!)
        case (.bukhari, 1), (.muslim, 1): self.init(collection: collection, number: numbers[0]!)
        default: return nil
        }
    }

    public var description: String {
        collection == .quran ? "quran:\(sura):\(number)" : "\(collection.rawValue):\(number)"
    }

    public static func < (a: PassageKey, b: PassageKey) -> Bool {
        let order: [LibraryCollection] = [.quran, .bukhari, .muslim]
        let ia = order.firstIndex(of: a.collection) ?? 0, ib = order.firstIndex(of: b.collection) ?? 0
        return (ia, a.sura, a.number) < (ib, b.sura, b.number)
    }
}
