import Domain
import Foundation

/// Answer-parser throughput: how fast answers split into body and sources (protocol.md §9),
/// which the chat does on every frame of a streaming answer and History on every preview.
enum AnswerParserBenchmarks {
    static let all: [Benchmark] = [
        Benchmark(name: "domain/answer-parser", unit: "MB/s", target: "(no target)") { ctx in
            let answers = fixture(count: ctx.size(2_000, quick: 20))
            let bytes = answers.reduce(0) { $0 + $1.utf8.count }
            var sources = 0
            let seconds = threadCPUSeconds {
                for a in answers { sources += AnswerParser.parse(a).sources.count }
            }
            guard sources > 0 else { throw BenchFailure("no sources parsed") }
            return Double(bytes) / 1_048_576 / max(seconds, 1e-6)
        },
    ]

    /// Deterministic answers of mixed Arabic and English with a sources section in the formats
    /// the cloud and the library send.
    static func fixture(count: Int) -> [String] {
        let bodies = [
            "Patience (sabr) is praised throughout the Qur'an. Believers are told to seek help through patience and prayer.\n\n",
            "أثنى القرآن الكريم على الصبر في مواضع كثيرة، فأمر المؤمنين أن يستعينوا بالصبر والصلاة.\n\n",
            "## Conditions of prayer\n\n1. Purity\n2. Covering the awrah\n3. Facing the qibla\n\n> Actions are judged by intentions.\n\n",
        ]
        let sourceSections = [
            "Sources:\n- [The Qur'an, al-Baqarah 2:153] - https://tanzil.net/#2:153\n- **Book:** Sahih al-Bukhari, **Page:** 17, https://shamela.ws/book/1681/17\n",
            "المصادر / Sources\n- [القرآن الكريم، سورة البقرة، الآية 255] - https://tanzil.net/#2:255\n- [صحيح مسلم، الكتاب 1، الحديث 1] - https://shamela.ws/book/1727\n",
        ]
        return (0..<count).map { i in
            String(repeating: bodies[i % bodies.count], count: 1 + i % 5) + sourceSections[i % sourceSections.count]
        }
    }
}
