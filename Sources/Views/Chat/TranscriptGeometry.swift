import Presentation
import TextLayout

/// Bubble widths and sides for a transcript width (ux.md §1.1, §3.1).
struct TranscriptGeometry {
    /// Columns of the transcript, including the scrollbar margin.
    let width: Int
    let compact: Bool
    let mirrored: Bool

    /// The assistant bubble's outer width.
    var assistantWidth: Int {
        if width >= 120 { return min(100, width - 8) }
        return compact ? max(8, width - 1) : max(8, width - 8)
    }

    /// The widest a user bubble may be.
    var userMaxWidth: Int {
        if width >= 120 { return 80 }
        return compact ? max(8, width - 1) : max(8, width * 3 / 4)
    }

    /// The screen column of a bubble of `outer` columns: users on the trailing side, the
    /// assistant on the leading side, the scrollbar margin on the trailing edge (mirrored in Arabic).
    func x(role user: Bool, outer: Int) -> Int {
        switch (user, mirrored) {
        case (true, false): return width - 1 - outer
        case (true, true): return 1
        case (false, false): return 0
        case (false, true): return width - outer
        }
    }

    /// The label sits at the outer corner: away from the other speaker's side.
    func labelOnRight(user: Bool) -> Bool { user != mirrored }

    var scrollbarColumn: Int { mirrored ? 0 : width - 1 }
}
