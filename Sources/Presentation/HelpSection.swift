/// One group of the help overlay: a context and its bindings, one row per action.
public struct HelpSection: Hashable, Sendable {
    public struct Row: Hashable, Sendable {
        /// All keys of the action, e.g. "Alt+1, F2".
        public var keys: String
        public var helpKey: String
    }

    public var context: KeyContext
    public var rows: [Row]

    /// The key map grouped by context, the focused contexts first, then global, then the rest.
    public static func sections(of keyMap: KeyMap, focused: [KeyContext]) -> [HelpSection] {
        var order = focused
        // The contexts declared with `KeyContext`, then those only the key map names (overlays').
        let all = [KeyContext.global] + KeyContext.allCases + keyMap.bindings.map(\.context)
        for c in all where !order.contains(c) && !KeyContext.unlisted.contains(c) {
            order.append(c)
        }
        return order.compactMap { context in
            var rows: [Row] = []
            var seen: [Action: Int] = [:]
            for b in keyMap.bindings where b.context == context {
                let keys = b.keyNames.joined(separator: ", ")
                let row = b.helpRow ?? b.action
                if let i = seen[row] {
                    rows[i].keys += ", " + keys
                } else {
                    seen[row] = rows.count
                    rows.append(Row(keys: keys, helpKey: b.helpKey))
                }
            }
            return rows.isEmpty ? nil : HelpSection(context: context, rows: rows)
        }
    }
}
