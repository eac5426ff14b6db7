/// Whom a quotation is presented as and which book it is said to be in, as read from the words
/// around it («قال تعالى», "The Prophet said", «رواه مسلم», "(البقرة: 255)").
public struct Attribution: Sendable, Hashable, Codable {
    /// Who is said to speak.
    public enum Speaker: String, Sendable, Hashable, Codable {
        /// The Qur'an (﴿﴾, «قال تعالى», "The Qur'an says").
        case quran
        /// God's words without naming the Qur'an («قال الله», "Allah says"): an aya, or a hadith
        /// qudsi in which the Prophet reports them.
        case divine
        /// The Prophet («قال رسول الله ﷺ», "The Prophet said", "a hadith").
        case prophet
    }

    public var speaker: Speaker?
    /// The books named as its source (empty when none is named).
    public var collections: Set<LibraryCollection>
    /// A sura and aya named for it ("(البقرة: 255)", "[2:255]"), when one is.
    public var ayah: AyahRef?
    /// A sura named without an aya ("في سورة آل عمران", "in Surah Al-Baqarah").
    public var sura: Int?

    public init(speaker: Speaker? = nil, collections: Set<LibraryCollection> = [], ayah: AyahRef? = nil, sura: Int? = nil) {
        self.speaker = speaker
        self.collections = collections
        self.ayah = ayah
        self.sura = sura
    }

    /// Nothing is claimed: any passage is the right source.
    public var isEmpty: Bool { speaker == nil && collections.isEmpty && ayah == nil && sura == nil }

    /// Whether the claim names the Qur'an (by speaker, book, sura or aya number).
    public var claimsQuran: Bool { speaker == .quran || collections.contains(.quran) || ayah != nil || sura != nil }
}

/// A sura and aya number.
public struct AyahRef: Sendable, Hashable, Codable, CustomStringConvertible {
    public var sura: Int
    public var aya: Int
    /// The last aya of a range named ("20:43-44"), when one was.
    public var through: Int?

    public init(sura: Int, aya: Int, through: Int? = nil) {
        self.sura = sura
        self.aya = aya
        self.through = through.flatMap { $0 > aya ? $0 : nil }
    }

    public var description: String { "\(sura):\(aya)" + (through.map { "-\($0)" } ?? "") }

    /// The ayat named, the first `limit` of a longer range.
    public func ayat(upTo limit: Int) -> ClosedRange<Int> { aya...min(through ?? aya, aya + limit - 1) }

    /// Whether the aya `sura:aya` is the one named, or in the range named.
    public func contains(sura: Int, aya: Int) -> Bool {
        sura == self.sura && (self.aya...(through ?? self.aya)).contains(aya)
    }
}
