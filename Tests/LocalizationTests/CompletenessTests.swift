import Foundation
import Localization
import Testing

/// Localization is complete (protocol.md §14.1). The rules, checked against
/// the code as it is, so keys added anywhere are found without editing this file:
///
/// 1. Every key the code names is in both tables. A "named key" is a string literal shaped
///    like a key (`word.word…`, lower-case first) whose first segment is a namespace the
///    tables use (`chat`, `auth`, …). File names that look like keys (`settings.json`) are
///    told apart by their extension (`fileExtensions`).
/// 2. Every key in the tables is used: it appears as a literal in `Sources/`, or it matches
///    an entry of `dynamicKeys` — keys the code builds at run time — or of `reservedKeys` —
///    keys of the protocol's inventory kept for a screen still being built. Each entry says
///    why; an entry that matches no key fails, so the lists cannot go stale.
/// 3. Views (`Sources/Views/`) contain no text meant for users. A literal there is allowed
///    when it is a key of the tables, or the start of one built at run time (`"date.month."`),
///    or when it has no letters once these are removed: error codes (`E-NET-003`, ASCII and
///    never translated), format fragments (`%1$@`) and the notation of `viewFragments`.
///    Glyphs and box characters, spaces, punctuation and digits are not text. Key names
///    ("Esc", "Ctrl+R", "b") come from the key map (`KeyMap.keyLabel`), never from a literal.
@Suite struct CompletenessTests {
    /// Keys built from parts at run time.
    static let dynamicKeys: [(pattern: String, why: String)] = [
        (#"^date\.month\.([1-9]|1[0-2])$"#, #"MessageBlock and RelativeTime: "date.month.\(month)""#),
        (#"^history\.badge\.(factCheck|incomplete|localOnly|notSent)$"#, #"HistoryItem.Badge.labelKey: "history.badge." + rawValue""#),
        (#"^help\.context\.[A-Za-z]+$"#, #"HelpOverlayView: "help.context." + KeyContext.rawValue"#),
        (#"^tab\.(chat|history|settings)\.short$"#, #"Tab.shortLabelKey: labelKey + ".short""#),
        (#"^settings\.(theme|bidi|digits)\.[a-z-]+$"#, #"SettingsOptions and row descriptions: "settings.<row>." + rawValue"#),
        (#"^settings\.pref\.(length|style|focus)\.[a-z]+$"#, #"SettingsList/SettingsOptions: prefix + "title"/"help"/value"#),
        (#"^settings\.(mode|madhab)\.(title|help)$"#, #"SettingsList.choice: prefix + "title"/"help""#),
        (#"^settings\.madhab\.[a-z]+(Description)?$"#, #"SettingsOptions: "settings.madhab." + slug (+ "Description")"#),
    ]

    /// Keys no code uses yet, kept for work in progress.
    static let reservedKeys: [(key: String, why: String)] = [
        ("history.count", "History's tab-bar count (ux.md §4.1), built in parallel; StringTableTests uses it"),
    ]

    /// Literals shaped like keys that are file names, not keys.
    static let fileExtensions: Set<String> = ["json", "jsonl", "sqlite", "log", "txt", "md", "pid", "tmp", "swift", "wav"]

    /// Letter-bearing fragments allowed in views: notation, not language.
    static let viewFragments: [(fragment: String, why: String)] = [
        ("[x]", "a ticked checkbox (ux.md §1.3)"),
        ("www.", "the host prefix MessageBlock strips from source links"),
        (".md", "SettingsPageText: notice files that are Markdown are shown as such"),
        ("\u{0}waiting", "TranscriptView's row id for a waiting answer, never drawn"),
    ]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every Swift file under `Sources/`, with its path relative to the package.
    static func sources() throws -> [(path: String, literals: [SwiftLiteral])] {
        let base = root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        var out: [(String, [SwiftLiteral])] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            out.append((String(url.path.dropFirst(root.path.count + 1)), SwiftLiterals.scan(text)))
        }
        return out.sorted { $0.0 < $1.0 }
    }

    static func looksLikeKey(_ s: String) -> Bool { matches(#"^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$"#, s) }

    static func matches(_ pattern: String, _ s: String) -> Bool {
        s.range(of: pattern, options: .regularExpression) != nil
    }

    @Test func theCodeScannerSeesLiteralsNotComments() {
        let src = #"""
        // "comment.key"
        /* "block.key" /* nested */ "still.comment" */
        let a = "chat.placeholder" // trailing "x.y"
        let b = #"raw "quoted" \(not)"#
        let c = "a\(f("inner.key", "\(g("deep.key"))"))b"
        let d = """
            multi "line"
            """
        let e = "\u{1F33F} \"esc\""
        """#
        let lits = SwiftLiterals.scan(src)
        #expect(lits.compactMap(\.plain) == ["chat.placeholder", #"raw "quoted" \(not)"#, "inner.key", "deep.key",
                                               "    multi \"line\"\n    ", "🌿 \"esc\""])
        #expect(lits.contains { $0.parts == ["a", "b"] })
        #expect(lits.contains { $0.parts == ["", ""] })
    }

    @Test func everyKeyTheCodeNamesIsInBothTables() throws {
        let en = try StringTable.bundled(.en).entries
        let ar = try StringTable.bundled(.ar).entries
        let namespaces = Set(en.keys.compactMap { $0.split(separator: ".").first.map(String.init) })
        var problems: [String] = []
        for (path, literals) in try Self.sources() {
            for lit in literals {
                guard let s = lit.plain, Self.looksLikeKey(s) else { continue }
                let segments = s.split(separator: ".")
                guard let first = segments.first, namespaces.contains(String(first)) else { continue }
                if let ext = segments.last, Self.fileExtensions.contains(String(ext)) { continue }
                if en[s] == nil { problems.append("\(path):\(lit.line): \(s) is missing from en") }
                if ar[s] == nil { problems.append("\(path):\(lit.line): \(s) is missing from ar") }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) keys missing:\n\(problems.joined(separator: "\n"))")
        let onlyEn = Set(en.keys).subtracting(ar.keys).sorted()
        let onlyAr = Set(ar.keys).subtracting(en.keys).sorted()
        #expect(onlyEn.isEmpty, "missing from ar: \(onlyEn)")
        #expect(onlyAr.isEmpty, "missing from en: \(onlyAr)")
    }

    @Test func everyKeyInTheTablesIsUsed() throws {
        let keys = Set(try StringTable.bundled(.en).entries.keys).union(try StringTable.bundled(.ar).entries.keys)
        var used = Set<String>()
        for (_, literals) in try Self.sources() {
            for lit in literals { if let s = lit.plain { used.insert(s) } }
        }
        let unused = keys.filter { key in
            !used.contains(key) && !Self.dynamicKeys.contains { Self.matches($0.pattern, key) }
                && !Self.reservedKeys.contains { $0.key == key }
        }.sorted()
        #expect(unused.isEmpty, "keys no code uses (remove them, or list how they are built in dynamicKeys): \(unused)")
        for entry in Self.dynamicKeys {
            #expect(keys.contains { Self.matches(entry.pattern, $0) }, "stale dynamicKeys entry \(entry.pattern)")
        }
        for entry in Self.reservedKeys { #expect(keys.contains(entry.key), "stale reservedKeys entry \(entry.key)") }
    }

    @Test func viewsHoldNoUserFacingText() throws {
        let keys = Set(try StringTable.bundled(.en).entries.keys)
        var problems: [String] = []
        for (path, literals) in try Self.sources() where path.hasPrefix("Sources/Views/") {
            for lit in literals {
                if let s = lit.plain, keys.contains(s) { continue }
                for part in lit.parts where Self.hasText(part) {
                    // The fixed start of a key built at run time ("date.month." + n).
                    if part.hasSuffix("."), Self.looksLikeKey(String(part.dropLast())), keys.contains(where: { $0.hasPrefix(part) }) {
                        continue
                    }
                    problems.append("\(path):\(lit.line): \"\(part)\"")
                }
            }
        }
        #expect(problems.isEmpty, "text in views (use a key, or the key map for key names):\n\(problems.joined(separator: "\n"))")
    }

    /// Whether a literal part has letters once format fragments and notation are removed.
    static func hasText(_ part: String) -> Bool {
        var s = part.replacingOccurrences(of: #"%(\d+\$)?[@dsf%]"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"\bE-[A-Z0-9]+(-[A-Z0-9]+)*\b"#, with: "", options: .regularExpression)
        for f in viewFragments { s = s.replacingOccurrences(of: f.fragment, with: "") }
        return s.contains { $0.isLetter }
    }

    @Test func theRuleCatchesTextAndLetsGlyphsThrough() {
        #expect(!Self.hasText("▶[ "))
        #expect(!Self.hasText(" ‹ "))
        #expect(!Self.hasText("%1$@–%2$@"))
        #expect(!Self.hasText("[x] "))
        #expect(!Self.hasText("🌿"))
        #expect(!Self.hasText("E-CHAT-MISSING-CONVERSATION"))
        #expect(Self.hasText("Error E-NET-003"))
        #expect(Self.hasText(" Esc "))
        #expect(Self.hasText("Sign in"))
        #expect(Self.hasText("تسجيل"))
    }
}
