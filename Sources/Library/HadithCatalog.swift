import AppResources
import Foundation

/// What the corpus itself does not carry about a hadith: the titles of its book (kitab) in
/// English and Arabic (`Resources/library/hadith-books.json`, written by
/// `scripts/gen-hadith-books`), and a link that opens the hadith itself. A missing or unreadable
/// table only means the titles are left out.
///
/// Muslim's standard (Abd al-Baqi) numbers are not in the corpus nor in any package that can be
/// fetched here, so Muslim is cited by book and in-book number (which sunnah.com also uses).
public struct HadithCatalog: Sendable {
    public struct BookTitle: Sendable, Decodable, Equatable {
        public var en: String?
        public var ar: String?
        /// The first and last hadith numbers filed in this book (as written in the corpus).
        public var range: [String]?

        func holds(_ number: Double) -> Bool {
            guard let r = range, r.count == 2, let lo = Double(r[0]), let hi = Double(r[1]) else { return false }
            return number >= lo && number <= hi
        }
    }

    /// collection → book number → titles.
    let books: [String: [String: BookTitle]]

    public init(books: [String: [String: BookTitle]] = [:]) {
        self.books = books
    }

    public static let bundled: HadithCatalog = HadithCatalog(
        books: AppResources.data("library/hadith-books.json")
            .flatMap { try? JSONDecoder().decode([String: [String: BookTitle]].self, from: $0) } ?? [:])

    /// Whether the corpus gives the hadith its place in a book (some records carry 0 and 0).
    public static func hasInBookReference(_ p: Passage) -> Bool { p.inBook > 0 }

    /// The titles of the book `p` belongs to, if known; a record without a reference is placed
    /// by the range of numbers each book holds.
    public func book(of p: Passage) -> BookTitle? {
        guard p.collection != .quran, let table = books[p.collection.rawValue] else { return nil }
        if Self.hasInBookReference(p) { return table[String(p.book)] }
        guard let n = p.key.split(separator: ":").last.flatMap({ Double($0) }) else { return nil }
        return table.first { $0.key != "0" && $0.value.holds(n) }?.value
    }

    /// A link that opens this very passage: the aya on tanzil.net, the hadith on sunnah.com
    /// (Bukhari by its number; Muslim by book and in-book number, since the corpus's own Muslim
    /// numbers are not the standard ones); the Shamela book when neither is known.
    public func link(_ p: Passage) -> String {
        switch p.collection {
        case .quran:
            return "https://tanzil.net/#\(p.sura):\(p.aya)"
        case .bukhari where p.number > 0:
            return "https://sunnah.com/bukhari:\(p.number)"
        case .muslim where p.book > 0 && p.inBook > 0:
            return "https://sunnah.com/muslim/\(p.book)/\(p.inBook)"
        case .bukhari, .muslim:
            return "https://shamela.ws/book/\(p.collection.shamelaBookID ?? 0)"
        }
    }
}
