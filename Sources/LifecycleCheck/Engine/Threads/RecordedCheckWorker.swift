import Foundation

/// The checking half of a recorded re-check, on its own thread: feeds each batch to the session and
/// keeps the violations for the store's thread to collect.
final class RecordedCheckWorker: @unchecked Sendable {
    let pipeline = BatchPipeline<RecordedBatch, [TrackedObject]>()
    private var session: CheckSession
    private let rules: [RuleRecord]
    private let done = NSCondition()
    private var result: [Violation]?
    private var finished = false

    init(session: consuming CheckSession, rules: [RuleRecord]) {
        self.session = session
        self.rules = rules
    }

    /// The worker's body: every batch in order, then the last flush once the producer has finished.
    func run() {
        var batch = RecordedBatch()
        // One access to `session` per batch: a class's stored property is checked for exclusive
        // access at run time on each access.
        while pipeline.next(&batch) { batch.replay(into: &session) }
        let violations = (try? pipeline.result()).map { session.finish(rules: rules, remaining: $0) }
        done.lock()
        result = violations
        finished = true
        done.broadcast()
        done.unlock()
    }

    /// Waits for the worker; the violations, or nil when the producer failed.
    func violations() -> [Violation]? {
        done.lock()
        defer { done.unlock() }
        while !finished { done.wait() }
        return result
    }
}
