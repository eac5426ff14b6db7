import Foundation
import TextLayout

/// The inputs of a frame that are not app state: caches that only save work, and the calendar
/// that turns stored instants into local days and times. Tests pass fixed ones.
public struct RenderEnvironment: Sendable {
    public var cache: ChatRenderCache
    /// Local calendar fields of an instant.
    public var dateParts: @Sendable (Date) -> DateParts
    /// The current instant, for "Today" and "Yesterday".
    public var now: Date

    public init(cache: ChatRenderCache = ChatRenderCache(), now: Date = Date(),
                dateParts: @escaping @Sendable (Date) -> DateParts = DateParts.local) {
        self.cache = cache
        self.now = now
        self.dateParts = dateParts
    }
}

/// Year, month, day, hour and minute of an instant in some time zone.
public struct DateParts: Hashable, Sendable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int

    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
    }

    /// The process's local time zone through libc, which needs no ICU data at launch.
    public static let local: @Sendable (Date) -> DateParts = { date in
        var t = time_t(date.timeIntervalSince1970.rounded(.down))
        var tm = tm()
        localtime_r(&t, &tm)
        return DateParts(year: Int(tm.tm_year) + 1900, month: Int(tm.tm_mon) + 1, day: Int(tm.tm_mday),
                         hour: Int(tm.tm_hour), minute: Int(tm.tm_min))
    }

    /// UTC, for tests and snapshots.
    public static let utc: @Sendable (Date) -> DateParts = { date in
        var t = time_t(date.timeIntervalSince1970.rounded(.down))
        var tm = tm()
        gmtime_r(&t, &tm)
        return DateParts(year: Int(tm.tm_year) + 1900, month: Int(tm.tm_mon) + 1, day: Int(tm.tm_mday),
                         hour: Int(tm.tm_hour), minute: Int(tm.tm_min))
    }

    public var dayKey: Int { year * 10_000 + month * 100 + day }
}
