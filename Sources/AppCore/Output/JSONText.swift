import Foundation

/// JSON for stdout that is also safe to show on a terminal. `JSONSerialization` escapes C0
/// controls only; C1 controls (U+009B is a one-byte CSI to some terminals, U+009D an OSC), DEL,
/// the bidi formatting characters (U+202E turns the rest of a line around) and the line and
/// paragraph separators are written as `\uXXXX` escapes here. Outside strings JSON is ASCII,
/// so escaping every such code point wherever it occurs keeps the document valid and equal.
package enum JSONText {
    package static func encode(_ object: Any, pretty: Bool = false) -> String {
        var options: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes]
        if pretty { options.insert(.prettyPrinted) }
        guard JSONSerialization.isValidJSONObject(object),
              let data = try? JSONSerialization.data(withJSONObject: object, options: options)
        else { return "null" }
        return escape(String(decoding: data, as: UTF8.self))
    }

    /// Code points escaped in JSON output beyond what JSON itself requires.
    static func needsEscape(_ v: UInt32) -> Bool {
        switch v {
        case 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    static func escape(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { needsEscape($0.value) }) else { return json }
        var out = String.UnicodeScalarView()
        for s in json.unicodeScalars {
            if needsEscape(s.value) {
                out.append(contentsOf: String(format: "\\u%04x", s.value).unicodeScalars)
            } else {
                out.append(s)
            }
        }
        return String(out)
    }
}
