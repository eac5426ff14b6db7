import Foundation
import Localization

/// When something happened, as History shows it (ux.md §4.1): "Just now", "5 minutes ago",
/// "2 hours ago", "Yesterday", "3 days ago", then "12 Mar" (or "12 Mar 2024" in another year);
/// the compact class uses "now", "5m", "2h", "3d". Pure: both instants and the calendar are
/// given, so the same inputs always read the same.
public enum RelativeTime {
    /// `inSentence`: the form inside a sentence ("Started just now", not "Started Just now").
    public static func format(_ date: Date, now: Date, parts: (Date) -> DateParts, compact: Bool = false,
                              inSentence: Bool = false, localizer: Localizer) -> String {
        let seconds = now.timeIntervalSince(date)
        // A clock set back makes "future" rows; they read as just now rather than as a date.
        if seconds < 60 {
            return localizer(compact ? "time.compact.now" : inSentence ? "time.justNow.inSentence" : "time.justNow")
        }
        if seconds < 3_600 {
            let m = Int(seconds / 60)
            return compact ? localizer("time.compact.minutes", m) : localizer.plural("time.minutesAgo", count: m)
        }
        let then = parts(date), today = parts(now)
        let days = dayNumber(today) - dayNumber(then)
        if days <= 0 {
            let h = Int(seconds / 3_600)
            return compact ? localizer("time.compact.hours", h) : localizer.plural("time.hoursAgo", count: h)
        }
        if days <= 6 {
            if compact { return localizer("time.compact.days", days) }
            if days == 1 { return localizer(inSentence ? "time.yesterday.inSentence" : "time.yesterday") }
            return localizer.plural("time.daysAgo", count: days)
        }
        let n = localizer.numbers
        let month = localizer("date.month.\(min(12, max(1, then.month)))")
        if then.year == today.year { return localizer("time.date", n.plain(then.day), month) }
        return localizer("time.dateWithYear", n.plain(then.day), month, n.plain(then.year))
    }

    /// Days since 1970-01-01 of a civil date (proleptic Gregorian), so calendar days compare
    /// across months and years without a Calendar.
    static func dayNumber(_ p: DateParts) -> Int {
        let y = p.month <= 2 ? p.year - 1 : p.year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (p.month + 9) % 12
        let doy = (153 * mp + 2) / 5 + p.day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
