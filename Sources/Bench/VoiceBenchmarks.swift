import App
import Domain
import Foundation
import Presentation

/// Voice input's figures that do not need a microphone: the frame that shows the recording
/// banner after Alt+V (over the 2,000-message conversation), a level report drawn, and the
/// meter's own cost over a second of reports. The recorder's start and the stop-to-request
/// time are measured end to end (docs/PERFORMANCE.md, "Voice input").
enum VoiceBenchmarks {
    static let all: [Benchmark] = [
        Benchmark(name: "voice/key-to-recording-frame", unit: "ms", target: "≤ 100 ms") { ctx in
            let loop = try ChatBenchmarks.openLoop(ctx)
            _ = loop.process([.voice(.availability(.recorder("arecord")))])
            let ms = timeSeconds { _ = loop.process([.input(.key(.alt("v")))]) } * 1000
            guard loop.coordinator.state.voice.isRecording else { throw BenchFailure("not recording") }
            return ms
        },
        Benchmark(name: "voice/level-report-frame", unit: "ms", target: "(detail)") { ctx in
            let loop = try ChatBenchmarks.openLoop(ctx)
            _ = loop.process([.voice(.availability(.recorder("arecord"))), .input(.key(.alt("v")))])
            var level = 0.1
            return timeSeconds {
                for i in 0..<10 {
                    level = level > 0.9 ? 0.1 : level + 0.13
                    _ = loop.process([.voice(.level(id: 1, level: level, audioSeconds: Double(i) / 10, bytes: 3200 * i))])
                }
            } * 100
        },
        Benchmark(name: "voice/level-meter-cpu-per-second", unit: "%", target: "≤ 2 % (whole meter path)") { _ in
            // 12.5 windows of 100 ms of speech-like PCM: the monitor's work for one second.
            let window = (0..<1600).flatMap { i -> [UInt8] in
                let s = Int16(12000 * sin(Double(i) * 0.19) * sin(Double(i) * 0.003))
                return [UInt8(truncatingIfNeeded: s), UInt8(truncatingIfNeeded: s >> 8)]
            }
            var sink = 0.0
            let seconds = timeSeconds { for _ in 0..<125 { sink += LevelMeter.level(pcm16: window) } } / 10
            guard sink > 0 else { throw BenchFailure("silent") }
            return seconds * 100
        },
    ]
}
