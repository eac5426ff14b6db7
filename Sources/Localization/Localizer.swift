/// Looks up UI strings in the current language, falling back to English, then to the key.
public struct Localizer: Sendable {
    public let language: Language
    public let numbers: NumberFormatting
    private let table: StringTable
    private let fallback: StringTable?

    public init(table: StringTable, fallback: StringTable?, digits: DigitStyle = .automatic) {
        self.language = table.language
        self.table = table
        self.fallback = fallback
        self.numbers = NumberFormatting(language: table.language, digits: digits)
    }

    /// The bundled tables for `language`; throws when they cannot be read.
    public static func bundled(_ language: Language, digits: DigitStyle = .automatic) throws -> Localizer {
        let en = try StringTable.bundled(.en)
        let table = language == .en ? en : try StringTable.bundled(language)
        return Localizer(table: table, fallback: en, digits: digits)
    }

    /// Keys that were asked for but found in no table; reported to the log by the app.
    public func hasKey(_ key: String) -> Bool { table.entries[key] != nil }

    /// The string for `key` with positional arguments (`%1$@`, `%1$d`, or `%@` in order).
    public func callAsFunction(_ key: String, _ args: CustomStringConvertible...) -> String {
        format(text(key), args)
    }

    /// The same, with the arguments as an array (messages built elsewhere, e.g. a view model's notice).
    public func string(_ key: String, arguments: [CustomStringConvertible]) -> String {
        format(text(key), arguments)
    }

    /// The plural form of `key` for `count`, with the count as `%1$d` (in the UI's digits).
    public func plural(_ key: String, count: Int, _ args: CustomStringConvertible...) -> String {
        let category = PluralCategory.of(count, in: language)
        let template: String
        switch table.entries[key] ?? fallback?.entries[key] {
        case .plural(let forms)?: template = forms[category] ?? forms[.other] ?? key
        case .text(let s)?: template = s
        case nil: template = key
        }
        return format(template, [count] + args)
    }

    private func text(_ key: String) -> String {
        switch table.entries[key] ?? fallback?.entries[key] {
        case .text(let s)?: return s
        case .plural(let forms)?: return forms[.other] ?? key
        case nil: return key
        }
    }

    /// Substitutes `%N$@`, `%N$d`, `%@`, `%d` and `%%`. Integers are shown in the UI's digits.
    func format(_ template: String, _ args: [CustomStringConvertible]) -> String {
        guard template.contains("%") else { return template }
        var out = ""
        var sequential = 0
        var chars = template[...]
        while let percent = chars.firstIndex(of: "%") {
            out += chars[..<percent]
            var rest = chars[chars.index(after: percent)...]
            if rest.first == "%" {
                out.append("%")
                chars = rest.dropFirst()
                continue
            }
            var index: Int?
            let digits = rest.prefix(while: \.isNumber)
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                index = Int(digits).map { $0 - 1 }
                rest = rest.dropFirst(digits.count + 1)
            }
            guard let spec = rest.first, spec == "@" || spec == "d" else {
                out.append("%")
                chars = rest
                continue
            }
            let i = index ?? sequential
            sequential += 1
            if i >= 0 && i < args.count {
                if spec == "d", let n = args[i] as? Int {
                    out += numbers.integer(n)
                } else {
                    out += args[i].description
                }
            }
            chars = rest.dropFirst()
        }
        out += chars
        return out
    }
}
