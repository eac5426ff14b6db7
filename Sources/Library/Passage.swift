/// One searchable unit of the library: an aya, or a hadith with its reference numbers.
public struct Passage: Sendable, Hashable {
    public var collection: LibraryCollection
    /// Sura and aya for the Qur'an; 0 otherwise.
    public var sura: Int
    public var aya: Int
    /// Book and in-book number for hadith (how Muslim is cited); 0 for the Qur'an.
    public var book: Int
    public var inBook: Int
    /// Bukhari's standard hadith number. For Muslim this is hadith-api's own sequence, kept only
    /// as an identity and never shown (library.md).
    public var number: Int
    /// The text shown to the reader, verbatim from the source.
    public var text: String
    /// The text searched, when the source provides a cleaner one (Tanzil simple-clean).
    public var searchText: String?
    /// The stable identity: `quran:S:A`, `bukhari:N`, `muslim:N` with the source's own number
    /// as written (a second telling under one Bukhari number is `bukhari:690.2`). The vectors
    /// file and the evaluation set name passages by it.
    public var key: String

    public init(collection: LibraryCollection, sura: Int = 0, aya: Int = 0, book: Int = 0,
                inBook: Int = 0, number: Int = 0, text: String, searchText: String? = nil,
                key: String? = nil) {
        self.collection = collection
        self.sura = sura
        self.aya = aya
        self.book = book
        self.inBook = inBook
        self.number = number
        self.text = text
        self.searchText = searchText
        self.key = key ?? (collection == .quran ? "quran:\(sura):\(aya)" : "\(collection.rawValue):\(number)")
    }
}
