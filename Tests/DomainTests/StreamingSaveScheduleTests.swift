import Domain
import Foundation
import Testing

@Suite struct StreamingSaveScheduleTests {
    let t0 = Date(timeIntervalSince1970: 1_770_000_000)

    @Test func firstChunkAtOnceThenAtMostEveryInterval() {
        var s = StreamingSaveSchedule()
        #expect(!s.isDue(at: t0))
        var due = s.textArrived(at: t0)
        #expect(due)
        s.saved(at: t0)
        due = s.textArrived(at: t0.addingTimeInterval(0.1))
        #expect(!due)
        #expect(!s.isDue(at: t0.addingTimeInterval(0.49)))
        // A tick with no new chunk still writes the pending text.
        #expect(s.isDue(at: t0.addingTimeInterval(0.5)))
        s.saved(at: t0.addingTimeInterval(0.5))
        #expect(!s.isDue(at: t0.addingTimeInterval(5)))
        due = s.textArrived(at: t0.addingTimeInterval(5))
        #expect(due)
    }
}
