import Foundation
import Testing

/// Clusters come from Swift `Character`; it must agree with GraphemeBreakTest.txt except for the
/// one known Swift 6.3 miss named in text-rendering.md §5.1.
@Suite struct GraphemeBreakTests {
    static let path = "/usr/share/unicode/auxiliary/GraphemeBreakTest.txt"
    static let knownMisses: Set<String> = ["÷ 2701 × 200D × 2701 ÷"]

    @Test func swiftCharactersMatchUAX29() throws {
        guard let text = try? String(contentsOfFile: Self.path, encoding: .utf8) else {
            print("SKIPPED: \(Self.path) missing; install the Debian package unicode-data")
            return
        }
        var cases = 0
        var failures: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let spec = line.split(separator: "#", maxSplits: 1)[0].trimmingCharacters(in: .whitespaces)
            guard !spec.isEmpty else { continue }
            cases += 1
            var expected: [[UInt32]] = []
            var current: [UInt32] = []
            for token in spec.split(separator: " ") {
                if token == "÷" {
                    if !current.isEmpty { expected.append(current); current = [] }
                } else if token != "×", let v = UInt32(token, radix: 16) {
                    current.append(v)
                }
            }
            if !current.isEmpty { expected.append(current) }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: expected.joined().compactMap(Unicode.Scalar.init))
            let actual = String(view).map { $0.unicodeScalars.map(\.value) }
            if actual != expected && !Self.knownMisses.contains(spec) { failures.append(spec) }
        }
        #expect(cases > 600)
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
