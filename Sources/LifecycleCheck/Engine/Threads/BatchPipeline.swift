import Foundation

/// A batch a `BatchPipeline` carries: emptied and reused, it keeps its capacity.
public protocol PipelineBatch {
    init()
    mutating func removeAll()
}

/// Hands batches from a producing thread to the consuming one through a short bounded queue, so the
/// two halves of a job overlap on two cores while memory stays bounded: reading lines and checking
/// them (`check`), or checking and storing events (`import`). Emptied batches go back to the producer
/// with their capacity, so a long trace allocates none per batch. `traces check` uses it too, for the
/// events its reading threads step from the store.
public final class BatchPipeline<Batch: PipelineBatch, Summary>: @unchecked Sendable {
    private static var depth: Int { 4 }

    private let condition = NSCondition()
    private var batches: [Batch] = []
    private var spare: [Batch] = []
    private var outcome: Result<Summary, Error>?
    private var stopped = false

    public init() {}

    /// Called by the producer; waits while the queue is full, then leaves an empty batch (with
    /// capacity, when one came back) in `batch`. False once the consumer has stopped: produce no more.
    @discardableResult
    public func push(_ batch: inout Batch) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while batches.count >= Self.depth, !stopped { condition.wait() }
        guard !stopped else { return false }
        batches.append(batch)
        batch = spare.popLast() ?? Batch()
        condition.broadcast()
        return true
    }

    /// Called by the producer once, when it is done or failed.
    public func finish(_ result: Result<Summary, Error>) {
        condition.lock()
        outcome = result
        condition.broadcast()
        condition.unlock()
    }

    /// Replaces `batch` (done with, handed back for reuse) with the next one; false once the producer
    /// has finished and every batch was taken.
    public func next(_ batch: inout Batch) -> Bool {
        batch.removeAll()
        condition.lock()
        defer { condition.unlock() }
        if spare.count < Self.depth { spare.append(batch) }
        batch = Batch()
        while batches.isEmpty, outcome == nil { condition.wait() }
        guard !batches.isEmpty else { return false }
        batch = batches.removeFirst()
        condition.broadcast()
        return true
    }

    /// Called by the consumer when it fails: the producer's next push returns false, and this waits
    /// until the producer has finished, so nothing runs on after the consumer returns.
    public func stop() {
        condition.lock()
        defer { condition.unlock() }
        stopped = true
        batches.removeAll()
        condition.broadcast()
        while outcome == nil { condition.wait() }
    }

    /// The producer's result, waiting for it to finish: called once `next(_:)` returned false, or
    /// when another producer's stream has ended and this one has no batch left to give.
    public func result() throws -> Summary {
        condition.lock()
        defer { condition.unlock() }
        while outcome == nil { condition.wait() }
        return try outcome!.get()
    }
}
