import Domain
import Foundation
import Testing

/// Recorder detection and command lines, the level meter on known PCM, the WAV header and the
/// limits of one recording.
struct VoiceRecordingTests {
    static func pcm(_ samples: [Int16]) -> [UInt8] {
        samples.flatMap { s in [UInt8(truncatingIfNeeded: s), UInt8(truncatingIfNeeded: s >> 8)] }
    }

    @Test func firstRecorderOnPathInOrder() {
        let present: Set = ["/usr/bin/arecord", "/opt/x/rec", "/usr/bin/parecord"]
        let r = RecorderDetection.find(setting: nil, path: "/opt/x:/usr/bin", isExecutable: present.contains)
        #expect(r == .success(Recorder(kind: .parecord, executable: "/usr/bin/parecord")))
        let pw = RecorderDetection.find(setting: nil, path: "/a:/b/", isExecutable: { $0 == "/b/pw-record" || $0 == "/a/rec" })
        #expect(pw == .success(Recorder(kind: .pwRecord, executable: "/b/pw-record")))
    }

    @Test func noneFoundAndEmptyPath() {
        #expect(RecorderDetection.find(setting: nil, path: "/usr/bin", isExecutable: { _ in false }) == .failure(.noneFound))
        #expect(RecorderDetection.find(setting: nil, path: nil, isExecutable: { _ in true }) == .failure(.noneFound))
        #expect(Recorder.installHint == "pipewire-bin, pulseaudio-utils, alsa-utils, sox")
    }

    @Test func settingNamesTheRecorder() {
        let all: Set = ["/usr/bin/pw-record", "/usr/bin/arecord", "/home/u/bin/rec"]
        #expect(RecorderDetection.find(setting: "arecord", path: "/usr/bin", isExecutable: all.contains)
                == .success(Recorder(kind: .arecord, executable: "/usr/bin/arecord")))
        #expect(RecorderDetection.find(setting: " /home/u/bin/rec ", path: "/usr/bin", isExecutable: all.contains)
                == .success(Recorder(kind: .rec, executable: "/home/u/bin/rec")))
        #expect(RecorderDetection.find(setting: "ffmpeg", path: "/usr/bin", isExecutable: { _ in true })
                == .failure(.settingUnusable("ffmpeg")))
        #expect(RecorderDetection.find(setting: "parecord", path: "/usr/bin", isExecutable: all.contains)
                == .failure(.settingUnusable("parecord")))
        #expect(RecorderDetection.find(setting: "", path: "/usr/bin", isExecutable: all.contains)
                == .success(Recorder(kind: .pwRecord, executable: "/usr/bin/pw-record")))
    }

    @Test func commandLinesRecord16kMonoWAV() {
        let out = "/tmp/v/rec.wav"
        #expect(Recorder(kind: .pwRecord, executable: "x").arguments(output: out)
                == ["--rate", "16000", "--channels", "1", "--format", "s16", out])
        #expect(Recorder(kind: .parecord, executable: "x").arguments(output: out)
                == ["--rate=16000", "--channels=1", "--format=s16le", "--file-format=wav", out])
        #expect(Recorder(kind: .arecord, executable: "x").arguments(output: out)
                == ["-q", "-f", "S16_LE", "-r", "16000", "-c", "1", "-t", "wav", out])
        #expect(Recorder(kind: .rec, executable: "x").arguments(output: out)
                == ["-q", "-r", "16000", "-c", "1", "-b", "16", "-e", "signed-integer", out])
    }

    @Test func silenceIsZero() {
        #expect(LevelMeter.level(pcm16: Self.pcm(Array(repeating: 0, count: 1600))) == 0)
        #expect(LevelMeter.level(pcm16: [UInt8]()) == 0)
        #expect(LevelMeter.level(pcm16: [0x10]) == 0)
    }

    @Test func sineWaveLevels() {
        func sine(amplitude: Double) -> [UInt8] {
            Self.pcm((0..<1600).map { Int16((amplitude * 32767 * sin(2 * .pi * 440 * Double($0) / 16000)).rounded()) })
        }
        // A full-scale sine is -3 dBFS RMS: (60-3)/60.
        #expect(abs(LevelMeter.level(pcm16: sine(amplitude: 1)) - 57.0 / 60) < 0.005)
        // -40 dB of amplitude: -43 dBFS RMS.
        #expect(abs(LevelMeter.level(pcm16: sine(amplitude: 0.01)) - 17.0 / 60) < 0.01)
        // Below the floor reads as silence.
        #expect(LevelMeter.level(pcm16: Self.pcm(Array(repeating: 1, count: 1600))) == 0)
        #expect(LevelMeter.level(pcm16: Self.pcm(Array(repeating: Int16.min, count: 8))) == 1)
    }

    @Test func barsShowNewestOnTheRight() {
        #expect(LevelMeter.bars([], width: 4) == "▁▁▁▁")
        #expect(LevelMeter.bars([0.0, 0.5, 1.0], width: 4) == "▁▁▅█")
        #expect(LevelMeter.bars([1, 1, 1, 0.2, 0.9], width: 3) == "█▂█")
        #expect(LevelMeter.bars([0.8], width: 2) == "▁▇")
    }

    @Test func wavHeaders() {
        var h: [UInt8] = Array("RIFF".utf8) + [0xFF, 0xFF, 0xFF, 0xFF] + Array("WAVE".utf8)
        h += Array("fmt ".utf8) + [16, 0, 0, 0, 1, 0, 1, 0, 0x80, 0x3E, 0, 0, 0, 0x7D, 0, 0, 2, 0, 16, 0]
        #expect(WAVFormat.parse(h) == nil)  // data not there yet
        let withList = h + Array("LIST".utf8) + [3, 0, 0, 0, 1, 2, 3, 0] + Array("data".utf8) + [0xFF, 0xFF, 0xFF, 0xFF]
        let f = WAVFormat.parse(withList)
        #expect(f == WAVFormat(channels: 1, sampleRate: 16000, bitsPerSample: 16, dataOffset: 56))
        #expect(f?.seconds(dataBytes: 32000 * 3 + 1) == 3)
        #expect(WAVFormat.parse(Array("RIFF....AVI LIST".utf8)) == nil)
        #expect(AudioFileType.sniff(withList) == .wav)
        #expect(AudioFileType.sniff(Array("OggS\0\u{2}".utf8)) == .ogg)
        #expect(AudioFileType.sniff(Array("ID3\u{4}".utf8)) == .mp3)
        #expect(AudioFileType.sniff(Array("\0\0\0 ftypM4A ".utf8)) == .m4a)
        #expect(AudioFileType.sniff(Array("hello".utf8)) == nil)
    }

    @Test func limits() {
        let l = VoiceLimits.standard
        #expect(l.maxSeconds == 120 && l.maxBytes == 20 * 1024 * 1024)
        #expect(l.reached(elapsed: 119.9, audioSeconds: 3, bytes: 1000) == nil)
        #expect(l.reached(elapsed: 120, audioSeconds: 3, bytes: 1000) == .duration)
        // A fast clock: the audio is past the limit before the wall clock.
        #expect(l.reached(elapsed: 2, audioSeconds: 120.01, bytes: 3_840_320) == .duration)
        #expect(l.reached(elapsed: 2, audioSeconds: 2, bytes: 20 * 1024 * 1024) == .size)
    }
}
