import Foundation
import Testing
@testable import Library

/// The embedder: clear errors for bad model files (always run), and with the real model (only
/// when it is on this machine) sane vectors for every kind of input, including hostile ones.
@Suite struct EmbedderTests {
    static func tempFile(_ data: Data) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("e5-\(UUID().uuidString).bin")
        try data.write(to: url)
        return url
    }

    static func expectError(_ url: URL, _ expected: (SemanticError) -> Bool) {
        do {
            _ = try Embedder(modelURL: url)
            Issue.record("expected \(url.lastPathComponent) to be refused")
        } catch {
            #expect(expected(error), "\(error)")
        }
    }

    @Test func aMissingModelIsAClearError() {
        let url = URL(fileURLWithPath: "/nonexistent/e5-small-q4.bin")
        Self.expectError(url) { $0 == .modelMissing(url.path) }
        #expect(SemanticError.modelMissing(url.path).description.contains("not installed"))
    }

    @Test func aDirectoryIsNotAModel() {
        let dir = FileManager.default.temporaryDirectory
        Self.expectError(dir) { $0 == .modelMissing(dir.path) }
    }

    @Test func junkEmptyAndForeignFilesAreRefused() throws {
        for data in [Data(), Data("hello".utf8), Data("E5S1".utf8) + Data(repeating: 0xFF, count: 4096),
                     Data(repeating: 0, count: 100_000)] {
            let url = try Self.tempFile(data)
            defer { try? FileManager.default.removeItem(at: url) }
            Self.expectError(url) { $0 == .modelUnreadable(url.path) }
        }
    }

    /// Cut anywhere — in the header, the vocabulary, the tensor table or the weights — the real
    /// model is refused by the bounds-checked loader instead of being read past its end.
    @Test(.enabled(if: TestModel.isPresent, Comment(rawValue: TestModel.skipReason)))
    func aTruncatedModelIsRefused() throws {
        let model = try Data(contentsOf: TestModel.url!, options: .alwaysMapped)
        for length in [12, 60, 1_000_000, 4_638_240, 4_700_000, model.count / 2, model.count - 1] {
            let url = try Self.tempFile(model.prefix(length))
            defer { try? FileManager.default.removeItem(at: url) }
            Self.expectError(url) { $0 == .modelUnreadable(url.path) }
        }
    }

    @Test func inputIsBoundedAndNULsCannotEndItEarly() {
        #expect(Embedder.bounded("a\0b", maxTokens: 8) == "a b")
        let long = String(repeating: "word ", count: 100_000)
        #expect(Embedder.bounded(long, maxTokens: 128).unicodeScalars.count == 128 * 32)
        #expect(Embedder.bounded("", maxTokens: 128) == "")
    }

    // MARK: - With the real model

    @Test(.enabled(if: TestModel.isPresent, Comment(rawValue: TestModel.skipReason)))
    func vectorsAreUnitLengthAndDeterministic() throws {
        let e = try #require(TestModel.embedder)
        let a = try e.embed(query: "actions are judged by intentions")
        #expect(a.count == Embedder.dimension)
        #expect(abs(TestModel.norm(a) - 1) < 1e-3)
        #expect(try e.embed(query: "actions are judged by intentions") == a)
        let p = try e.embed(passages: ["إنما الأعمال بالنيات", "الحمد لله رب العالمين"])
        #expect(p.count == 2 && p.allSatisfy { abs(TestModel.norm($0) - 1) < 1e-3 })
        #expect(try e.embed(passages: []).isEmpty)
    }

    /// Across languages: an English question about intentions is nearer the Arabic hadith
    /// («إنما الأعمال بالنيات», Bukhari 1) than an unrelated aya (2:69, the cow's colour).
    /// (Rankings over the fixture corpus are in SemanticSearchTests.)
    @Test(.enabled(if: TestModel.isPresent, Comment(rawValue: TestModel.skipReason)))
    func anEnglishQuestionIsNearerTheArabicHadith() throws {
        let e = try #require(TestModel.embedder)
        let q = try e.embed(query: "actions are judged by intentions")
        let v = try e.embed(passages: [
            "إنما الأعمال بالنيات، وإنما لكل امرئ ما نوى، فمن كانت هجرته إلى دنيا يصيبها أو إلى امرأة ينكحها، فهجرته إلى ما هاجر إليه",
            "قالوا ادع لنا ربك يبين لنا ما لونها قال إنه يقول إنها بقرة صفراء فاقع لونها تسر الناظرين",
        ])
        #expect(TestModel.cosine(q, v[0]) > TestModel.cosine(q, v[1]),
                "hadith \(TestModel.cosine(q, v[0])) vs aya \(TestModel.cosine(q, v[1]))")
    }

    @Test(.enabled(if: TestModel.isPresent, Comment(rawValue: TestModel.skipReason)))
    func oddInputNeverCrashesAndStaysBounded() throws {
        let e = try #require(TestModel.embedder)
        let odd = [
            "", " ", "\n\t", "\0", "?", String(repeating: "\u{FDFA}", count: 5_000), // ﷺ expands to 18 letters
            String(repeating: "a\u{0301}\u{0302}\u{0303}", count: 2_000), "👨‍👩‍👧‍👦🏳️‍🌈🇸🇦", "\u{202E}\u{2066}ltr\u{2069}",
            String(repeating: "longword", count: 50_000), String(repeating: "قال رسول الله ", count: 20_000),
            "\u{10FFFF}\u{E000}\u{FFFD}", String(repeating: "x ", count: 300),
        ]
        let start = Date()
        for text in odd {
            let q = try e.embed(query: text)
            #expect(q.count == Embedder.dimension && q.allSatisfy(\.isFinite))
        }
        let p = try e.embed(passages: odd)
        #expect(p.count == odd.count && p.allSatisfy { $0.allSatisfy(\.isFinite) })
        // 24 embeddings of at most 192 tokens each; unbounded, the long ones alone took minutes.
        #expect(Date().timeIntervalSince(start) < 120)
    }

    /// Only the head of a passage counts: what follows the token limit changes nothing.
    @Test(.enabled(if: TestModel.isPresent, Comment(rawValue: TestModel.skipReason)))
    func passagesAreCutAtTheTokenLimit() throws {
        let e = try #require(TestModel.embedder)
        let long = String(repeating: "إنما الأعمال بالنيات وإنما لكل امرئ ما نوى ", count: 40)
        #expect(e.tokenCount(long) > Embedder.passageTokenLimit)
        let v = try e.embed(passages: [long, long + " فمن كانت هجرته إلى الله ورسوله"])
        #expect(v[0] == v[1])
    }

    /// Concurrent calls on one model give exactly the serial results (the engine only reads
    /// the model after loading; see `Embedder`).
    @Test(.enabled(if: TestModel.isPresent, Comment(rawValue: TestModel.skipReason)))
    func concurrentCallsAgreeWithSerialOnes() async throws {
        let e = try #require(TestModel.embedder)
        let texts = ["fasting was prescribed for you", "the seven whom Allah will shade", "الصبر", "patience",
                     "charity does not decrease wealth", "الجنة تحت أقدام الأمهات"]
        let serial = try texts.map { try e.embed(query: $0) }
        let parallel = try await withThrowingTaskGroup(of: (Int, [Float]).self) { group in
            for (i, t) in texts.enumerated() { group.addTask { (i, try e.embed(query: t)) } }
            var out = [[Float]](repeating: [], count: texts.count)
            for try await (i, v) in group { out[i] = v }
            return out
        }
        #expect(parallel == serial)
    }

    /// The AVX2 and portable builds of the engine agree (to rounding), so vectors computed on
    /// one machine serve queries embedded on another.
    @Test(.enabled(if: TestModel.isPresent, Comment(rawValue: TestModel.skipReason)))
    func theAVX2AndPortableBuildsAgree() throws {
        let e = try #require(TestModel.embedder)
        let portable = try Embedder(modelURL: TestModel.url!, allowAVX2: false)
        #expect(!portable.usesAVX2)
        for text in ["the seven whom Allah will shade on the day with no shade but His", "بني الإسلام على خمس"] {
            #expect(TestModel.cosine(try e.embed(query: text), try portable.embed(query: text)) > 0.999)
        }
    }
}
