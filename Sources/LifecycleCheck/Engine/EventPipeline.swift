import Foundation

/// Hands batches of parsed lines from a reading thread to the checking thread through a short bounded
/// queue, so reading and checking a file overlap on two cores while memory stays bounded. Emptied
/// batches go back to the reading thread with their capacity, so a long trace allocates none per batch.
final class EventPipeline: @unchecked Sendable {
    /// What the reading thread knows once the file is read.
    struct Summary: Sendable {
        var lines: Int
        var skippedLines: Int
    }

    private static let depth = 4

    private let condition = NSCondition()
    private var batches: [ParsedLineBatch] = []
    private var spare: [ParsedLineBatch] = []
    private var outcome: Result<Summary, Error>?

    /// Called by the reading thread; waits while the queue is full, then leaves an empty batch (with
    /// capacity, when one came back) in `batch`.
    func push(_ batch: inout ParsedLineBatch) {
        condition.lock()
        while batches.count >= Self.depth { condition.wait() }
        batches.append(batch)
        batch = spare.popLast() ?? ParsedLineBatch()
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

    /// Replaces `batch` (done with, handed back for reuse) with the next one; false once the reading
    /// thread has finished and every batch was taken.
    func next(_ batch: inout ParsedLineBatch) -> Bool {
        batch.removeAll()
        condition.lock()
        defer { condition.unlock() }
        if spare.count < Self.depth { spare.append(batch) }
        batch = ParsedLineBatch()
        while batches.isEmpty, outcome == nil { condition.wait() }
        guard !batches.isEmpty else { return false }
        batch = batches.removeFirst()
        condition.broadcast()
        return true
    }

    /// The reading thread's result, after `next(_:)` returned false.
    func result() throws -> Summary {
        condition.lock()
        defer { condition.unlock() }
        return try outcome!.get()
    }
}
