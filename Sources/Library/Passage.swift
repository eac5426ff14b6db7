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

    public init(collection: LibraryCollection, sura: Int = 0, aya: Int = 0, book: Int = 0,
                inBook: Int = 0, number: Int = 0, text: String, searchText: String? = nil) {
        self.collection = collection
        self.sura = sura
        self.aya = aya
        self.book = book
        self.inBook = inBook
        self.number = number
        self.text = text
        self.searchText = searchText
    }
}
