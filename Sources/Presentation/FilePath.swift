/// File paths shown inside sentences (toasts): a path is never mirrored (ux.md §1.2), so it goes
/// in a left-to-right isolate. Without one, "ShamelaGPT - <Arabic title> - 2026-11-22.md" shows
/// its date as "22-11-2026": the digits after Arabic letters become Arabic numbers (rule W2).
enum FilePath {
    static func isolated(_ path: String) -> String { "\u{2066}" + path + "\u{2069}" }
}
