import Domain
import Foundation
import Presentation
import TextLayout

/// Work a frame can reuse from the last one: laid-out answers, block heights, and the
/// incremental layout of the answer being written. Only a memo: a fresh cache draws the same
/// frame, just slower. Used from the run loop's thread; the lock keeps it safe regardless.
public final class ChatRenderCache: @unchecked Sendable {
    let layouts = LayoutCache()
    private let lock = NSLock()
    private var heights: [HeightKey: Int] = [:]
    private var estimates: [HeightKey: Int] = [:]
    private var answers: [ParseKey: AnswerParser.Parsed] = [:]
    private var streaming: [String: StreamingLayout] = [:]
    /// Bytes of each streaming message already fed to its layout.
    private var fed: [String: Int] = [:]

    /// A block's height depends on its message's text and state, the width, what the frame
    /// shares (`variant`) and the block's own switches. The parts are kept apart rather than
    /// hashed into one number first: the key is made for every message on every frame, and one
    /// hash per message (the dictionary's) costs a quarter of four.
    struct HeightKey: Hashable {
        var id: String
        var revision: MessageBlockBuilder.Revision
        var width: Int
        var variant: Int
        var expanded = false
        var separator = false
        var reasoningLength: Int?
    }

    struct ParseKey: Hashable {
        var id: String
        var revision: Int
    }

    public init() {}

    /// A finished answer split into body and sources, parsed once per content revision.
    func parsed(_ m: ChatMessage, revision: Int) -> AnswerParser.Parsed {
        guard m.isParsedAnswer else { return AnswerParser.Parsed(body: m.message.content, sources: []) }
        let key = ParseKey(id: m.id, revision: revision)
        if let hit = lock.withLock({ answers[key] }) { return hit }
        let p = m.parsed
        lock.withLock {
            if answers.count > 2_000 { answers.removeAll(keepingCapacity: true) }
            answers[key] = p
        }
        return p
    }

    /// The estimated height of a block never laid out, computed once per key.
    func estimate(_ key: HeightKey, _ compute: () -> Int) -> Int {
        if let hit = lock.withLock({ estimates[key] }) { return hit }
        let h = compute()
        lock.withLock {
            if estimates.count > 50_000 { estimates.removeAll(keepingCapacity: true) }
            estimates[key] = h
        }
        return h
    }

    func height(_ key: HeightKey) -> Int? {
        lock.withLock { heights[key] }
    }

    func setHeight(_ h: Int, for key: HeightKey) {
        lock.withLock {
            if heights.count > 20_000 { heights.removeAll(keepingCapacity: true) }
            heights[key] = h
        }
    }

    /// The rows of a growing answer, feeding only the bytes that arrived since the last frame
    /// (text-rendering.md §3.8), so a frame costs what changed rather than the answer's length.
    func streamingRows(id: String, text: String, width: Int, direction: TextDirection,
                       settings: LayoutSettings) -> [LayoutRow] {
        lock.withLock {
            var layout = streaming[id]
            var have = fed[id] ?? 0
            if layout == nil || layout?.width != width || layout?.direction != direction
                || layout?.settings != settings || have > text.utf8.count {
                layout = StreamingLayout(width: width, direction: direction, settings: settings)
                have = 0
            }
            guard var l = layout else { return [] }
            let bytes = text.utf8
            if bytes.count > have {
                l.append(bytes.dropFirst(have))
                have = bytes.count
            }
            streaming[id] = l
            fed[id] = have
            if streaming.count > 4 {
                // Only the answer being written needs this; forget finished ones.
                for key in streaming.keys where key != id { streaming[key] = nil; fed[key] = nil }
            }
            return l.rows
        }
    }
}
