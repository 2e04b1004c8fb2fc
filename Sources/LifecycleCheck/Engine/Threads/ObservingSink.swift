/// Feeds a reader's events into a check session on a worker thread and hands them, as `TraceEvent`
/// values in batches, to the thread that observes them (`RuleEngine.checkObserving`); keeps the
/// released objects, which the observer stores once the trace is read.
struct ObservingSink: RawEventSink, ~Copyable {
    /// Events on their way to the observer.
    struct Batch: PipelineBatch {
        var events: [TraceEvent] = []

        mutating func removeAll() {
            events.removeAll(keepingCapacity: true)
        }
    }

    typealias Pipeline = BatchPipeline<Batch, (CheckReport, [TraceObject])>

    /// Thrown on the worker when the observer has stopped, to end reading.
    struct Stopped: Error {}

    /// Large enough that handing a batch over costs little per event, small enough to stay in cache.
    private static let batchSize = 4096

    var session: CheckSession
    let names: EventNames
    let pipeline: Pipeline
    private var batch = Batch()
    private(set) var released: [TraceObject] = []

    init(session: consuming CheckSession, names: EventNames, pipeline: Pipeline) {
        self.session = session
        self.names = names
        self.pipeline = pipeline
    }

    mutating func receive(_ event: RawEvent, message: UnsafeBufferPointer<UInt8>) throws {
        session.feed(event)
        batch.events.append(TraceEvent(event, message: message, names: names))
        if batch.events.count >= Self.batchSize { try flush() }
    }

    mutating func release(_ object: TrackedObject) {
        session.release(object)
        released.append(object.traceObject)
    }

    /// Hands over the events collected so far.
    mutating func flush() throws {
        guard !batch.events.isEmpty else { return }
        guard pipeline.push(&batch) else { throw Stopped() }
    }
}
