import AppResources
import Foundation

/// One language's strings: plain entries and plural entries keyed by CLDR category.
public struct StringTable: Sendable {
    public enum Entry: Sendable, Equatable {
        case text(String)
        case plural([PluralCategory: String])
    }

    public let language: Language
    public let entries: [String: Entry]

    public init(language: Language, entries: [String: Entry]) {
        self.language = language
        self.entries = entries
    }

    /// Parses a table file: an object of strings, or of objects keyed by plural category.
    public init(language: Language, json: Data) throws {
        let object = try JSONSerialization.jsonObject(with: json)
        guard let dict = object as? [String: Any] else { throw TableError.notAnObject }
        var entries: [String: Entry] = [:]
        for (key, value) in dict {
            if let s = value as? String {
                entries[key] = .text(s)
            } else if let forms = value as? [String: String] {
                var map: [PluralCategory: String] = [:]
                for (cat, text) in forms {
                    guard let c = PluralCategory(rawValue: cat) else { throw TableError.badPluralCategory(key, cat) }
                    map[c] = text
                }
                guard map[.other] != nil else { throw TableError.missingOther(key) }
                entries[key] = .plural(map)
            } else {
                throw TableError.badValue(key)
            }
        }
        self.init(language: language, entries: entries)
    }

    /// The table bundled with the app for a language.
    public static func bundled(_ language: Language) throws -> StringTable {
        guard let data = AppResources.data("l10n/\(language.rawValue).json") else {
            throw TableError.missingFile(language.rawValue)
        }
        return try StringTable(language: language, json: data)
    }

    public enum TableError: Error, CustomStringConvertible {
        case notAnObject, missingFile(String), badValue(String), badPluralCategory(String, String), missingOther(String)
        public var description: String {
            switch self {
            case .notAnObject: "string table is not a JSON object"
            case .missingFile(let l): "string table l10n/\(l).json was not found next to the program"
            case .badValue(let k): "string table entry \(k) is neither text nor plural forms"
            case .badPluralCategory(let k, let c): "string table entry \(k) has unknown plural category \(c)"
            case .missingOther(let k): "plural entry \(k) has no 'other' form"
            }
        }
    }
}
