import App
import Domain
import Foundation
import Presentation
import Views

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
        Benchmark(name: "voice/level-report-whole-frame", unit: "ms", target: "(before: what a report cost)") { ctx in
            // The same reports drawn as a whole frame each, as before the band was repainted
            // alone: the figure the band repaint is compared with.
            let loop = try ChatBenchmarks.openLoop(ctx)
            _ = loop.process([.voice(.availability(.recorder("arecord"))), .input(.key(.alt("v")))])
            // One environment throughout, as the run loop keeps one: its layout cache is warm.
            let env = RenderEnvironment()
            let c0 = loop.coordinator
            _ = AppView.render(c0.state, keyMap: c0.keyMap, contexts: c0.contexts, localizer: c0.localizer, environment: env)
            var level = 0.1
            var total = 0.0
            for i in 0..<10 {
                level = level > 0.9 ? 0.1 : level + 0.13
                _ = loop.process([.voice(.level(id: 1, level: level, audioSeconds: Double(i) / 10, bytes: 3200 * i))])
                let c = loop.coordinator
                total += timeSeconds {
                    _ = AppView.render(c.state, keyMap: c.keyMap, contexts: c.contexts, localizer: c.localizer,
                                       environment: env, now: Double(i) / 10)
                }
            }
            return total * 100
        },
        Benchmark(name: "voice/level-reports-cpu-per-second", unit: "%", target: "≤ 2 % with the meter") { ctx in
            // A second of recording over the 2,000-message conversation: 12.5 level reports,
            // each handled and presented by the run loop (CPU time, 10 s of reports).
            let loop = try ChatBenchmarks.openLoop(ctx)
            _ = loop.process([.voice(.availability(.recorder("arecord"))), .input(.key(.alt("v")))])
            var level = 0.1
            let cpu = cpuSeconds {
                for i in 0..<125 {
                    level = level > 0.9 ? 0.1 : level + 0.13
                    _ = loop.process([.voice(.level(id: 1, level: level, audioSeconds: Double(i) * 0.08, bytes: 2560 * i))])
                }
            }
            guard loop.coordinator.state.voice.isRecording else { throw BenchFailure("not recording") }
            return cpu / 10 * 100
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
