import Foundation

/// Hands batches of events from a reading thread to the checking thread through a short bounded
/// queue, so reading and checking a file overlap on two cores while memory stays bounded.
final class EventPipeline: @unchecked Sendable {
    /// What the reading thread knows once the file is read.
    struct Summary: Sendable {
        var events: Int
        var skippedLines: Int
        var objects: [TraceObject]
    }

    static let batchSize = 4096
    private static let depth = 4

    private let condition = NSCondition()
    private var batches: [[RawEvent]] = []
    private var outcome: Result<Summary, Error>?

    /// Called by the reading thread; waits while the queue is full.
    func push(_ batch: [RawEvent]) {
        condition.lock()
        while batches.count >= Self.depth { condition.wait() }
        batches.append(batch)
        condition.broadcast()
        condition.unlock()
    }

    /// Called by the reading thread once, when it is done or failed.
    func finish(_ result: Result<Summary, Error>) {
        condition.lock()
        outcome = result
        condition.broadcast()
        condition.unlock()
    }

    /// The next batch, or nil once the reading thread has finished and every batch was taken.
    func next() -> [RawEvent]? {
        condition.lock()
        defer { condition.unlock() }
        while batches.isEmpty, outcome == nil { condition.wait() }
        guard !batches.isEmpty else { return nil }
        let batch = batches.removeFirst()
        condition.broadcast()
        return batch
    }

    /// The reading thread's result, after `next()` returned nil.
    func result() throws -> Summary {
        condition.lock()
        defer { condition.unlock() }
        return try outcome!.get()
    }
}
