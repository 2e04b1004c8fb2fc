import Foundation

extension RuleEngine {
    /// Checks a file with reading and checking on two threads: a reading thread splits and parses
    /// lines in batches while this thread builds their events and runs the monitors.
    func checkOverlapped(fileAt path: String, file: String, options: CheckOptions) throws -> CheckReport {
        var sink = SessionSink(session: try makeSession(options))
        var builder = EventBuilder(vocabulary: vocabulary)
        let pipeline = BatchPipeline<ParsedLineBatch, (skipped: Int, warnings: [TraceReadWarning])>()
        let vocabulary = vocabulary
        let reading = Thread {
            var lines = LineReader(
                vocabulary: vocabulary, file: file, strict: options.strict, skipsUndecodableLines: options.skipsUndecodableLines)
            var batch = ParsedLineBatch()
            do {
                try ChunkedFile.forEachChunk(ofFileAt: path, file: file) { chunk in
                    try lines.read(chunk, into: &batch)
                    pipeline.push(&batch)
                }
                try lines.finish(into: &batch)
                pipeline.push(&batch)
                pipeline.finish(.success((lines.skippedLines, lines.warnings())))
            } catch {
                // The lines before the bad one are checked, as when reading on one thread.
                pipeline.push(&batch)
                pipeline.finish(.failure(error))
            }
        }
        reading.start()
        var batch = ParsedLineBatch()
        while pipeline.next(&batch) { try builder.build(batch, into: &sink) }
        let (skippedLines, warnings) = try pipeline.result()
        let tally = ReadTally(events: builder.eventCount, objects: builder.objectCount, skippedLines: skippedLines, warnings: warnings)
        return CheckReport(file: file, tally: tally, violations: sink.session.finish(rules: rules, remaining: builder.remainingObjects))
    }

    /// Reads and checks a trace on a worker thread while `observe` gets every event on this thread,
    /// so whatever it does with them (import stores them) overlaps reading and checking. The events
    /// before a bad line are observed before its error is thrown; an error thrown by `observe` stops
    /// the worker and is rethrown.
    func checkObserving(
        file: String, options: CheckOptions, observe: (TraceEvent) throws -> Void,
        read: @escaping @Sendable (inout TraceReader, inout ObservingSink) throws -> Void
    ) throws -> (CheckReport, [TraceObject]) {
        let pipeline = ObservingSink.Pipeline()
        let engine = self
        let worker = Thread {
            do {
                var sink = ObservingSink(session: try engine.makeSession(options), names: engine.vocabulary.eventNames, pipeline: pipeline)
                var reader = TraceReader(
                    vocabulary: engine.vocabulary, file: file, strict: options.strict, skipsUndecodableLines: options.skipsUndecodableLines)
                do {
                    try read(&reader, &sink)
                } catch {
                    try sink.flush()
                    throw error
                }
                try sink.flush()
                let remaining = reader.remainingObjects
                let report = CheckReport(
                    file: file, tally: reader.tally, violations: sink.session.finish(rules: engine.rules, remaining: remaining))
                let objects = (sink.released + remaining.map(\.traceObject)).sorted { $0.id < $1.id }
                pipeline.finish(.success((report, objects)))
            } catch {
                pipeline.finish(.failure(error))
            }
        }
        worker.start()
        var batch = ObservingSink.Batch()
        do {
            while pipeline.next(&batch) {
                for event in batch.events { try observe(event) }
            }
        } catch {
            pipeline.stop()
            throw error
        }
        return try pipeline.result()
    }
}
